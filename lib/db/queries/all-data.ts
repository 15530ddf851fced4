/** all_data for one year (SPEC section 3), built from the store with a handful of indexed reads. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { divisions, finalsGrids, regions, roundRobinFinals, seasonEntries, seasons, zones } from '../schema';
import type { AllData, ContractSeason, YearIndex } from '@/lib/league/contract';
import {
  COMPETITION_CODE,
  COMPETITION_MODES,
  GRADE_NAMES,
  METRO_CODE,
  PRIMARY_GRADES,
  SECONDARY_GRADES,
  type Competition,
  type CompetitionMode,
  type FinalsStage,
  type GradeCode,
  type Metro,
} from '@/lib/league/constants';
import type { Division, SeasonHistory } from '@/lib/league/bundle';
import { finalsKey } from '@/lib/league/codes';
import { divisionTableHtml, finalsGridHtml, roundRobinTableHtml } from '@/lib/league/html';
import { gridWinner, playedSteps } from '@/lib/league/finals';

type SeasonRow = typeof seasons.$inferSelect;

function contractSeason(row: SeasonRow): ContractSeason {
  return { season_id: row.id, year: row.year, active: row.active ? 1 : 0, publish: row.published ? '1' : '0' };
}

/** SPEC section 3: [4] primary; [1], [2], [3] metropolitan secondary grades 1 (senior) to 3 (junior); [10] country secondary. */
export function historyPositions(history: SeasonHistory): (string | null)[] {
  const row: (string | null)[] = Array.from({ length: 11 }, () => null);
  row[4] = history.primary ?? null;
  row[1] = history.metropolitan_secondary?.senior ?? null;
  row[2] = history.metropolitan_secondary?.intermediate ?? null;
  row[3] = history.metropolitan_secondary?.junior ?? null;
  row[10] = history.country_secondary ?? null;
  return row;
}

const gradeList = (codes: readonly GradeCode[]) => codes.map((code) => ({ code, name: GRADE_NAMES[code] }));

export async function getSeasons(db: Db): Promise<ContractSeason[]> {
  const rows = await db.select().from(seasons).orderBy(asc(seasons.year));
  return rows.map(contractSeason);
}

export async function getActiveYear(db: Db): Promise<number | null> {
  const [row] = await db.select({ year: seasons.year }).from(seasons).where(eq(seasons.active, true));
  return row?.year ?? null;
}

/** all_data for `year`, with every division's table and every grid's HTML; null when no such season is stored. */
export async function getAllData(db: Db, year: number): Promise<AllData | null> {
  return readYear(db, year, true) as Promise<AllData | null>;
}

/** The same without the HTML, and without reading any draw or grid: for navigation and visibility. */
export async function getYearIndex(db: Db, year: number): Promise<YearIndex | null> {
  return readYear(db, year, false) as Promise<YearIndex | null>;
}

