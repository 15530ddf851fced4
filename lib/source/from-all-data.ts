/**
 * The adapter from the league API's all_data (SPEC section 3) to the site's own season index
 * (lib/league/season-index.ts), and the HTML it carries for a draw, a grid or the finals round
 * robin. The only place in lib/source that knows the API's wire codes.
 */
import type { AllData, ContractSeason } from '@/lib/league-api/contract';
import {
  COMPETITION_MODES,
  GRADE_CODES,
  competitionFromCode,
  isOneOf,
  metroFromCode,
  type CompetitionMode,
  type GradeCode,
  type Metro,
} from '@/lib/league/constants';
import { finalsKey, parseFinalsKey } from '@/lib/league-api/finals-key';
import type { GridQuery } from '@/lib/db/queries/pages';
import { gridKey, type SeasonIndex, type SeasonSummary, type SeasonWinners } from '@/lib/league/season-index';

export function seasonSummaryOf(season: ContractSeason): SeasonSummary {
  return {
    id: season.season_id,
    year: season.year,
    active: season.active === 1,
    published: season.publish === '1',
  };
}

const modeRecord = <T>(value: (mode: CompetitionMode) => T) =>
  Object.fromEntries(COMPETITION_MODES.map((mode) => [mode, value(mode)])) as Record<CompetitionMode, T>;

/** SPEC section 3's positions: [4] primary; [1], [2], [3] metropolitan secondary grades 1-3; [10] country secondary. */
function winnersOf(positions: (string | null)[]): SeasonWinners {
  const at = (i: number) => positions[i] ?? null;
  return {
    primary: at(4),
    metropolitanSecondary: { senior: at(1), intermediate: at(2), junior: at(3) },
    countrySecondary: at(10),
  };
}

/** The season index of one year's all_data; null when the answer does not describe that year. */
export function seasonIndexFromAllData(data: AllData, year: number): SeasonIndex | null {
  const season = data.seasons_by_year[year];
  if (!season) return null;
  const metroOfCode = (code: '1' | '0'): Metro => (code === '1' ? 'metropolitan' : 'country');

  const divisions: SeasonIndex['divisions'] = {};
  for (const [zone, grades] of Object.entries(data.divisions_by_zone_code[year] ?? {})) {
    for (const [grade, list] of Object.entries(grades)) {
      if (list.length && isOneOf(GRADE_CODES, grade))
        (divisions[zone] ??= {})[grade] = list.map((d) => ({
          code: d.code,
          name: d.name,
          no: d.division_no,
        }));
    }
  }

  const finals: SeasonIndex['finals'] = {};
  for (const [key, entry] of Object.entries(data.finals_codes)) {
    const parsed = parseFinalsKey(key);
    const competition = competitionFromCode(entry.competition_code);
    if (!parsed || parsed.year !== year || !competition) continue;
    const { grade, stage, value } = parsed;
    finals[gridKey(competition, grade, stage, value)] = {
      competition,
      grade,
      stage,
      value,
      decided: entry.result === 1,
      maxStep: entry.max_step,
    };
  }

  const regionMetro = new Map<string, Metro>();
  const regions = (['1', '0'] as const).flatMap((code) =>
    data.regions_by_metro[code].map((r) => {
      regionMetro.set(r.code, metroOfCode(code));
      return { code: r.code, name: r.name, metro: metroOfCode(code) };
    }),
  );
  const zones = Object.values(data.zones_by_code).map((z) => {
    const scorer = Object.hasOwn(z.scorers, String(year)) ? z.scorers[String(year)] : undefined;
    return {
      code: z.code,
      name: z.name,
      regionCode: z.region_code,
      metro: metroFromCode(z.metro_code) ?? regionMetro.get(z.region_code) ?? 'metropolitan',
      competition: competitionFromCode(z.competition_code) ?? 'primary',
      scorer: scorer ? { name: scorer.name, email: scorer.email } : null,
    };
  });

  const dates = data.active_season_dates;
  return {
    season: {
      ...seasonSummaryOf(season),
      demo: season.demo,
      infoBlockHidden: season.info_block_hidden,
      homeWhiteBoards: [...season.home_white_boards],
      cutoffDates: {
        metropolitan_primary: season.metropolitan_primary_cutoff_date,
        metropolitan_secondary: season.metropolitan_secondary_cutoff_date,
        country_primary: season.country_primary_cutoff_date,
        country_secondary: season.country_secondary_cutoff_date,
      },
    },
    seasons: data.seasons.map(seasonSummaryOf),
    regions,
    zones,
    divisions,
    finals,
    roundRobinFinals: Object.hasOwn(data.round_robin_finals, String(year)),
    winners: Object.fromEntries(
      Object.entries(data.history).map(([y, positions]) => [Number(y), winnersOf(positions)]),
    ),
    entry: modeRecord((mode) => ({
      cutoff: dates.cutoff_dates[mode],
      commence: dates.commence_dates[mode],
      open: dates.invitation_active[mode],
      priceCents: Math.round(data.active_season_price[mode] * 100),
    })),
  };
}

/** The HTML of one zone's divisions in a grade, in draw order. */
export function divisionTablesFromAllData(data: AllData, year: number, grade: GradeCode, zoneCode: string) {
  const zones = data.divisions_by_zone_code[year] ?? {};
  const grades = Object.hasOwn(zones, zoneCode) ? zones[zoneCode] : undefined;
  return (grades?.[grade] ?? []).map((d) => ({
    code: d.code,
    name: d.name,
    no: d.division_no,
    html: d.table,
  }));
}

/** The HTML of a grid; division finals are not in all_data. */
export function gridHtmlFromAllData(data: AllData, query: GridQuery): string | null {
  if (query.division) return null;
  const key = finalsKey(query.grade, query.stage, query.value, query.year);
  return Object.hasOwn(data.finals_codes, key) ? data.finals_codes[key]!.html : null;
}

export function roundRobinHtmlFromAllData(data: AllData, year: number): string | null {
  return Object.hasOwn(data.round_robin_finals, String(year))
    ? data.round_robin_finals[String(year)]!.table
    : null;
}
