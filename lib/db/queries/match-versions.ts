/**
 * The calendar version of each match (SEQUENCE and LAST-MODIFIED of the feeds): recorded by an
 * import in its transaction, read by the feeds.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { matchVersions, seasons } from '../schema';
import type { SeasonBundle } from '@/lib/league/bundle';
import { divisionMatches, matchFingerprint, type MatchVersion } from '@/lib/league/match-calendar';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A match seen for the first time starts at 0; a changed one goes up by one, stamped now. */
export async function recordMatchVersions(tx: Tx | Db, bundle: Pick<SeasonBundle, 'year' | 'divisions'>): Promise<void> {
  const rows = bundle.divisions.flatMap((division) =>
    divisionMatches(bundle.year, division).map((match) => ({ uid: match.uid, fingerprint: matchFingerprint(match) })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(matchVersions)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: matchVersions.uid,
        set: { fingerprint: sql`excluded.fingerprint`, sequence: sql`${matchVersions.sequence} + 1`, modifiedAt: sql`now()` },
        setWhere: sql`${matchVersions.fingerprint} <> excluded.fingerprint`,
      });
  }
}

/** The stored versions of some matches, by UID; a match imported before versions were kept has none. */
export async function getMatchVersions(db: Db, uids: readonly string[]): Promise<Map<string, MatchVersion>> {
  const found = new Map<string, MatchVersion>();
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await db.select().from(matchVersions).where(inArray(matchVersions.uid, uids.slice(i, i + 500)));
    for (const row of rows) found.set(row.uid, { sequence: row.sequence, modifiedAt: row.modifiedAt });
  }
  return found;
}

/** What every feed of a season needs besides its matches: the board colours and when it was imported. */
export async function getFeedSeason(db: Db, year: number): Promise<{ homeWhiteBoards: readonly number[]; importedAt: Date } | null> {
  const [row] = await db
    .select({ homeWhiteBoards: seasons.homeWhiteBoards, importedAt: seasons.importedAt, published: seasons.published })
    .from(seasons)
    .where(eq(seasons.year, year));
  return row?.published ? { homeWhiteBoards: row.homeWhiteBoards, importedAt: row.importedAt } : null;
}
