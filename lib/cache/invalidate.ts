import 'server-only';
import type { Db } from '@/lib/db/client';
import { runCommand, type Command, type CommandResult } from '@/lib/db/commands';
import { isSeasonYear } from '@/lib/league/season-year';
import { storeSnapshot } from '@/lib/db/queries/snapshot';
import { changedTags } from './tags';
import { invalidateEverywhere } from './broadcast';

/**
 * The year a bundle names, when it is a season's year: only that is read for the snapshot (runCommand
 * checks the whole bundle once; a refused one changes nothing, so its snapshot finds no change).
 */
function yearOf(document: unknown): number[] {
  const year = (document as { year?: unknown } | null)?.year;
  return isSeasonYear(year) ? [year] : [];
}

function yearsOf(command: Command): number[] {
  if (command.name === 'import') return yearOf(command.document);
  if (command.name === 'seed') return Array.isArray(command.documents) ? command.documents.flatMap(yearOf) : [];
  return [];
}

/**
 * Runs a league command in the server and drops the cached pages and reads whose data it changed,
 * found by comparing what the pages read before and after: the next request shows the new data.
 */
export async function runCommandAndInvalidate(db: Db, command: Command): Promise<CommandResult & { invalidated?: string[] }> {
  const years = yearsOf(command);
  if (!years.length) return runCommand(db, command);
  const before = await storeSnapshot(db, years);
  const result = await runCommand(db, command);
  if (!result.ok) return result;
  const invalidated = changedTags(before, await storeSnapshot(db, years));
  await invalidateEverywhere(db, invalidated);
  const shown = invalidated.length ? `The site shows the change from its next request (${invalidated.join(', ')}).` : 'Nothing the site shows has changed.';
  return { ...result, message: `${result.message} ${shown}`, invalidated };
}
