/** A season's card matches from the store: its divisions, zones and schools, read once per page or action. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { divisions, schools, seasons, zones } from '../schema';
import { divisionOf } from './records';
import type { Division } from '@/lib/league/bundle';
import type { Competition } from '@/lib/league/constants';
import { seasonCardMatches, type CardMatch } from '@/lib/league/cards/matches';

export type CardSeason = {
  year: number;
  seasonId: number;
  homeWhiteBoards: readonly number[];
  zones: { code: string; name: string; competition: Competition }[];
  divisions: Division[];
  schoolNames: string[];
  matches: CardMatch[];
};

export async function readCardSeason(db: Db, year: number, zone?: string): Promise<CardSeason | null> {
  const [season] = await db
    .select({ id: seasons.id, homeWhiteBoards: seasons.homeWhiteBoards })
    .from(seasons)
    .where(eq(seasons.year, year));
  if (!season) return null;
  // One after another: card actions call this inside a transaction, whose one connection takes one query at a time.
  const zoneRows = await db
    .select({ code: zones.code, name: zones.name, competition: zones.competition })
    .from(zones)
    .where(eq(zones.seasonId, season.id))
    .orderBy(asc(zones.position));
  const divisionRows = await db
    .select()
    .from(divisions)
    .where(eq(divisions.seasonId, season.id))
    .orderBy(asc(divisions.position));
  const schoolRows = await db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.seasonId, season.id));
  const divisionList = divisionRows.map(divisionOf).filter((d) => zone === undefined || d.zone === zone);
  const schoolNames = schoolRows.map((s) => s.name);
  const competitions = new Map(zoneRows.map((z) => [z.code, z.competition]));
  return {
    year,
    seasonId: season.id,
    homeWhiteBoards: season.homeWhiteBoards,
    zones: zoneRows,
    divisions: divisionList,
    schoolNames,
    matches: seasonCardMatches(year, divisionList, competitions, schoolNames),
  };
}
