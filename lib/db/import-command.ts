/** A season bundle's import (`npm run league -- import`), also the end of a workbook's import. */
import { schoolMatchMessage, schoolMatchReport } from '@/lib/league/school-report';
import { checkBundle } from '@/lib/league/bundle';
import { printableLine } from '@/lib/league/plain-text';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import type { Db } from './client';
import { importSeason, previewImport } from './queries/bundles';
import type { CommandResult } from './command-result';

/** The change list as the command line prints it, one line per change, whatever a stored name holds. */
export function recordLines(record: ChangeRecord | null): string {
  if (!record) return 'No changes to record.';
  return [
    `Changes (${record.items.length}):`,
    ...record.items.map((item) => `  ${printableLine(item.text)}`),
  ].join('\n');
}

export function summary(bundle: {
  year: number;
  zones: unknown[];
  divisions: unknown[];
  finals: unknown[];
  schools: unknown[];
}) {
  return `${bundle.zones.length} zones, ${bundle.divisions.length} divisions, ${bundle.finals.length} finals grids, ${bundle.schools.length} schools`;
}

/** What the import did with the published match cards, when there were any. */
function cardLines(cards: { kept: number; overruled: number; flagged: number }): string {
  const lines = [
    cards.kept ? `${cards.kept} published match card results kept (the bundle had none of its own).` : '',
    cards.overruled ? `${cards.overruled} match card results corrected by the bundle's own.` : '',
    cards.flagged
      ? `${cards.flagged} published match cards have no match in the draw any more (removed or re-paired): kept and flagged for the scorer.`
      : '',
  ].filter(Boolean);
  return lines.map((line) => `\n${line}`).join('');
}

/**
 * Checks the bundle whole, then previews (dry run) or imports it; the change record and caches follow from it.
 * `source` says who sent the results in the change record (`by the PA scorer's workbook`).
 */
export async function runImport(
  db: Db,
  document: unknown,
  dryRun?: boolean,
  source?: string,
): Promise<CommandResult> {
  const checked = checkBundle(document);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { year } = checked.bundle;
  const schoolLine = schoolMatchMessage(schoolMatchReport(checked.bundle));
  if (dryRun) {
    const { record } = await previewImport(db, checked.bundle, new Date(), source);
    return {
      ok: true,
      message: `Dry run of season ${year}, nothing written.\n${recordLines(record)}\n${schoolLine}`,
    };
  }
  const { replaced, changes, record, cards } = await importSeason(db, checked.bundle, new Date(), source);
  return {
    ok: true,
    message: `${replaced ? 'Replaced' : 'Imported'} season ${year}: ${summary(checked.bundle)}.${replaced ? `\n${recordLines(record)}` : ''}\n${schoolLine}${cardLines(cards)}`,
    changed: [{ year, changes }],
  };
}
