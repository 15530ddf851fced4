/**
 * A year index (all_data without HTML) built straight from a season bundle, for tests of the pure
 * navigation modules; the store builds the same shape in lib/db/queries/all-data.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SeasonBundle } from '@/lib/league/bundle';
import type { YearIndex } from '@/lib/league/contract';
import {
  COMPETITION_CODE,
  COMPETITION_MODES,
  GRADE_NAMES,
  METRO_CODE,
  PRIMARY_GRADES,
  SECONDARY_GRADES,
  type GradeCode,
  type Metro,
} from '@/lib/league/constants';
import { finalsKey } from '@/lib/league/codes';

export function demoBundle(year: 2025 | 2026): SeasonBundle {
  return JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../demo/season-${year}.json`), 'utf8'),
  ) as SeasonBundle;
}

const grades = (codes: readonly GradeCode[]) => codes.map((code) => ({ code, name: GRADE_NAMES[code] }));
const byMode = <T>(value: T) =>
  Object.fromEntries(COMPETITION_MODES.map((m) => [m, value])) as Record<
    (typeof COMPETITION_MODES)[number],
    T
  >;

export function yearIndexOfBundle(bundle: SeasonBundle): YearIndex {
  const season = {
    season_id: 1,
    year: bundle.year,
    active: bundle.active ? 1 : 0,
    publish: bundle.published ? '1' : '0',
  } as const;
  const metroOf = new Map<string, Metro>(bundle.regions.map((r) => [r.code, r.metro]));
  const index: YearIndex = {
    seasons: [season],
    seasons_by_year: {
      [bundle.year]: {
        ...season,
        metropolitan_primary_cutoff_date: null,
        country_primary_cutoff_date: null,
        metropolitan_secondary_cutoff_date: null,
        country_secondary_cutoff_date: null,
        info_block_hidden: bundle.info_block_hidden,
        demo: bundle.demo,
        home_white_boards: [...bundle.home_white_boards],
      },
    },
    regions_by_metro: { '1': [], '0': [] },
    zones_by_region_code: { '2': {}, '1': {} },
    divisions_by_zone_code: {},
    finals_codes: {},
    round_robin_finals: bundle.round_robin_finals ? { [bundle.year]: true } : {},
    history: {},
    zones_by_code: {},
    grades_by_competition: { '2': grades(PRIMARY_GRADES), '1': grades(SECONDARY_GRADES) },
    finals_filters_data: {
      grades: grades(PRIMARY_GRADES),
      grades_by_competition_code: { '2': grades(PRIMARY_GRADES), '1': grades(SECONDARY_GRADES) },
    },
    secondary_zones_by_metro: { '1': [], '0': [] },
    active_season_price: byMode(33),
    active_season_dates: {
      cutoff_dates: byMode(null),
      commence_dates: byMode(null),
      invitation_active: byMode(false),
    },
  };
  for (const r of bundle.regions)
    index.regions_by_metro[METRO_CODE[r.metro]].push({ code: r.code, name: r.name });
  for (const z of bundle.zones) {
    const metroCode = METRO_CODE[metroOf.get(z.region) ?? 'metropolitan'];
    (index.zones_by_region_code[COMPETITION_CODE[z.competition]][z.region] ??= []).push({
      code: z.code,
      name: z.name,
    });
    index.zones_by_code[z.code] = {
      code: z.code,
      name: z.name,
      region_code: z.region,
      metro_code: metroCode,
      competition_code: COMPETITION_CODE[z.competition],
      scorers: z.scorer ? { [bundle.year]: z.scorer } : {},
    };
  }
  const zones: YearIndex['divisions_by_zone_code'][string] = {};
  for (const d of bundle.divisions)
    ((zones[d.zone] ??= {})[d.grade] ??= []).push({ code: d.code, name: d.name, division_no: d.no });
  if (bundle.divisions.length) index.divisions_by_zone_code[bundle.year] = zones;
  for (const g of bundle.finals) {
    if (g.division) continue;
    index.finals_codes[finalsKey(g.grade, g.stage, g.value, bundle.year)] = {
      result: 0,
      max_step: 0,
      competition_code: COMPETITION_CODE[g.competition],
    };
  }
  return index;
}
