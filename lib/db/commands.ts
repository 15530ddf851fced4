/**
 * The league's data commands (import, export, seed, entries, draw), run either by the command line on its
 * own connection or, while the web server holds the store, by the server on the command line's behalf.
 */
import type { Db } from '@/lib/db/types';
import { exportSeason, getSeasonYears } from './queries/bundles';
import { importSeason } from '@/lib/writes/season-import';
import { getEntryRequests } from './queries/entries';
import { checkBundle, type BundleCheck } from '@/lib/league/bundle';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { runDrawCommand, type DrawCommand } from './draw-command';
import { runImport, summary } from '@/lib/writes/import-command';
import { runWorkbookCommand, type WorkbookCommand } from './workbook';
import { runCardsCommand, type CardsCommand } from './cards-command';
import type { CommandResult, SeasonChanges } from './command-result';
import { resetOffice } from '@/lib/writes/office';

export type Command =
  | { name: 'import'; document: unknown; dryRun?: boolean; overwriteNewer?: boolean; reason?: string }
  | { name: 'export'; year: number }
  | { name: 'seed'; documents: unknown[] }
  | { name: 'entries'; year: number }
  | DrawCommand
  | WorkbookCommand
  | CardsCommand
  | { name: 'office-reset' };

export type { CommandResult, SeasonChanges } from './command-result';

const DOCUMENTS_MESSAGE = 'documents must be a list of season bundles.';

function seedErrors(checks: BundleCheck[]): string[] {
  return checks.flatMap((c, i) => (c.ok ? [] : c.errors.map((e) => `bundle ${i + 1}: ${e}`)));
}

export async function runCommand(db: Db, command: Command): Promise<CommandResult> {
  switch (command.name) {
    case 'import':
      return runImport(db, command.document, {
        dryRun: command.dryRun === true,
        overwriteNewer: command.overwriteNewer === true,
        reason: typeof command.reason === 'string' ? command.reason : undefined,
      });
    case 'export': {
      if (!isSeasonYear(command.year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
      const bundle = await exportSeason(db, command.year);
      if (!bundle) return { ok: false, errors: [`There is no season ${command.year} in the store.`] };
      // The export's time goes with the file: an import of it later keeps what others wrote since.
      const output = { ...bundle, exported_at: new Date().toISOString() };
      return { ok: true, message: `Exported season ${command.year}.`, output };
    }
    case 'seed': {
      if (!Array.isArray(command.documents)) return { ok: false, errors: [DOCUMENTS_MESSAGE] };
      const checks = command.documents.map(checkBundle);
      const errors = seedErrors(checks);
      if (errors.length) return { ok: false, errors };
      if ((await getSeasonYears(db)).length)
        return { ok: true, message: 'The store already holds seasons; nothing seeded.' };
      const messages: string[] = [];
      const changed: SeasonChanges[] = [];
      for (const check of checks) {
        if (!check.ok) continue;
        const { changes } = await importSeason(db, check.bundle);
        changed.push({ year: check.bundle.year, changes });
        messages.push(`season ${check.bundle.year} (${summary(check.bundle)})`);
      }
      return { ok: true, message: `Loaded the demo data: ${messages.join('; ')}.`, changed };
    }
    case 'entries': {
      if (!isSeasonYear(command.year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
      const rows = await getEntryRequests(db, command.year);
      return { ok: true, message: `${rows.length} entry requests for ${command.year}.`, output: rows };
    }
    case 'draw':
      return runDrawCommand(db, command);
    case 'workbook-export':
    case 'workbook-import':
      return runWorkbookCommand(db, command);
    case 'links':
    case 'cards':
      return runCardsCommand(db, command);
    case 'office-reset': {
      const { passkeys, sessions } = await resetOffice(db);
      return {
        ok: true,
        message: `The office's passkeys are gone (${passkeys} passkeys, ${sessions} sessions): its next visit registers a new one.`,
      };
    }
  }
}
