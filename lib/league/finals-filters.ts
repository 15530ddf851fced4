/**
 * The finals page's filters (SPEC section 2) as pure logic: which show, their options, what a change clears,
 * and where a complete selection lands. Beyond the spec, a choice no longer among its options after a change
 * is cleared too, so the panel never holds a value it cannot show; picking a region or zone with the wider
 * choice empty fills that in.
 */
import {
  COMPETITIONS,
  FINALS_STAGES,
  GRADE_NAMES,
  METROS,
  type Competition,
  type FinalsStage,
  type GradeCode,
  type Metro,
} from './constants';
import { finalsPath } from './codes';
import { parseSeasonYear } from './season-year';
import { FINALS_GRADES, METRO_NAMES, STAGE_NAMES, type FinalsRoute } from './routes';
import { regionsOf, zonesOf, type SeasonIndex } from './season-index';

export const FILTER_NAMES = ['year', 'competition', 'grade', 'stage', 'metro', 'region', 'zone'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export const FILTER_LABELS: Record<FilterName, string> = {
  year: 'Year',
  competition: 'Competition',
  grade: 'Grade',
  stage: 'Stage',
  metro: 'Metro or country',
  region: 'Region',
  zone: 'Zone',
};

/** A filter delay of SPEC section 9: the page follows a change after 100 ms. */
export const FILTER_DELAY_MS = 100;

export type FiltersState = {
  year: number | null;
  competition: Competition | null;
  grade: GradeCode | null;
  stage: FinalsStage | null;
  metro: Metro | null;
  region: string | null;
  zone: string | null;
};

export type FilterYearData = {
  regions: { code: string; name: string; metro: Metro }[];
  zones: { code: string; name: string; region: string; competition: Competition }[];
};
/** A page sends only its own season's regions and zones; others are fetched when the year changes. */
export type FilterData = { years: number[]; byYear: Record<string, FilterYearData> };
export type FilterOption = { value: string; label: string };

export const EMPTY_FILTERS: FiltersState = {
  year: null,
  competition: null,
  grade: null,
  stage: null,
  metro: null,
  region: null,
  zone: null,
};

export function filterYearData(index: SeasonIndex): FilterYearData {
  const regions = METROS.flatMap((metro) =>
    regionsOf(index, metro).map((r) => ({ code: r.code, name: r.name, metro })),
  );
  const zones = COMPETITIONS.flatMap((competition) =>
    regions.flatMap((region) =>
      zonesOf(index, competition, region.code).map((z) => ({
        code: z.code,
        name: z.name,
        region: region.code,
        competition,
      })),
    ),
  );
  return { regions, zones };
}

/** Where the filters fetch another season's regions and zones (app/api/finals-filters/[year]). */
export function filterChoicesPath(year: number): string {
  return `/api/finals-filters/${year}`;
}

/** Whether the year filter's new value needs its season's choices fetched first. */
export function needsYearData(name: FilterName, value: string, data: FilterData): number | null {
  const year = name === 'year' ? parseSeasonYear(value) : null;
  return year !== null && data.years.includes(year) && !Object.hasOwn(data.byYear, String(year))
    ? year
    : null;
}

export function filtersFromRoute(route: FinalsRoute): FiltersState {
  return {
    year: route.year,
    competition: route.competition,
    grade: route.grade,
    stage: route.stage,
    metro: route.metro,
    region: route.region?.code ?? null,
    zone: route.zone?.code ?? null,
  };
}

export function visibleFilters(state: FiltersState): FilterName[] {
  const shown: FilterName[] = ['year', 'competition'];
  if (!state.competition) return shown;
  shown.push('grade');
  if (!state.grade) return shown;
  shown.push('stage');
  if (!state.stage) return shown;
  if (state.stage !== 'intermetropolitan') shown.push('metro');
  if (state.stage === 'region' || state.stage === 'zone') shown.push('region');
  if (state.stage === 'zone') shown.push('zone');
  return shown;
}

function yearData(state: FiltersState, data: FilterData): FilterYearData {
  return (state.year !== null ? data.byYear[state.year] : undefined) ?? { regions: [], zones: [] };
}

export function filterOptions(name: FilterName, state: FiltersState, data: FilterData): FilterOption[] {
  const season = yearData(state, data);
  switch (name) {
    case 'year':
      return data.years.map((y) => ({ value: String(y), label: String(y) }));
    case 'competition':
      return [
        { value: 'primary', label: 'Primary' },
        { value: 'secondary', label: 'Secondary' },
      ];
    case 'grade':
      return state.competition
        ? FINALS_GRADES[state.competition].map((g) => ({ value: g, label: GRADE_NAMES[g] }))
        : [];
    case 'stage':
      return FINALS_STAGES.map((s) => ({ value: s, label: STAGE_NAMES[s] }));
    case 'metro':
      return METROS.map((m) => ({ value: m, label: METRO_NAMES[m] }));
    case 'region':
      return season.regions
        .filter((r) => !state.metro || r.metro === state.metro)
        .map((r) => ({ value: r.code, label: r.name }));
    case 'zone': {
      const regions = new Set(
        season.regions.filter((r) => !state.metro || r.metro === state.metro).map((r) => r.code),
      );
      return season.zones
        .filter(
          (z) =>
            z.competition === state.competition &&
            (state.region ? z.region === state.region : regions.has(z.region)),
        )
        .map((z) => ({ value: z.code, label: z.name }));
    }
  }
}

function parseValue(name: FilterName, value: string): FiltersState[FilterName] {
  if (value === '') return null;
  if (name === 'year') return parseSeasonYear(value);
  return value as FiltersState[FilterName];
}

export function changeFilter(
  state: FiltersState,
  name: FilterName,
  value: string,
  data: FilterData,
): FiltersState {
  let next: FiltersState = { ...state, [name]: parseValue(name, value) };
  if (next[name] === state[name]) return state;
  if (name === 'competition') next.grade = null;
  if (name === 'metro') next = { ...next, region: null, zone: null };
  if (name === 'region') next.zone = null;

  const season = yearData(next, data);
  if (name === 'region' && next.region) {
    const region = season.regions.find((r) => r.code === next.region);
    if (region && !next.metro) next.metro = region.metro;
  }
  if (name === 'zone' && next.zone) {
    const zone = season.zones.find((z) => z.code === next.zone);
    const region = zone && season.regions.find((r) => r.code === zone.region);
    if (zone && region)
      next = { ...next, region: next.region ?? region.code, metro: next.metro ?? region.metro };
  }
  // Drop what the new selection can no longer offer, narrowest last so each check sees the wider ones.
  for (const key of ['grade', 'region', 'zone'] as const) {
    const current = next[key];
    if (current !== null && !filterOptions(key, next, data).some((o) => o.value === current))
      next = { ...next, [key]: null };
  }
  return next;
}

export function isComplete(state: FiltersState): boolean {
  const { year, competition, grade, stage, metro, region, zone } = state;
  if (year === null || !competition || !grade || !stage) return false;
  if (stage === 'intermetropolitan') return true;
  if (!metro) return false;
  if (stage === 'interregion') return true;
  if (!region) return false;
  return stage === 'region' || zone !== null;
}

/** Whether a grid can be looked up at all (SPEC section 5): year, competition and grade chosen. */
export function canLookUpGrid(state: FiltersState): boolean {
  return state.year !== null && state.competition !== null && state.grade !== null;
}

/** The finals page a complete selection lands on; null while the selection is incomplete. */
export function filtersPath(state: FiltersState): string | null {
  if (!isComplete(state) || !canLookUpGrid(state)) return null;
  const { year, competition, grade, stage } = state as {
    year: number;
    competition: Competition;
    grade: GradeCode;
    stage: FinalsStage;
  };
  const value =
    stage === 'intermetropolitan'
      ? ''
      : stage === 'interregion'
        ? state.metro!
        : stage === 'region'
          ? state.region!
          : state.zone!;
  return finalsPath(year, grade, stage, value, competition);
}
