/** The reads behind the draw and finals pages: one zone's divisions, one grid, one year's finals round robin. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { divisions, finalsGrids, roundRobinFinals, seasons } from '../schema';
import type { Division, FinalsGrid, RoundRobinFinals } from '@/lib/league/bundle';
import type { Competition, FinalsStage, GradeCode } from '@/lib/league/constants';
import { divisionOf, gridOf } from './records';

async function season(db: Db, year: number) {
  const [row] = await db
    .select({ id: seasons.id, homeWhiteBoards: seasons.homeWhiteBoards })
    .from(seasons)
    .where(eq(seasons.year, year));
  return row ?? null;
}

export type ZoneDivisions = { homeWhiteBoards: readonly number[]; divisions: Division[] };

/** The divisions of one zone and grade, in draw order, with their draws and results. */
export async function getZoneDivisions(
  db: Db,
  year: number,
  grade: GradeCode,
  zoneCode: string,
): Promise<ZoneDivisions | null> {
  const found = await season(db, year);
  if (!found) return null;
  const rows = await db
    .select()
    .from(divisions)
    .where(
      and(eq(divisions.seasonId, found.id), eq(divisions.zoneCode, zoneCode), eq(divisions.grade, grade)),
    )
    .orderBy(asc(divisions.position));
  return {
    homeWhiteBoards: found.homeWhiteBoards,
    divisions: rows.map(divisionOf),
  };
}

export type GridQuery = {
  year: number;
  competition: Competition;
  grade: GradeCode;
  stage: FinalsStage;
  value: string;
  division?: string | null;
};

/** One finals grid, or the grids under a zone page's division when `division` is given. */
export async function getFinalsGrids(db: Db, query: GridQuery): Promise<FinalsGrid[]> {
  const found = await season(db, query.year);
  if (!found) return [];
  const rows = await db
    .select()
    .from(finalsGrids)
    .where(
      and(
        eq(finalsGrids.seasonId, found.id),
        eq(finalsGrids.competition, query.competition),
        eq(finalsGrids.grade, query.grade),
        eq(finalsGrids.stage, query.stage),
        eq(finalsGrids.value, query.value),
        query.division ? eq(finalsGrids.division, query.division) : isNull(finalsGrids.division),
      ),
    )
    .orderBy(asc(finalsGrids.position));
  return rows.map(gridOf);
}

export async function getRoundRobinFinals(
  db: Db,
  year: number,
): Promise<{ homeWhiteBoards: readonly number[]; finals: RoundRobinFinals } | null> {
  const found = await season(db, year);
  if (!found) return null;
  const [row] = await db.select().from(roundRobinFinals).where(eq(roundRobinFinals.seasonId, found.id));
  return row ? { homeWhiteBoards: found.homeWhiteBoards, finals: row.draw } : null;
}

/** The active season's finals grids with their dates, for the home page's upcoming block. */
export async function getActiveSeasonGrids(db: Db): Promise<{ year: number; grids: FinalsGrid[] } | null> {
  const [active] = await db
    .select({ id: seasons.id, year: seasons.year })
    .from(seasons)
    .where(eq(seasons.active, true));
  if (!active) return null;
  const rows = await db
    .select()
    .from(finalsGrids)
    .where(eq(finalsGrids.seasonId, active.id))
    .orderBy(asc(finalsGrids.position));
  return {
    year: active.year,
    grids: rows.map(gridOf),
  };
}
