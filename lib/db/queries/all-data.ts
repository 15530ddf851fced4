/**
 * The league API contract's answers from the store (SPEC sections 3 and 7), for the /api/index
 * handlers only: the season index (./season-index.ts) put into all_data's wire shape (codes '1'/'0',
 * publish '1', active 1), with every draw and grid rendered as the contract's HTML.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons } from '../schema';
import { readSeasonRows, seasonIndexOf, seasonSummary, type SeasonRows } from './season-index';
import type { AllData, ContractSeason } from '@/lib/league-api/contract';
import {
  COMPETITION_CODE,
  COMPETITION_MODES,
  GRADE_NAMES,
  METRO_CODE,
  PRIMARY_GRADES,
  SECONDARY_GRADES,
  type CompetitionMode,
  type GradeCode,
} from '@/lib/league/constants';
import { divisionOf } from './records';
import { finalsKey } from '@/lib/league-api/finals-key';
import { divisionTableHtml, finalsGridHtml, roundRobinTableHtml } from '@/lib/league-api/html';
import { gridKey, type SeasonIndex, type SeasonSummary, type SeasonWinners } from '@/lib/league/season-index';

function contractSeason(season: SeasonSummary): ContractSeason {
  return {
    season_id: season.id,
    year: season.year,
    active: season.active ? 1 : 0,
    publish: season.published ? '1' : '0',
  };
}

/** SPEC section 3: [4] primary; [1], [2], [3] metropolitan secondary grades 1 (senior) to 3 (junior); [10] country secondary. */
export function historyPositions(winners: SeasonWinners | undefined): (string | null)[] {
  const row: (string | null)[] = Array.from({ length: 11 }, () => null);
  row[4] = winners?.primary ?? null;
  row[1] = winners?.metropolitanSecondary.senior ?? null;
  row[2] = winners?.metropolitanSecondary.intermediate ?? null;
  row[3] = winners?.metropolitanSecondary.junior ?? null;
  row[10] = winners?.countrySecondary ?? null;
  return row;
}

const gradeList = (codes: readonly GradeCode[]) => codes.map((code) => ({ code, name: GRADE_NAMES[code] }));
const modeRecord = <T>(value: (mode: CompetitionMode) => T) =>
  Object.fromEntries(COMPETITION_MODES.map((mode) => [mode, value(mode)])) as Record<CompetitionMode, T>;

export async function getSeasons(db: Db): Promise<ContractSeason[]> {
  const rows = await db.select().from(seasons).orderBy(asc(seasons.year));
  return rows.map((row) => contractSeason(seasonSummary(row)));
}

export async function getActiveYear(db: Db): Promise<number | null> {
  const [row] = await db.select({ year: seasons.year }).from(seasons).where(eq(seasons.active, true));
  return row?.year ?? null;
}

/** all_data for `year`, with every division's table and every grid's HTML; null when no such season is stored. */
export async function getAllData(db: Db, year: number): Promise<AllData | null> {
  const rows = await readSeasonRows(db, year, { withDraws: true });
  return rows && allDataOf(seasonIndexOf(rows), rows);
}

