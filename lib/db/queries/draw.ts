/** The draw maker's reads: a season's entry requests and zones, and the season before (its write: lib/writes/draft-draw.ts). */
import { desc, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons } from '../schema';
import { exportSeason } from './bundles';
import type { StoredEntry } from './entries';
import { getCurrentEntryRequests } from './entry-versions';
import type { SeasonBundle } from '@/lib/league/bundle';
import type { EntryTeams } from '@/lib/league/draw/propose';

export type DrawStoreInputs = {
  season: SeasonBundle;
  lastSeason: SeasonBundle | null;
  entries: EntryTeams[];
};

/** A stored request's teams per grade field (absent or odd values count as none). */
export function entryTeamsOf(row: Pick<StoredEntry, 'id' | 'schoolName' | 'mode' | 'request'>): EntryTeams {
  const teams = (row.request as { teams?: Record<string, unknown> }).teams ?? {};
  const counts = Object.fromEntries(
    Object.entries(teams).map(([k, v]) => [k, Number.isInteger(v) && (v as number) > 0 ? (v as number) : 0]),
  );
  return { id: row.id, school: row.schoolName, mode: row.mode, teams: counts };
}

/**
 * The season to draw, the newest season before it and its entry requests (the office draws only the accepted
 * ones); null when the year is not stored.
 */
export async function getDrawInputs(
  db: Db,
  year: number,
  { acceptedOnly = false } = {},
): Promise<DrawStoreInputs | null> {
  const season = await exportSeason(db, year, { withChanges: false });
  if (!season) return null;
  const [before] = await db
    .select({ year: seasons.year })
    .from(seasons)
    .where(lt(seasons.year, year))
    .orderBy(desc(seasons.year))
    .limit(1);
  const [lastSeason, rows] = await Promise.all([
    before ? exportSeason(db, before.year, { withChanges: false }) : null,
    getCurrentEntryRequests(db, year),
  ]);
  const counted = acceptedOnly ? rows.filter((r) => r.decision === 'accepted') : rows;
  return { season, lastSeason, entries: counted.map(entryTeamsOf) };
}
