/** A season bundle's import (`npm run league -- import`), also the end of a workbook's import. */
import { schoolMatchMessage, schoolMatchReport } from '@/lib/league/school-report';
import { checkBundle } from '@/lib/league/bundle';
import { isNameText, NAME_TEXT_MESSAGE, printableLine } from '@/lib/league/plain-text';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import type { Db } from '@/lib/db/types';
import type { CommandResult } from '@/lib/db/command-result';
import { importSeason, planImport, type ImportOptions, type KeptResult } from './season-import';

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

/** What the import did with results others wrote: kept where the file left them out, kept and listed where it may not replace them. */
function resultLines(outcome: { cardsKept: number; kept: KeptResult[]; posted?: number }): string {
  const lines = [
    outcome.cardsKept
      ? `${outcome.cardsKept} results published by match cards or officials kept (the file has none of its own).`
      : '',
    outcome.kept.length
      ? `${outcome.kept.length} results the file would change were kept:\n${outcome.kept.map((k) => `  ${printableLine(k.text)}`).join('\n')}`
      : '',
  ].filter(Boolean);
  return lines.map((line) => `\n${line}`).join('');
}

export type ImportCommandOptions = Pick<ImportOptions, 'overwriteNewer' | 'reason'> & { dryRun?: boolean };

/** Checks the bundle whole, then previews (dry run) or imports it; the change record and caches follow from it. */
export async function runImport(
  db: Db,
  document: unknown,
  options: ImportCommandOptions = {},
): Promise<CommandResult> {
  const checked = checkBundle(document);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { year } = checked.bundle;
  const reason = options.reason?.trim() || null;
  if (reason !== null && !isNameText(reason))
    return { ok: false, errors: [`--reason ${NAME_TEXT_MESSAGE}.`] };
  const importOptions = { overwriteNewer: options.overwriteNewer === true, reason };
  const schoolLine = schoolMatchMessage(schoolMatchReport(checked.bundle));
  if (options.dryRun) {
    const plan = await planImport(db, checked.bundle, importOptions);
    return {
      ok: true,
      message: `Dry run of season ${year}, nothing written.\n${recordLines(plan.record)}\n${schoolLine}${resultLines(plan)}`,
    };
  }
  const outcome = await importSeason(db, checked.bundle, importOptions);
  const { replaced, changes, record } = outcome;
  return {
    ok: true,
    message: `${replaced ? 'Replaced' : 'Imported'} season ${year}: ${summary(checked.bundle)}.${replaced ? `\n${recordLines(record)}` : ''}\n${schoolLine}${resultLines(outcome)}`,
    changed: [{ year, changes }],
  };
}
