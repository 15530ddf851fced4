import 'server-only';
import type { Db } from '@/lib/db/types';
import { runCommand, type Command, type CommandResult } from '@/lib/db/commands';
import { tagsOfChanges } from './tags';
import { invalidateEverywhere } from './broadcast';

/**
 * Runs a league command in the server and drops the cached pages and reads whose data it changed,
 * found by the same comparison of the season before and after that writes the change record.
 */
export async function runCommandAndInvalidate(
  db: Db,
  command: Command,
): Promise<CommandResult & { invalidated?: string[] }> {
  const result = await runCommand(db, command);
  if (!result.ok || !result.changed) return result;
  const invalidated = tagsOfChanges(result.changed);
  await invalidateEverywhere(db, invalidated);
  const shown = invalidated.length
    ? `The site shows the change from its next request (${invalidated.join(', ')}).`
    : 'Nothing the site shows has changed.';
  const { changed: _changed, ...rest } = result;
  return { ...rest, message: `${result.message}\n${shown}`, invalidated };
}
