/** How an import on shared PostgreSQL tells every server what to drop: NOTIFY on one channel. */
import { sql } from 'drizzle-orm';
import { isSharedDatabase, type Db } from '@/lib/db/client';
import { runCommand, type Command, type CommandResult } from '@/lib/db/commands';
import { tagsOfChanges } from './tags';

export const INVALIDATION_CHANNEL = 'nswjcl_cache_invalidation';

/** `all` when which tags changed is not known; `from` is the sender, which has dropped them already. */
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
    const tags = Array.isArray(value.tags)
      ? value.tags.filter((tag): tag is string => typeof tag === 'string')
      : undefined;
    return {
      from: typeof value.from === 'string' ? value.from : undefined,
      tags,
      all: value.all === true ? true : undefined,
    };
  } catch {
    return null;
  }
}

/** Sends the message; inside a transaction, PostgreSQL delivers it when (and only if) it commits. */
export async function publishInvalidation(db: Db, message: InvalidationMessage): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${encodeMessage(message)})`);
}

/**
 * Runs a command-line store command and, on shared PostgreSQL, commits with it a message naming the tags its
 * changes touch (the same comparison a server's import drops by), so no running server misses the change
 * and a run that changed nothing (a dry run, the same file again) drops nothing.
 */
export async function runCommandAndTellServers(db: Db, command: Command): Promise<CommandResult> {
  if (!isSharedDatabase(db) || !['import', 'seed', 'draw', 'workbook-import'].includes(command.name))
    return runCommand(db, command);
  return db.transaction(async (tx) => {
    const result = await runCommand(tx as unknown as Db, command);
    const tags = result.ok && result.changed ? tagsOfChanges(result.changed) : [];
    if (tags.length) await publishInvalidation(tx as unknown as Db, { tags });
    return result;
  });
}
