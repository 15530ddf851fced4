/**
 * The league's data commands (import, export, seed, entries, draw), run either by the command line on its
 * own connection or, while the web server holds the store, by the server on the command line's behalf.
 */
import { schoolMatchMessage, schoolMatchReport } from '@/lib/league/school-report';
import type { Db } from './client';
import { exportSeason, getSeasonYears, importSeason, previewImport } from './queries/bundles';
import { getEntryRequests } from './queries/entries';
import { checkBundle, type BundleCheck } from '@/lib/league/bundle';
import { isSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';
import { printableLine } from '@/lib/league/plain-text';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import { runDrawCommand, type DrawCommand } from './draw-command';
import { runCardsCommand, type CardsCommand } from './cards-command';
import type { CommandResult, SeasonChanges } from './command-result';

export type Command =
  | { name: 'import'; document: unknown; dryRun?: boolean }
  | { name: 'export'; year: number }
  | { name: 'seed'; documents: unknown[] }
  | { name: 'entries'; year: number }
  | DrawCommand
  | CardsCommand;

export type { CommandResult, SeasonChanges } from './command-result';

/** The change list as the command line prints it, one line per change, whatever a stored name holds. */
export function recordLines(record: ChangeRecord | null): string {
  if (!record) return 'No changes to record.';
  return [
    `Changes (${record.items.length}):`,
    ...record.items.map((item) => `  ${printableLine(item.text)}`),
  ].join('\n');
}

function summary(bundle: {
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

const DOCUMENTS_MESSAGE = 'documents must be a list of season bundles.';

function seedErrors(checks: BundleCheck[]): string[] {
  return checks.flatMap((c, i) => (c.ok ? [] : c.errors.map((e) => `bundle ${i + 1}: ${e}`)));
}

export async function runCommand(db: Db, command: Command): Promise<CommandResult> {
  switch (command.name) {
    case 'import': {
      const checked = checkBundle(command.document);
      if (!checked.ok) return { ok: false, errors: checked.errors };
      const { year } = checked.bundle;
      const schoolLine = schoolMatchMessage(schoolMatchReport(checked.bundle));
      if (command.dryRun) {
        const { record } = await previewImport(db, checked.bundle);
        return {
          ok: true,
          message: `Dry run of season ${year}, nothing written.\n${recordLines(record)}\n${schoolLine}`,
        };
      }
      const { replaced, changes, record, cards } = await importSeason(db, checked.bundle);
      return {
        ok: true,
        message: `${replaced ? 'Replaced' : 'Imported'} season ${year}: ${summary(checked.bundle)}.${replaced ? `\n${recordLines(record)}` : ''}\n${schoolLine}${cardLines(cards)}`,
        changed: [{ year, changes }],
      };
    }
    case 'export': {
      if (!isSeasonYear(command.year)) return { ok: false, errors: [SEASON_YEAR_MESSAGE] };
      const bundle = await exportSeason(db, command.year);
      if (!bundle) return { ok: false, errors: [`There is no season ${command.year} in the store.`] };
      return { ok: true, message: `Exported season ${command.year}.`, output: bundle };
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
    case 'links':
    case 'cards':
      return runCardsCommand(db, command);
  }
}
