import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import {
  divisionFinalsTitle,
  finalsCrumbs,
  finalsHeading,
  noDivisionsText,
  parseFinalsRoute,
  parseYear,
  parseZoneRoute,
  regionSlug,
  zoneCrumbs,
  zoneHeading,
  countrySecondaryFinalsCrumbs,
} from './routes';
import { seasonOfPath } from './season-year';

const index = seasonIndexOfBundle(demoBundle(2026));
const finals = (gradeName: string, typeName: string, typeValue: string, competitionCode: string) =>
  parseFinalsRoute(index, 2026, { gradeName, typeName, typeValue, competitionCode });

describe('season of a page', () => {
  it('is the year the address starts with, when that season exists', () => {
    expect(seasonOfPath('/2025/competition/metropolitan/primary', [2025, 2026], 2026)).toBe(2025);
    expect(seasonOfPath('/2025/finals', [2025, 2026], 2026)).toBe(2025);
  });

  it('is the active season anywhere else', () => {
    expect(seasonOfPath('/home', [2025, 2026], 2026)).toBe(2026);
    expect(seasonOfPath('/', [2025, 2026], 2026)).toBe(2026);
    expect(seasonOfPath('/1999/competition/metropolitan/primary', [2025, 2026], 2026)).toBe(2026);
    expect(seasonOfPath('/zone-results/2025', [2025, 2026], 2026)).toBe(2026);
    expect(seasonOfPath('/2025/finals', [], null)).toBeNull();
  });
});

describe('year segment', () => {
  it.each([
    ['2026', 2026],
    ['1999', 1999],
    ['26', null],
    ['2026x', null],
    ['abcd', null],
    ['', null],
  ])('%s → %s', (segment, year) => expect(parseYear(segment)).toBe(year));
});

describe('zone draw route', () => {
  it('reads a primary zone and grade, with its region and competition', () => {
    const route = parseZoneRoute(index, 2026, 'intermediate', 'PA');
    expect(route).toMatchObject({
      grade: 'intermediate',
      mode: 'metropolitan_primary',
      zone: { code: 'PA', name: 'Parramatta', region: { code: 'MW', name: 'Met West' } },
    });
    expect(zoneHeading(route!)).toBe('Parramatta intermediate draw and results');
    expect(zoneCrumbs(route!)).toEqual([
      { label: 'Competitions', url: '/competitions' },
      { label: 'Metropolitan primary competition 2026', url: '/2026/competition/metropolitan/primary' },
      { label: 'Parramatta intermediate draw and results' },
    ]);
  });

  it('reads secondary and country secondary zones with their own grades', () => {
    expect(parseZoneRoute(index, 2026, 'senior', 'E')?.mode).toBe('metropolitan_secondary');
    expect(parseZoneRoute(index, 2026, 'country', 'NC')?.mode).toBe('country_secondary');
    expect(zoneHeading(parseZoneRoute(index, 2026, 'junior_rookies', 'LN')!)).toBe(
      'Lower North Shore junior rookies draw and results',
    );
  });

  it('keeps a grade of the competition with no divisions (the page shows the empty state)', () => {
    expect(parseZoneRoute(index, 2026, 'junior_rookies', 'LN')).not.toBeNull();
    expect(noDivisionsText(2026, 'junior_rookies')).toBe('No divisions in 2026 for junior rookies grade');
  });

  it.each([
    ['senior', 'PA'],
    ['championship', 'E'],
    ['senior', 'NC'],
    ['intermediate', 'XX'],
    ['nonsense', 'PA'],
    ['intermediate', 'constructor'],
  ])('refuses grade %s in zone %s', (grade, zone) =>
    expect(parseZoneRoute(index, 2026, grade, zone)).toBeNull(),
  );
});

describe('finals route', () => {
  it('reads each stage and writes its heading (Metro vs country, not county)', () => {
    expect(finalsHeading(finals('championship', 'intermetropolitan', '1', '2'))).toBe(
      'Metro vs country - Championship - finals',
    );
    expect(finalsHeading(finals('championship', 'interregion', '0', '2'))).toBe(
      'Country - Championship - finals',
    );
    expect(finalsHeading(finals('senior', 'interregion', '1', '1'))).toBe('Metropolitan - Senior - finals');
    expect(finalsHeading(finals('championship', 'region', 'MW', '2'))).toBe(
      'Met West region - Championship - finals',
    );
    expect(finalsHeading(finals('championship', 'zone', 'EC', '2'))).toBe(
      'East Coast zone - Championship - finals',
    );
    expect(finalsHeading(null)).toBe('School competition finals');
  });

  it('gives the grid value the store keys it by', () => {
    expect(finals('championship', 'intermetropolitan', '1', '2')).toMatchObject({ value: '', metro: null });
    expect(finals('championship', 'interregion', '0', '2')).toMatchObject({
      value: 'country',
      metro: 'country',
    });
    expect(finals('championship', 'zone', 'EC', '2')).toMatchObject({
      value: 'EC',
      metro: 'metropolitan',
      region: { code: 'ME' },
      zone: { code: 'EC' },
    });
  });

  it('accepts a region by its name in lower case with underscores', () => {
    expect(regionSlug('Met South-West')).toBe('met_south_west');
    expect(finals('senior', 'region', 'met_east', '1')).toMatchObject({
      value: 'ME',
      region: { code: 'ME', name: 'Met East' },
      metro: 'metropolitan',
    });
    expect(finals('championship', 'region', 'north_west', '2')?.value).toBe('NW');
  });

  it.each([
    ['championship', 'region', 'ME', '3'],
    ['senior', 'region', 'ME', '2'],
    ['championship', 'state', '1', '2'],
    ['championship', 'interregion', '2', '2'],
    ['championship', 'intermetropolitan', 'x', '2'],
    ['championship', 'region', 'Met East', '2'],
    ['senior', 'zone', 'PA', '1'],
    ['championship', 'zone', 'E', '2'],
    ['combined', 'zone', 'EC', '2'],
  ])('refuses %s/%s/%s/%s', (g, t, v, c) => expect(finals(g, t, v, c)).toBeNull());

  it('names the competition page in the breadcrumbs', () => {
    expect(finalsCrumbs(finals('championship', 'interregion', '0', '2')!)).toEqual([
      { label: 'Competitions', url: '/competitions' },
      { label: 'Country primary competition 2026', url: '/2026/competition/country/primary' },
      { label: 'Country - Championship - finals' },
    ]);
    expect(finalsCrumbs(finals('championship', 'intermetropolitan', '1', '2')!)[1]?.url).toBe(
      '/2026/competition/metropolitan/primary',
    );
    expect(countrySecondaryFinalsCrumbs(2025)).toEqual([
      { label: 'Competitions', url: '/competitions' },
      { label: 'Country secondary competition 2025', url: '/2025/competition/country/secondary' },
      { label: 'Country secondary finals 2025' },
    ]);
  });

  it('titles the grids under a division', () => {
    expect(divisionFinalsTitle('LN1', 'championship')).toBe('LN1 Championship finals');
    expect(divisionFinalsTitle('JE1', 'junior')).toBe('JE1 Junior finals');
    expect(divisionFinalsTitle('BL1', 'combined')).toBe('BL1 finals');
  });
});
