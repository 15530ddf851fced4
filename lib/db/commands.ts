/**
 * The league's data commands (import, export, seed, entries), run either by the command line on its
 * own connection or, while the web server holds the store, by the server on the command line's behalf.
 */
import type { Db } from './client';
import { exportSeason, getSeasonYears, importSeason } from './queries/bundles';
import { getEntryRequests } from './queries/entries';
import { checkBundle } from '@/lib/league/bundle';

export type Command =
  | { name: 'import'; document: unknown }
  | { name: 'export'; year: number }
  | { name: 'seed'; documents: unknown[] }
  | { name: 'entries'; year: number };

export type CommandResult = { ok: true; message: string; output?: unknown } | { ok: false; errors: string[] };

function summary(bundle: { year: number; zones: unknown[]; divisions: unknown[]; finals: unknown[]; schools: unknown[] }) {
  return `${bundle.zones.length} zones, ${bundle.divisions.length} divisions, ${bundle.finals.length} finals grids, ${bundle.schools.length} schools`;
}

/**
 * A season's year as the bundle allows it. The server takes commands as JSON, so a year can arrive
 * as anything; checked here, a bad one is a refusal rather than a database error.
 */
function badYear(year: unknown): CommandResult | null {
  if (typeof year === 'number' && Number.isInteger(year) && year >= 1900 && year <= 2200) return null;
  return { ok: false, errors: ['The year must be a whole number from 1900 to 2200.'] };
}

export async function runCommand(db: Db, command: Command): Promise<CommandResult> {
  switch (command.name) {
    case 'import': {
      const checked = checkBundle(command.document);
      if (!checked.ok) return { ok: false, errors: checked.errors };
      const { replaced } = await importSeason(db, checked.bundle);
      return {
        ok: true,
        message: `${replaced ? 'Replaced' : 'Imported'} season ${checked.bundle.year}: ${summary(checked.bundle)}.`,
      };
    }
    case 'export': {
      const refused = badYear(command.year);
      if (refused) return refused;
      const bundle = await exportSeason(db, command.year);
      if (!bundle) return { ok: false, errors: [`There is no season ${command.year} in the store.`] };
      return { ok: true, message: `Exported season ${command.year}.`, output: bundle };
    }
    case 'seed': {
      if (!Array.isArray(command.documents)) return { ok: false, errors: ['documents must be a list of season bundles.'] };
      if ((await getSeasonYears(db)).length) return { ok: true, message: 'The store already holds seasons; nothing seeded.' };
      const checks = command.documents.map(checkBundle);
      const errors = checks.flatMap((c, i) => (c.ok ? [] : c.errors.map((e) => `bundle ${i + 1}: ${e}`)));
      if (errors.length) return { ok: false, errors };
      const messages: string[] = [];
      for (const check of checks) {
        if (!check.ok) continue;
        await importSeason(db, check.bundle);
        messages.push(`season ${check.bundle.year} (${summary(check.bundle)})`);
      }
      return { ok: true, message: `Loaded the demo data: ${messages.join('; ')}.` };
    }
    case 'entries': {
      const refused = badYear(command.year);
      if (refused) return refused;
      const rows = await getEntryRequests(db, command.year);
      return { ok: true, message: `${rows.length} entry requests for ${command.year}.`, output: rows };
    }
  }
}
