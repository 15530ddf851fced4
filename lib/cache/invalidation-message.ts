/**
 * The message by which an import on a shared PostgreSQL tells every server what to drop from its
 * caches: PostgreSQL's NOTIFY on one channel, which each server LISTENs to (lib/cache/broadcast.ts).
 * Nothing of Next here: the command line sends it too.
 */
import { sql } from 'drizzle-orm';
import { isSharedDatabase, type Db } from '@/lib/db/client';
import { runCommand, type Command, type CommandResult } from '@/lib/db/commands';

export const INVALIDATION_CHANNEL = 'nswjcl_cache_invalidation';

/**
 * `tags`: the cache tags whose data changed; `all`: every league tag (when which ones is not known).
 * `from`: the sending server, which has dropped them already.
 */
export type InvalidationMessage = { from?: string; tags?: string[]; all?: true };

/** NOTIFY takes at most 8000 bytes; a longer list of tags is sent as "all". */
const MAX_PAYLOAD = 7_000;

export function encodeMessage(message: InvalidationMessage): string {
  const text = JSON.stringify(message);
  return text.length <= MAX_PAYLOAD ? text : JSON.stringify({ from: message.from, all: true });
}

/** The message in a payload, or null for anything else (never trusted blindly: anyone may NOTIFY). */
export function decodeMessage(payload: string | undefined): InvalidationMessage | null {
  try {
    const value = JSON.parse(payload ?? '') as InvalidationMessage;
    if (typeof value !== 'object' || value === null) return null;
    const tags = Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string') : undefined;
    return { from: typeof value.from === 'string' ? value.from : undefined, tags, all: value.all === true ? true : undefined };
  } catch {
    return null;
  }
}

/** Sends the message; inside a transaction, PostgreSQL delivers it when (and only if) it commits. */
export async function publishInvalidation(db: Db, message: InvalidationMessage): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${encodeMessage(message)})`);
}

/**
 * The command line's own run of a command on the store. On a shared PostgreSQL, servers may be
 * running on it: an import or seed and the message that makes them drop their league pages commit
 * together, so no server can miss a committed change. (A server running an import knows which tags
 * changed and names them; the command line does not, so every league page is read again.)
 */
export async function runCommandAndTellServers(db: Db, command: Command): Promise<CommandResult> {
  if (!isSharedDatabase(db) || (command.name !== 'import' && command.name !== 'seed')) return runCommand(db, command);
  return db.transaction(async (tx) => {
    const result = await runCommand(tx as unknown as Db, command);
    if (result.ok) await publishInvalidation(tx as unknown as Db, { all: true });
    return result;
  });
}
