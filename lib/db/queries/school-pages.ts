/**
 * The reads behind school pages: each published season's draws, grids and schools list (names and
 * addresses only: never an invitation or a coordinator), and the stored history of every season.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { divisions, finalsGrids, regions, roundRobinFinals, schools, seasons, zones } from '../schema';
import type { SeasonHistory } from '@/lib/league/bundle';
import type { Competition, FinalsStage, GradeCode, Metro } from '@/lib/league/constants';
import type { SeasonDraws } from '@/lib/league/fixture-types';
import type { SeasonWinners } from '@/lib/league/season-index';
import { winnersOf } from './season-index';

type SeasonRow = { id: number; year: number; homeWhiteBoards: readonly number[] };

async function drawsOf(db: Db, season: SeasonRow): Promise<SeasonDraws> {
  const id = season.id;
  const [regionRows, zoneRows, divisionRows, gridRows, rrRows, schoolRows] = await Promise.all([
    db.select().from(regions).where(eq(regions.seasonId, id)).orderBy(asc(regions.position)),
    db.select().from(zones).where(eq(zones.seasonId, id)).orderBy(asc(zones.position)),
    db.select().from(divisions).where(eq(divisions.seasonId, id)).orderBy(asc(divisions.position)),
    db.select().from(finalsGrids).where(eq(finalsGrids.seasonId, id)).orderBy(asc(finalsGrids.position)),
    db.select().from(roundRobinFinals).where(eq(roundRobinFinals.seasonId, id)),
    db
      .select({
        name: schools.name,
        address: schools.address,
        suburb: schools.suburb,
        state: schools.state,
        postcode: schools.postcode,
      })
      .from(schools)
      .where(eq(schools.seasonId, id))
      .orderBy(asc(schools.position)),
  ]);
  return {
    year: season.year,
    homeWhiteBoards: season.homeWhiteBoards,
    regions: regionRows.map((r) => ({ code: r.code, name: r.name, metro: r.metro as Metro })),
    zones: zoneRows.map((z) => ({
      code: z.code,
      name: z.name,
      region: z.regionCode,
      competition: z.competition as Competition,
    })),
    divisions: divisionRows.map((d) => ({
      code: d.code,
      name: d.name,
      no: d.no,
      zone: d.zoneCode,
      grade: d.grade as GradeCode,
      ...d.draw,
    })),
    finals: gridRows.map((g) => ({
      competition: g.competition as Competition,
      grade: g.grade as GradeCode,
      stage: g.stage as FinalsStage,
      value: g.value,
      ...(g.division ? { division: g.division } : {}),
      ...g.grid,
    })),
    roundRobinFinals: rrRows[0]?.draw ?? null,
    schools: schoolRows,
  };
}

/** Every published season's draws, or only those of `years`; oldest first. */
export async function getPublishedSeasonDraws(db: Db, years?: readonly number[]): Promise<SeasonDraws[]> {
  const rows = await db
    .select({
      id: seasons.id,
      year: seasons.year,
      homeWhiteBoards: seasons.homeWhiteBoards,
      published: seasons.published,
    })
    .from(seasons)
    .where(years ? inArray(seasons.year, [...years]) : eq(seasons.published, true))
    .orderBy(asc(seasons.year));
  return Promise.all(rows.filter((r) => r.published).map((row) => drawsOf(db, row)));
}

/** Every stored season's winners by year, as the competition pages read them. */
export async function getStoredHistory(db: Db): Promise<Record<number, SeasonWinners>> {
  const rows = await db.select({ year: seasons.year, history: seasons.history }).from(seasons);
  return Object.fromEntries(rows.map((r) => [r.year, winnersOf(r.history as SeasonHistory)]));
}
