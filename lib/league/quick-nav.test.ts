import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import { finalsQuickNav, zoneQuickNav, type QuickNavGroup } from './quick-nav';
import { divisionsOf, hasGrid } from './season-index';
import { parseFinalsRoute, parseZoneRoute } from './routes';

const index = seasonIndexOfBundle(demoBundle(2026));
const zone = (grade: string, code: string) => zoneQuickNav(index, parseZoneRoute(index, 2026, grade, code)!);
const finals = (gradeName: string, typeName: string, typeValue: string, competitionCode: string) =>
  finalsQuickNav(index, parseFinalsRoute(index, 2026, { gradeName, typeName, typeValue, competitionCode })!);

/** Each group as `name: label (state) …`, state = current, link or disabled. */
const summary = (groups: QuickNavGroup[]) =>
  groups.map(
    (g) =>
      `${g.name}: ${g.options.map((o) => `${o.label} (${o.current ? 'current' : o.available ? o.href : 'disabled'})`).join(', ')}`,
  );

describe('availability', () => {
  it('knows where divisions and grids exist', () => {
    expect(divisionsOf(index, 'PA', 'intermediate').length).toBeGreaterThan(0);
    expect(divisionsOf(index, 'LN', 'junior_rookies')).toEqual([]);
    expect(divisionsOf(index, 'constructor', 'intermediate')).toEqual([]);
    expect(hasGrid(index, 'primary', 'championship', 'interregion', 'country')).toBe(true);
    expect(hasGrid(index, 'secondary', 'championship', 'interregion', 'country')).toBe(false);
    expect(hasGrid(index, 'secondary', 'senior', 'region', 'ME')).toBe(true);
    expect(hasGrid(index, 'secondary', 'senior', 'region', 'MN')).toBe(false);
  });
});

describe('zone page', () => {
  it('primary: the zones of the region, no grade group', () => {
    expect(summary(zone('intermediate', 'PA'))).toEqual([
      'Zone: Hills (disabled), Parramatta (current), Blacktown (disabled), Blue Mountains (disabled), Cumberland (disabled), Nepean (disabled)',
    ]);
    expect(summary(zone('championship', 'EC'))[0]).toContain('St George (/2026/divisions/championship/SG)');
  });

  it('metropolitan secondary: grades, then regions by their secondary zone', () => {
    expect(summary(zone('senior', 'E'))).toEqual([
      'Grade: Senior (current), Intermediate (/2026/divisions/intermediate/E), Junior (/2026/divisions/junior/E)',
      'Region: Met East (current), Met North (/2026/divisions/senior/N), Met South-West (disabled), Met West (/2026/divisions/senior/W)',
    ]);
    const southWest = zone('senior', 'E')[1]!.options[2]!;
    expect(southWest).toMatchObject({ href: null, available: false });
  });

  it('country secondary: the six regions, no grade group', () => {
    const groups = zone('country', 'NC');
    expect(groups.map((g) => g.name)).toEqual(['Region']);
    expect(groups[0]!.options.map((o) => o.label)).toEqual([
      'Hunter',
      'North Coast',
      'North West',
      'Riverina',
      'South Coast',
      'Western',
    ]);
    expect(groups[0]!.options.find((o) => o.label === 'Western')?.href).toBe('/2026/divisions/country/WE');
  });
});

describe('finals page', () => {
  it('metro vs country: no region or metro groups for primary', () => {
    expect(finals('championship', 'intermetropolitan', '1', '2')).toEqual([]);
  });

  it('interregion: the metro swaps the value segment', () => {
    expect(summary(finals('championship', 'interregion', '0', '2'))).toEqual([
      'Metropolitan or country: Metropolitan (/2026/finals/championship/interregion/1/2), Country (current)',
    ]);
  });

  it('secondary region: grades and regions without grids are disabled', () => {
    expect(summary(finals('senior', 'region', 'ME', '1'))).toEqual([
      'Grade: Senior (current), Intermediate (disabled), Junior (/2026/finals/junior/region/ME/1)',
      'Metropolitan or country: Metropolitan (current), Country (disabled)',
      'Region: Met East (current), Met North (disabled), Met South-West (disabled), Met West (disabled)',
    ]);
  });

  it('primary region: the other metro goes to its first region with a grid', () => {
    const [metro, regions] = finals('championship', 'region', 'ME', '2');
    expect(metro!.options[1]).toMatchObject({
      label: 'Country',
      href: '/2026/finals/championship/region/HU/2',
      available: true,
    });
    expect(regions!.options.map((o) => o.available)).toEqual([true, true, false, true]);
  });

  it('zone stage: region options go to a zone with a grid, zones of the region listed', () => {
    const groups = finals('championship', 'zone', 'EC', '2');
    expect(groups.map((g) => g.name)).toEqual(['Metropolitan or country', 'Region', 'Zone']);
    expect(groups[1]!.options.find((o) => o.label === 'Met North')).toMatchObject({
      href: '/2026/finals/championship/zone/CC/2',
      available: true,
    });
    expect(groups[1]!.options.find((o) => o.label === 'Met West')).toMatchObject({ available: false });
    expect(groups[2]!.options.map((o) => `${o.label}:${o.current ? 'current' : o.available}`)).toEqual([
      'East Coast:current',
      'Inner-West:false',
      'St George:false',
      'Sutherland:false',
      'Strathfield:false',
      'Wentworth:false',
    ]);
  });
});