/** The wire shape of a season index and its rows' draws and grids. */
export function allDataOf(index: SeasonIndex, rows: SeasonRows): AllData {
  const { season } = index;
  const year = season.year;
  const gridHtml = new Map<string, string>();
  for (const g of rows.grids) {
    if (!g.division) gridHtml.set(gridKey(g.competition, g.grade, g.stage, g.value), finalsGridHtml(g.grid));
  }
  const tables = new Map<string, string>();
  for (const d of rows.divisions) {
    if (!d.draw) continue;
    const division = divisionOf({ ...d, draw: d.draw });
    tables.set(`${d.zoneCode}/${d.grade}/${d.code}`, divisionTableHtml(division, season.homeWhiteBoards));
  }

  const regionsByMetro: AllData['regions_by_metro'] = { '1': [], '0': [] };
  for (const r of index.regions) regionsByMetro[METRO_CODE[r.metro]].push({ code: r.code, name: r.name });

  const zonesByRegion: AllData['zones_by_region_code'] = { '2': {}, '1': {} };
  const zonesByCode: AllData['zones_by_code'] = {};
  const secondaryZonesByMetro: AllData['secondary_zones_by_metro'] = { '1': [], '0': [] };
  for (const z of index.zones) {
    const competitionCode = COMPETITION_CODE[z.competition];
    const metroCode = METRO_CODE[z.metro];
    (zonesByRegion[competitionCode][z.regionCode] ??= []).push({ code: z.code, name: z.name });
    zonesByCode[z.code] = {
      code: z.code,
      name: z.name,
      region_code: z.regionCode,
      metro_code: metroCode,
      competition_code: competitionCode,
      scorers: z.scorer ? { [year]: z.scorer } : {},
    };
    if (z.competition === 'secondary')
      secondaryZonesByMetro[metroCode].push({ code: z.code, name: z.name, region_code: z.regionCode });
  }

  const byZone: AllData['divisions_by_zone_code'][string] = {};
  for (const [zone, grades] of Object.entries(index.divisions)) {
    for (const [grade, list] of Object.entries(grades)) {
      (byZone[zone] ??= {})[grade] = list.map((d) => ({
        code: d.code,
        name: d.name,
        division_no: d.no,
        table: tables.get(`${zone}/${grade}/${d.code}`) ?? '',
      }));
    }
  }

  const finalsCodes: AllData['finals_codes'] = {};
  for (const [key, grid] of Object.entries(index.finals)) {
    finalsCodes[finalsKey(grid.grade, grid.stage, grid.value, year)] = {
      html: gridHtml.get(key) ?? '',
      result: grid.decided ? 1 : 0,
      max_step: grid.maxStep,
      competition_code: COMPETITION_CODE[grid.competition],
    };
  }

  const roundRobin = rows.roundRobin?.draw;
  return {
    seasons: index.seasons.map(contractSeason),
    seasons_by_year: {
      [year]: {
        ...contractSeason(season),
        metropolitan_primary_cutoff_date: season.cutoffDates.metropolitan_primary,
        country_primary_cutoff_date: season.cutoffDates.country_primary,
        metropolitan_secondary_cutoff_date: season.cutoffDates.metropolitan_secondary,
        country_secondary_cutoff_date: season.cutoffDates.country_secondary,
        info_block_hidden: season.infoBlockHidden,
        demo: season.demo,
        home_white_boards: season.homeWhiteBoards,
      },
    },
    regions_by_metro: regionsByMetro,
    zones_by_region_code: zonesByRegion,
    divisions_by_zone_code: Object.keys(byZone).length ? { [year]: byZone } : {},
    finals_codes: finalsCodes,
    round_robin_finals:
      index.roundRobinFinals && roundRobin
        ? { [year]: { table: roundRobinTableHtml(roundRobin, season.homeWhiteBoards, year) } }
        : {},
    history: Object.fromEntries(index.seasons.map((s) => [s.year, historyPositions(index.winners[s.year])])),
    zones_by_code: zonesByCode,
    grades_by_competition: { '2': gradeList(PRIMARY_GRADES), '1': gradeList(SECONDARY_GRADES) },
    finals_filters_data: {
      grades: gradeList([...new Set<GradeCode>([...PRIMARY_GRADES, ...SECONDARY_GRADES])]),
      grades_by_competition_code: { '2': gradeList(PRIMARY_GRADES), '1': gradeList(SECONDARY_GRADES) },
    },
    secondary_zones_by_metro: secondaryZonesByMetro,
    active_season_price: modeRecord((mode) => index.entry[mode].priceCents / 100),
    active_season_dates: {
      cutoff_dates: modeRecord((mode) => index.entry[mode].cutoff),
      commence_dates: modeRecord((mode) => index.entry[mode].commence),
      invitation_active: modeRecord((mode) => index.entry[mode].open),
    },
  };
}
