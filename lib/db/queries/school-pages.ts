/**
 * The reads behind school pages: one season's draws, grids and schools list (names and addresses only:
 * never an invitation or a coordinator), each school's lines in every season (written with the season),
 * and the stored history of every season.
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import {
  divisions,
  finalsGrids,
  regions,
  roundRobinFinals,
  schoolLines,
  schools,
  seasons,
  zones,
} from '../schema';
import type { SeasonHistory } from '@/lib/league/bundle';
import type { SeasonDraws } from '@/lib/league/fixture-types';
import type { SeasonWinners } from '@/lib/league/season-index';
import { winnersOf } from './season-index';
import { divisionOf, gridOf } from './records';
import type { SchoolSeasonLine } from '@/lib/league/school-lines';
import type { SchoolRef } from '@/lib/league/school-match';

type SeasonRow = { id: number; year: number; homeWhiteBoards: readonly number[] };

export async function drawsOf(db: Db, season: SeasonRow): Promise<SeasonDraws> {
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
    regions: regionRows.map((r) => ({ code: r.code, name: r.name, metro: r.metro })),
    zones: zoneRows.map((z) => ({
      code: z.code,
      name: z.name,
      region: z.regionCode,
      competition: z.competition,
    })),
    divisions: divisionRows.map(divisionOf),
    finals: gridRows.map(gridOf),
    roundRobinFinals: rrRows[0]?.draw ?? null,
    schools: schoolRows,
  };
}

/** A stored season's draws; null when the year is not stored. */
export async function getSeasonDraws(db: Db, year: number): Promise<SeasonDraws | null> {
  const [row] = await db
    .select({ id: seasons.id, year: seasons.year, homeWhiteBoards: seasons.homeWhiteBoards })
    .from(seasons)
    .where(eq(seasons.year, year));
  return row ? drawsOf(db, row) : null;
}

const lineColumns = {
  year: seasons.year,
  slug: schoolLines.slug,
  name: schoolLines.name,
  listed: schoolLines.listed,
  address: schoolLines.address,
  summary: schoolLines.summary,
};

/** The school's lines in every published season, newest first. */
export async function getSchoolLines(db: Db, slug: string): Promise<SchoolSeasonLine[]> {
  return db
    .select(lineColumns)
    .from(schoolLines)
    .innerJoin(seasons, eq(seasons.id, schoolLines.seasonId))
    .where(and(eq(schoolLines.slug, slug), eq(seasons.published, true)))
    .orderBy(desc(seasons.year));
}

/** Every school with a team in a published season, by the name of its newest such season. */
export async function getDrawnSchools(db: Db): Promise<SchoolRef[]> {
  return db
    .selectDistinctOn([schoolLines.slug], { slug: schoolLines.slug, name: schoolLines.name })
    .from(schoolLines)
    .innerJoin(seasons, eq(seasons.id, schoolLines.seasonId))
    .where(and(eq(seasons.published, true), isNotNull(schoolLines.summary)))
    .orderBy(asc(schoolLines.slug), desc(seasons.year));
}

/** Every school with a line (a team, or a place in the schools list) in a published season. */
export async function getLinedSchoolSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: schoolLines.slug })
    .from(schoolLines)
    .innerJoin(seasons, eq(seasons.id, schoolLines.seasonId))
    .where(eq(seasons.published, true));
  return rows.map((row) => row.slug);
}

/** Every stored season's winners by year, as the competition pages read them. */
export async function getStoredHistory(db: Db): Promise<Record<number, SeasonWinners>> {
  const rows = await db.select({ year: seasons.year, history: seasons.history }).from(seasons);
  return Object.fromEntries(rows.map((r) => [r.year, winnersOf(r.history as SeasonHistory)]));
}

/** The school's name from its slug, as its page shows it; null for a slug no season has. */
export async function schoolNameBySlug(db: Pick<Db, 'select'>, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ name: schoolLines.name })
    .from(schoolLines)
    .where(eq(schoolLines.slug, slug))
    .orderBy(sql`${schoolLines.seasonId} desc`)
    .limit(1);
  return row?.name ?? null;
}
