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

/** Checks the bundle whole, then previews (dry run) or imports it; the change record and caches follow from it. */
export async function runImport(db: Db, document: unknown, dryRun?: boolean): Promise<CommandResult> {
  const checked = checkBundle(document);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { year } = checked.bundle;
  const schoolLine = schoolMatchMessage(schoolMatchReport(checked.bundle));
  if (dryRun) {
    const { record } = await previewImport(db, checked.bundle);
    return {
      ok: true,
      message: `Dry run of season ${year}, nothing written.\n${recordLines(record)}\n${schoolLine}`,
    };
  }
  const { replaced, changes, record } = await importSeason(db, checked.bundle);
  return {
    ok: true,
    message: `${replaced ? 'Replaced' : 'Imported'} season ${year}: ${summary(checked.bundle)}.${replaced ? `\n${recordLines(record)}` : ''}\n${schoolLine}`,
    changed: [{ year, changes }],
  };
}
