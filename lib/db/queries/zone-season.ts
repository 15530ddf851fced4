/**
 * One zone of a season, read without the rest: its zone record, divisions and zone finals, and the newest
 * version of each of its matches. The zone workbook's download and upload read this, so their cost is the
 * zone's, whatever the size of the season.
 */
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { divisions, finalsGrids, matches, resultVersions, seasons, zones } from '../schema';
import { divisionOf, gridOf } from './records';
import type { SeasonBundle } from '@/lib/league/bundle';
import { matchKey } from '@/lib/league/cards/match-ref';
import { partialSeason } from '@/lib/league/partial-season';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ZoneSeason = {
  /** The season with only this zone's divisions and zone finals. */
  bundle: SeasonBundle;
  /** The newest version of each of the zone's live matches, by match key; a match without any is absent. */
  versions: Map<string, number>;
};

export async function readZoneSeason(db: Db | Tx, year: number, zone: string): Promise<ZoneSeason | null> {
  const [season] = await db
    .select({ id: seasons.id, homeWhiteBoards: seasons.homeWhiteBoards })
    .from(seasons)
    .where(eq(seasons.year, year));
  if (!season) return null;
  const [zoneRow] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.seasonId, season.id), eq(zones.code, zone)));
  if (!zoneRow) return null;
  const divisionRows = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.seasonId, season.id), eq(divisions.zoneCode, zone)))
    .orderBy(asc(divisions.position));
  const gridRows = await db
    .select()
    .from(finalsGrids)
    .where(
      and(eq(finalsGrids.seasonId, season.id), eq(finalsGrids.stage, 'zone'), eq(finalsGrids.value, zone)),
    )
    .orderBy(asc(finalsGrids.position));
  const newest = await db
    .select({
      division: matches.division,
      round: matches.round,
      home: matches.home,
      away: matches.away,
      version: max(resultVersions.id),
    })
    .from(matches)
    .innerJoin(resultVersions, eq(resultVersions.matchId, matches.id))
    .where(and(eq(matches.year, year), eq(matches.zone, zone), isNull(matches.withdrawnAt)))
    .groupBy(matches.division, matches.round, matches.home, matches.away);
  return {
    bundle: partialSeason({
      year,
      home_white_boards: season.homeWhiteBoards as SeasonBundle['home_white_boards'],
      zones: [
        {
          code: zoneRow.code,
          name: zoneRow.name,
          region: zoneRow.regionCode,
          competition: zoneRow.competition,
          ...(zoneRow.scorerName && zoneRow.scorerEmail
            ? { scorer: { name: zoneRow.scorerName, email: zoneRow.scorerEmail } }
            : {}),
        },
      ],
      divisions: divisionRows.map(divisionOf),
      finals: gridRows.map(gridOf),
    }),
    versions: new Map(newest.map((n) => [matchKey(n), n.version ?? 0])),
  };
}