async function readYear(db: Db, year: number, withHtml: boolean): Promise<AllData | YearIndex | null> {
  const seasonRows = await db.select().from(seasons).orderBy(asc(seasons.year));
  const season = seasonRows.find((s) => s.year === year);
  if (!season) return null;
  const active = seasonRows.find((s) => s.active) ?? season;
  const summary = {
    code: divisions.code,
    name: divisions.name,
    no: divisions.no,
    zoneCode: divisions.zoneCode,
    grade: divisions.grade,
  };
  const gridSummary = {
    competition: finalsGrids.competition,
    grade: finalsGrids.grade,
    stage: finalsGrids.stage,
    value: finalsGrids.value,
    division: finalsGrids.division,
  };

  const [entryRows, activeEntryRows, regionRows, zoneRows, divisionRows, gridRows, rrRows] = await Promise.all([
    db.select().from(seasonEntries).where(eq(seasonEntries.seasonId, season.id)),
    db.select().from(seasonEntries).where(eq(seasonEntries.seasonId, active.id)),
    db.select().from(regions).where(eq(regions.seasonId, season.id)).orderBy(asc(regions.position)),
    db.select().from(zones).where(eq(zones.seasonId, season.id)).orderBy(asc(zones.position)),
    db
      .select({ ...summary, draw: withHtml ? divisions.draw : sql<null>`null` })
      .from(divisions)
      .where(eq(divisions.seasonId, season.id))
      .orderBy(asc(divisions.position)),
    db
      .select({ ...gridSummary, grid: finalsGrids.grid })
      .from(finalsGrids)
      .where(eq(finalsGrids.seasonId, season.id))
      .orderBy(asc(finalsGrids.position)),
    db
      .select({ seasonId: roundRobinFinals.seasonId, draw: withHtml ? roundRobinFinals.draw : sql<null>`null` })
      .from(roundRobinFinals)
      .where(eq(roundRobinFinals.seasonId, season.id)),
  ]);

  const cutoff = (mode: CompetitionMode) => entryRows.find((e) => e.mode === mode)?.cutoffDate ?? null;
  const regionMetro = new Map(regionRows.map((r) => [r.code, r.metro as Metro]));

  const regionsByMetro: AllData['regions_by_metro'] = { '1': [], '0': [] };
  for (const r of regionRows) regionsByMetro[METRO_CODE[r.metro as Metro]].push({ code: r.code, name: r.name });

  const zonesByRegion: AllData['zones_by_region_code'] = { '2': {}, '1': {} };
  const zonesByCode: AllData['zones_by_code'] = {};
  const secondaryZonesByMetro: AllData['secondary_zones_by_metro'] = { '1': [], '0': [] };
  for (const z of zoneRows) {
    const competitionCode = COMPETITION_CODE[z.competition as Competition];
    const metroCode = METRO_CODE[regionMetro.get(z.regionCode) ?? 'metropolitan'];
    (zonesByRegion[competitionCode][z.regionCode] ??= []).push({ code: z.code, name: z.name });
    zonesByCode[z.code] = {
      code: z.code,
      name: z.name,
      region_code: z.regionCode,
      metro_code: metroCode,
      competition_code: competitionCode,
      scorers: z.scorerName && z.scorerEmail ? { [year]: { name: z.scorerName, email: z.scorerEmail } } : {},
    };
    if (z.competition === 'secondary') secondaryZonesByMetro[metroCode].push({ code: z.code, name: z.name, region_code: z.regionCode });
  }

  const byZone: Record<string, Record<string, YearIndex['divisions_by_zone_code'][string][string][string]>> = {};
  for (const d of divisionRows) {
    const entry = { code: d.code, name: d.name, division_no: d.no };
    const table = d.draw
      ? { table: divisionTableHtml({ code: d.code, name: d.name, no: d.no, zone: d.zoneCode, grade: d.grade, ...d.draw } as Division, season.homeWhiteBoards) }
      : {};
    ((byZone[d.zoneCode] ??= {})[d.grade] ??= []).push({ ...entry, ...table });
  }

  const finalsCodes: YearIndex['finals_codes'] = {};
  for (const g of gridRows) {
    if (g.division) continue;
    finalsCodes[finalsKey(g.grade as GradeCode, g.stage as FinalsStage, g.value, year)] = {
      ...(withHtml ? { html: finalsGridHtml(g.grid) } : {}),
      result: gridWinner(g.grid) === null ? 0 : 1,
      max_step: playedSteps(g.grid),
      competition_code: COMPETITION_CODE[g.competition as Competition],
    };
  }

  const modeRecord = <T>(value: (mode: CompetitionMode) => T) =>
    Object.fromEntries(COMPETITION_MODES.map((mode) => [mode, value(mode)])) as Record<CompetitionMode, T>;
  const activeEntry = (mode: CompetitionMode) => activeEntryRows.find((e) => e.mode === mode);
  const rr = rrRows[0];

  return {
    seasons: seasonRows.map(contractSeason),
    seasons_by_year: {
      [year]: {
        ...contractSeason(season),
        metropolitan_primary_cutoff_date: cutoff('metropolitan_primary'),
        country_primary_cutoff_date: cutoff('country_primary'),
        metropolitan_secondary_cutoff_date: cutoff('metropolitan_secondary'),
        country_secondary_cutoff_date: cutoff('country_secondary'),
        info_block_hidden: season.infoBlockHidden,
        demo: season.demo,
        home_white_boards: season.homeWhiteBoards,
      },
    },
    regions_by_metro: regionsByMetro,
    zones_by_region_code: zonesByRegion,
    divisions_by_zone_code: divisionRows.length ? { [year]: byZone } : {},
    finals_codes: finalsCodes,
    round_robin_finals: (rr ? { [year]: rr.draw ? { table: roundRobinTableHtml(rr.draw, season.homeWhiteBoards, year) } : true } : {}) as YearIndex['round_robin_finals'],
    history: Object.fromEntries(seasonRows.map((s) => [s.year, historyPositions(s.history)])),
    zones_by_code: zonesByCode,
    grades_by_competition: { '2': gradeList(PRIMARY_GRADES), '1': gradeList(SECONDARY_GRADES) },
    finals_filters_data: {
      grades: gradeList([...new Set<GradeCode>([...PRIMARY_GRADES, ...SECONDARY_GRADES])]),
      grades_by_competition_code: { '2': gradeList(PRIMARY_GRADES), '1': gradeList(SECONDARY_GRADES) },
    },
    secondary_zones_by_metro: secondaryZonesByMetro,
    active_season_price: modeRecord((mode) => (activeEntry(mode)?.priceCents ?? 0) / 100),
    active_season_dates: {
      cutoff_dates: modeRecord((mode) => activeEntry(mode)?.cutoffDate ?? null),
      commence_dates: modeRecord((mode) => activeEntry(mode)?.commenceDate ?? null),
      invitation_active: modeRecord((mode) => activeEntry(mode)?.invitationActive ?? false),
    },
  };
}
