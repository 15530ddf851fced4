import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import {
  EMPTY_FILTERS,
  canLookUpGrid,
  changeFilter,
  filterOptions,
  filterYearData,
  filtersFromRoute,
  filtersPath,
  isComplete,
  needsYearData,
  visibleFilters,
  type FilterData,
  type FilterName,
  type FiltersState,
} from './finals-filters';
import { parseFinalsRoute } from './routes';

const index2026 = seasonIndexOfBundle(demoBundle(2026));
const data: FilterData = {
  years: [2026, 2025],
  byYear: { 2025: filterYearData(seasonIndexOfBundle(demoBundle(2025))), 2026: filterYearData(index2026) },
};

/** Applies changes in order, as a visitor would pick them. */
const pick = (start: FiltersState, ...changes: [FilterName, string][]) =>
  changes.reduce((s, [name, value]) => changeFilter(s, name, value, data), start);
const labels = (name: FilterName, state: FiltersState) =>
  filterOptions(name, state, data).map((o) => o.label);

describe('finals filters', () => {
  it('show in order as the selection grows', () => {
    let state: FiltersState = { ...EMPTY_FILTERS, year: 2026 };
    expect(visibleFilters(state)).toEqual(['year', 'competition']);
    state = pick(state, ['competition', 'primary']);
    expect(visibleFilters(state)).toEqual(['year', 'competition', 'grade']);
    state = pick(state, ['grade', 'championship']);
    expect(visibleFilters(state)).toEqual(['year', 'competition', 'grade', 'stage']);
    expect(visibleFilters(pick(state, ['stage', 'intermetropolitan']))).toEqual([
      'year',
      'competition',
      'grade',
      'stage',
    ]);
    expect(visibleFilters(pick(state, ['stage', 'interregion']))).toEqual([
      'year',
      'competition',
      'grade',
      'stage',
      'metro',
    ]);
    expect(visibleFilters(pick(state, ['stage', 'region']))).toEqual([
      'year',
      'competition',
      'grade',
      'stage',
      'metro',
      'region',
    ]);
    expect(visibleFilters(pick(state, ['stage', 'zone']))).toEqual([
      'year',
      'competition',
      'grade',
      'stage',
      'metro',
      'region',
      'zone',
    ]);
  });

  it('offer the grades of the chosen competition and the places of the chosen metro and region', () => {
    const state = pick(
      { ...EMPTY_FILTERS, year: 2026 },
      ['competition', 'secondary'],
      ['grade', 'senior'],
      ['stage', 'zone'],
      ['metro', 'metropolitan'],
    );
    expect(labels('year', state)).toEqual(['2026', '2025']);
    expect(labels('competition', state)).toEqual(['Primary', 'Secondary']);
    expect(labels('grade', state)).toEqual(['Senior', 'Intermediate', 'Junior']);
    expect(labels('stage', state)).toEqual(['Metro vs country', 'Interregion', 'Region', 'Zone']);
    expect(labels('metro', state)).toEqual(['Metropolitan', 'Country']);
    expect(labels('region', state)).toEqual(['Met East', 'Met North', 'Met South-West', 'Met West']);
    expect(labels('zone', pick(state, ['region', 'ME']))).toEqual(['Met East']);
    expect(labels('grade', EMPTY_FILTERS)).toEqual([]);
    expect(
      labels('zone', pick(state, ['competition', 'primary'], ['grade', 'rookies'], ['region', 'MW'])),
    ).toEqual(['Hills', 'Parramatta', 'Blacktown', 'Blue Mountains', 'Cumberland', 'Nepean']);
  });

  it('changing competition clears grade (and a zone of the other competition)', () => {
    const route = parseFinalsRoute(index2026, 2026, {
      gradeName: 'championship',
      typeName: 'zone',
      typeValue: 'EC',
      competitionCode: '2',
    })!;
    const state = changeFilter(filtersFromRoute(route), 'competition', 'secondary', data);
    expect(state).toEqual({
      year: 2026,
      competition: 'secondary',
      grade: null,
      stage: 'zone',
      metro: 'metropolitan',
      region: 'ME',
      zone: null,
    });
    expect(filtersPath(state)).toBeNull();
  });

  it('changing metro clears region and zone; changing region clears zone', () => {
    const full: FiltersState = {
      year: 2026,
      competition: 'primary',
      grade: 'championship',
      stage: 'zone',
      metro: 'metropolitan',
      region: 'ME',
      zone: 'EC',
    };
    expect(changeFilter(full, 'metro', 'country', data)).toMatchObject({
      metro: 'country',
      region: null,
      zone: null,
      stage: 'zone',
      grade: 'championship',
    });
    expect(changeFilter(full, 'region', 'MN', data)).toMatchObject({
      metro: 'metropolitan',
      region: 'MN',
      zone: null,
    });
    expect(changeFilter(full, 'stage', 'region', data)).toMatchObject({
      stage: 'region',
      region: 'ME',
      zone: 'EC',
    });
    expect(changeFilter(full, 'grade', 'championship', data)).toBe(full);
  });

  it('a region or zone chosen first fills in the wider choices', () => {
    const start: FiltersState = {
      year: 2026,
      competition: 'primary',
      grade: 'championship',
      stage: 'zone',
      metro: null,
      region: null,
      zone: null,
    };
    expect(changeFilter(start, 'zone', 'NE', data)).toMatchObject({
      metro: 'country',
      region: 'HU',
      zone: 'NE',
    });
    expect(changeFilter(start, 'region', 'NC', data)).toMatchObject({ metro: 'country', region: 'NC' });
  });

  it('land on the finals URL only when complete, with a grid looked up only once year, competition and grade are chosen', () => {
    let state: FiltersState = { ...EMPTY_FILTERS, year: 2026 };
    expect(canLookUpGrid(state)).toBe(false);
    state = pick(state, ['competition', 'primary'], ['grade', 'championship']);
    expect(canLookUpGrid(state)).toBe(true);
    expect(isComplete(state)).toBe(false);
    expect(filtersPath(pick(state, ['stage', 'intermetropolitan']))).toBe(
      '/2026/finals/championship/intermetropolitan/1/2',
    );
    expect(filtersPath(pick(state, ['stage', 'interregion']))).toBeNull();
    expect(filtersPath(pick(state, ['stage', 'interregion'], ['metro', 'country']))).toBe(
      '/2026/finals/championship/interregion/0/2',
    );
    expect(filtersPath(pick(state, ['stage', 'region'], ['metro', 'metropolitan']))).toBeNull();
    expect(filtersPath(pick(state, ['stage', 'region'], ['metro', 'metropolitan'], ['region', 'MW']))).toBe(
      '/2026/finals/championship/region/MW/2',
    );
    expect(
      filtersPath(pick(state, ['stage', 'zone'], ['metro', 'metropolitan'], ['region', 'MW'])),
    ).toBeNull();
    expect(
      filtersPath(
        pick(state, ['stage', 'zone'], ['metro', 'metropolitan'], ['region', 'MW'], ['zone', 'PA']),
      ),
    ).toBe('/2026/finals/championship/zone/PA/2');
    expect(
      filtersPath(
        pick(state, ['stage', 'zone'], ['metro', 'metropolitan'], ['region', 'MN'], ['zone', 'M-W']),
      ),
    ).toBe('/2026/finals/championship/zone/M-W/2');
  });

  it('changing year keeps a complete selection when the places exist that year', () => {
    const state: FiltersState = {
      year: 2026,
      competition: 'secondary',
      grade: 'junior',
      stage: 'region',
      metro: 'metropolitan',
      region: 'ME',
      zone: null,
    };
    expect(filtersPath(changeFilter(state, 'year', '2025', data))).toBe('/2025/finals/junior/region/ME/1');
    expect(changeFilter(state, 'year', '1990', data)).toMatchObject({ year: 1990, region: null });
    expect(changeFilter(state, 'year', '', data)).toMatchObject({ year: null });
  });
});

describe('another season’s choices', () => {
  const own: FilterData = { years: [2026, 2025], byYear: { 2026: data.byYear[2026]! } };

  it('are needed for a published year whose places the page did not send, and for nothing else', () => {
    expect(needsYearData('year', '2025', own)).toBe(2025);
    expect(needsYearData('year', '2026', own)).toBeNull();
    expect(needsYearData('year', '2024', own)).toBeNull();
    expect(needsYearData('year', '', own)).toBeNull();
    expect(needsYearData('year', '20x5', own)).toBeNull();
    expect(needsYearData('region', '2025', own)).toBeNull();
    expect(needsYearData('year', '2025', data)).toBeNull();
  });
});
