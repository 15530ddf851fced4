/**
 * The zone workbook against the store (docs/workbook.md). An import builds the season as the workbook
 * leaves it (the stored season, exported, with the workbook's results and dates) and runs the season
 * bundle's own import on it, so the checks, the change record and the caches dropped are the import's.
 * Pages call these with the uploaded bytes; the command line reaches them through the commands.
 */
import type { Db } from './client';
import type { CommandResult } from './command-result';
import { exportSeason } from './queries/bundles';
import { runImport } from './import-command';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { zoneWorkbook } from '@/lib/league/workbook/layout';
import { applyWorkbook, workbookIdentity } from '@/lib/league/workbook/read';
import { diffSeasons, type SeasonChange } from '@/lib/league/season-diff';
import { readWorkbook, writeWorkbook } from '@/lib/workbook/xlsx';
import { sizeProblem } from '@/lib/workbook/zip-check';

/** The command line's forms; the workbook travels base64 in them (the server takes commands as JSON). */
export type WorkbookCommand =
  | { name: 'workbook-export'; year: number; zone: string }
  | { name: 'workbook-import'; data: string; dryRun?: boolean };

export type WorkbookFile = { ok: true; bytes: Buffer; fileName: string } | { ok: false; errors: string[] };

/** The zone's workbook as an .xlsx file. */
export async function exportWorkbook(db: Db, year: number, zone: string): Promise<WorkbookFile> {
  if (!isSeasonYear(year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
  const bundle = await exportSeason(db, year);
  if (!bundle) return { ok: false, errors: [`There is no season ${year} in the store.`] };
  const laid = zoneWorkbook(bundle, zone);
  if (!laid.ok) return { ok: false, errors: [laid.error] };
  return { ok: true, bytes: await writeWorkbook(laid.workbook), fileName: `${year}-${zone}.xlsx` };
}

/** Who sends a workbook: the zone's scorer or the Director of Play from the desk, or the league's command line. */
export type WorkbookSender = 'scorer' | 'director' | 'league';

/** Said after each result the workbook changes, in the change record. */
function sourceText(zone: string, by: WorkbookSender): string {
  if (by === 'scorer') return `by the ${zone} scorer's workbook`;
  if (by === 'director') return "by the Director of Play's workbook";
  return `from the ${zone} workbook`;
}

/** A workbook's import or dry run: the command's result, with the zone and what the workbook changes in it. */
export type WorkbookResult =
  | (Extract<CommandResult, { ok: true }> & { zone: string; year: number; changes: SeasonChange[] })
  | { ok: false; errors: string[] };

async function workbookImport(
  db: Db,
  bytes: Buffer,
  dryRun: boolean,
  by: WorkbookSender,
): Promise<WorkbookResult> {
  const read = await readWorkbook(bytes);
  if (!read.ok) return read;
  const named = workbookIdentity(read.sheets);
  if (!named.ok) return named;
  const bundle = await exportSeason(db, named.year);
  if (!bundle) return { ok: false, errors: [`There is no season ${named.year} in the store.`] };
  const applied = applyWorkbook(bundle, named.zone, read.sheets);
  if (!applied.ok) return applied;
  const result = await runImport(db, applied.bundle, dryRun, sourceText(named.zone, by));
  if (!result.ok) return result;
  return {
    ...result,
    message: `Workbook of zone ${named.zone}, season ${named.year}.\n${result.message}`,
    zone: named.zone,
    year: named.year,
    changes: diffSeasons(bundle, applied.bundle),
  };
}

/** What importing the workbook would change, written nowhere: `changes` and `message` list them. */
export function previewWorkbookImport(db: Db, bytes: Buffer, by: WorkbookSender = 'league') {
  return workbookImport(db, bytes, true, by);
}

/**
 * Imports the workbook's results and dates. `changed` names what changed; a server caller hands the
 * result to its cache invalidation (or runs `{ name: 'workbook-import' }` through runCommandAndInvalidate).
 */
export function importWorkbook(db: Db, bytes: Buffer, by: WorkbookSender = 'league') {
  return workbookImport(db, bytes, false, by);
}

export async function runWorkbookCommand(db: Db, command: WorkbookCommand): Promise<CommandResult> {
  if (command.name === 'workbook-export') {
    if (typeof command.zone !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/.test(command.zone))
      return { ok: false, errors: ['zone must be a zone code (1 to 16 letters, digits, - or _).'] };
    const file = await exportWorkbook(db, command.year, command.zone);
    if (!file.ok) return file;
    return {
      ok: true,
      message: `Exported the workbook of zone ${command.zone}, season ${command.year}.`,
      output: { fileName: file.fileName, base64: file.bytes.toString('base64') },
    };
  }
  if (typeof command.data !== 'string') return { ok: false, errors: ['data must be the workbook, base64.'] };
  // Refused before decoding: base64 is four characters for three bytes.
  const tooLarge = sizeProblem(Math.floor((command.data.length * 3) / 4));
  if (tooLarge) return { ok: false, errors: [tooLarge] };
  return workbookImport(db, Buffer.from(command.data, 'base64'), command.dryRun === true, 'league');
}
