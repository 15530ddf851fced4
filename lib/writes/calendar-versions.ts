/** The calendar version of each match (SEQUENCE, LAST-MODIFIED): raised in the transaction of any write that changes it. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { matchVersions } from '@/lib/db/schema';
import type { SeasonBundle } from '@/lib/league/bundle';
import { isCalendarMatch, matchFingerprint, matchUids } from '@/lib/league/match-calendar';
import { seasonDrawsOf, seasonFixtures } from '@/lib/league/school-fixtures';
import type { Tx } from './match-rows';

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
