/**
 * The calendar version of each match (SEQUENCE and LAST-MODIFIED of the feeds): recorded by an
 * import in its transaction, read by the feeds.
 */
import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { matchVersions, seasons } from '../schema';
import type { SeasonBundle } from '@/lib/league/bundle';
import { isCalendarMatch, matchFingerprint, matchUids, type MatchVersion } from '@/lib/league/match-calendar';
import { seasonDrawsOf, seasonFixtures } from '@/lib/league/school-fixtures';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A match seen for the first time starts at 0; a changed one goes up by one, stamped now. */
export async function recordMatchVersions(tx: Tx | Db, bundle: SeasonBundle): Promise<void> {
  const fixtures = seasonFixtures(seasonDrawsOf(bundle));
  const uids = matchUids(fixtures);
  const rows = fixtures
    .filter(isCalendarMatch)
    .map((f) => ({ uid: uids.get(f.id)!, fingerprint: matchFingerprint(f) }));
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(matchVersions)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: matchVersions.uid,
        set: {
          fingerprint: sql`excluded.fingerprint`,
          sequence: sql`${matchVersions.sequence} + 1`,
          modifiedAt: sql`now()`,
        },
        setWhere: sql`${matchVersions.fingerprint} <> excluded.fingerprint`,
      });
  }
}

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
