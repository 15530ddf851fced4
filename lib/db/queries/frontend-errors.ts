/**
 * The front-end error log, kept small whatever arrives: each entry keeps a bounded part of what was
 * sent, a repeat of an error adds to its count instead of a row, and the table keeps only its most
 * recently seen rows of the last days.
 */
import crypto from 'node:crypto';
import { desc, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { errorLogs } from '../schema';

/** Characters kept of each field (more is cut, ending in an ellipsis). */
export const ERROR_LOG_KEEPS = { site: 50, error: 4_000, uri: 1_000 } as const;

/** The table holds at most `rows` rows, none last seen more than `days` days ago. */
export const ERROR_LOG_RETENTION = { rows: 1_000, days: 30 } as const;

export type FrontendError = { site: string; error: string; uri: string };

const DAY_MS = 24 * 3600 * 1000;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // Never half an emoji: PostgreSQL cannot hold a lone surrogate.
  if (/[\ud800-\udbff]/.test(text[end - 1] ?? '')) end -= 1;
  return `${text.slice(0, end)}\u2026`;
}

export async function recordFrontendError(
  db: Db,
  entry: FrontendError,
  {
    now = new Date(),
    keep = ERROR_LOG_RETENTION,
  }: { now?: Date; keep?: { rows: number; days: number } } = {},
): Promise<void> {
  const kept = {
    site: cut(entry.site, ERROR_LOG_KEEPS.site),
    error: cut(entry.error, ERROR_LOG_KEEPS.error),
    uri: cut(entry.uri, ERROR_LOG_KEEPS.uri),
  };
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify([kept.site, kept.error, kept.uri]))
    .digest('hex');
  await db
    .insert(errorLogs)
    .values({ ...kept, fingerprint, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: errorLogs.fingerprint,
      set: { count: sql`${errorLogs.count} + 1`, lastSeenAt: now },
    });
  await db.delete(errorLogs).where(lt(errorLogs.lastSeenAt, new Date(now.getTime() - keep.days * DAY_MS)));
  const newest = db
    .select({ id: errorLogs.id })
    .from(errorLogs)
    .orderBy(desc(errorLogs.lastSeenAt), desc(errorLogs.id))
    .limit(keep.rows);
  await db.delete(errorLogs).where(notInArray(errorLogs.id, newest));
}
