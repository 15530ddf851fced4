/**
 * The two builders of the season index agree: the store's rows of the demo seasons, put into the
 * contract's all_data (as our /api/index handlers answer) and read back by the adapter (as the site
 * reads a league API), give the same index as the store's rows directly.
 */
import { allDataOf } from '@/lib/db/queries/all-data';
import { seasonIndexOf } from '@/lib/db/queries/season-index';
import { allDataSchema } from '@/lib/league-api/contract';
import { demoBundle, seasonRowsOfBundles } from '@/test/season-index';
import { sampleBundle } from '@/test/fixtures';
import {
  divisionTablesFromAllData,
  gridHtmlFromAllData,
  roundRobinHtmlFromAllData,
  seasonIndexFromAllData,
} from './from-all-data';

const bundles = [demoBundle(2025), demoBundle(2026)];

describe('the season index through all_data', () => {
  it.each([2025, 2026])('is the store’s own index for the demo season %i', (year) => {
    const rows = seasonRowsOfBundles(bundles, year);
    const index = seasonIndexOf(rows);
    const wire = allDataSchema.parse(allDataOf(index, rows));
    expect(seasonIndexFromAllData(wire, year)).toEqual(index);
    // Something to compare: the demo seasons have regions, zones, draws and decided grids.
    expect(index.zones.length).toBeGreaterThan(10);
    expect(Object.values(index.finals).some((grid) => grid.decided && grid.maxStep > 0)).toBe(true);
  });

  it('keeps the entry windows, prices, scorers and winners of the sample seasons', () => {
    const past = {
      ...sampleBundle(2029),
      active: false,
      history: {
        primary: 'Primary winner',
        metropolitan_secondary: { junior: 'Junior winner' },
        country_secondary: 'Country winner',
      },
    };
    const rows = seasonRowsOfBundles([past, sampleBundle(2030)], 2030);
    const index = seasonIndexOf(rows);
    expect(index.winners[2029]).toEqual({
      primary: 'Primary winner',
      metropolitanSecondary: { senior: null, intermediate: null, junior: 'Junior winner' },
      countrySecondary: 'Country winner',
    });
    expect(index.seasons.map((s) => [s.year, s.active, s.published])).toEqual([
      [2029, false, true],
      [2030, true, true],
    ]);
    expect(index.entry.metropolitan_primary).toEqual({
      cutoff: '2030-03-20',
      commence: '2030-05-03',
      open: true,
      priceCents: 3300,
    });
    expect(index.zones.find((z) => z.code === 'PA')?.scorer).toEqual({
      name: 'Parramatta zone scorer',
      email: 'scorer.parramatta@example.org',
    });
    expect(seasonIndexFromAllData(allDataOf(index, rows), 2030)).toEqual(index);
  });

  it('finds the HTML of a division, a grid and the round robin, and nothing that is not there', () => {
    const rows = seasonRowsOfBundles(bundles, 2026);
    const wire = allDataOf(seasonIndexOf(rows), rows);
    const tables = divisionTablesFromAllData(wire, 2026, 'championship', 'PA');
    expect(tables.length).toBeGreaterThan(0);
    expect(tables[0]!.html).toContain('<table');
    const grid = Object.values(seasonIndexOf(rows).finals)[0]!;
    expect(gridHtmlFromAllData(wire, { year: 2026, ...grid })).toContain('<');
    expect(gridHtmlFromAllData(wire, { year: 2026, ...grid, division: 'PA1' })).toBeNull();
    expect(divisionTablesFromAllData(wire, 2026, 'championship', 'constructor')).toEqual([]);
    expect(roundRobinHtmlFromAllData(wire, 2025)).toBeNull();
    expect(seasonIndexFromAllData(wire, 2025)).toBeNull();
  });
});
