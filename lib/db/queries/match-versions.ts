/**
 * The calendar version of each match (SEQUENCE and LAST-MODIFIED of the feeds), read by the feeds; written
 * by the write path (lib/writes/calendar-versions.ts).
 */
import { eq, like } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { matchVersions, seasons } from '../schema';
import type { MatchVersion } from '@/lib/league/match-calendar';

/** The stored versions of a season's matches, by UID; a match imported before versions were kept has none. */
export async function getMatchVersions(db: Db, year: number): Promise<Map<string, MatchVersion>> {
  const rows = await db
    .select()
    .from(matchVersions)
    .where(like(matchVersions.uid, `${year}-%`));
  return new Map(rows.map((row) => [row.uid, { sequence: row.sequence, modifiedAt: row.modifiedAt }]));
}

/** A published season's import time (the feeds' LAST-MODIFIED for matches without a version); null otherwise. */
export async function getFeedSeason(db: Db, year: number): Promise<{ importedAt: Date } | null> {
  const [row] = await db
    .select({ importedAt: seasons.importedAt, published: seasons.published })
    .from(seasons)
    .where(eq(seasons.year, year));
  return row?.published ? { importedAt: row.importedAt } : null;
}
