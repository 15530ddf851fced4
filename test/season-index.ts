/**
 * Season indexes of the demo bundles for tests of the pure navigation modules, built by the store's
 * own path: the rows an import writes (bundleRows) through the one conversion (seasonIndexOf).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SeasonBundle } from '@/lib/league/bundle';
import type { SeasonIndex } from '@/lib/league/season-index';
import { bundleRows } from '@/lib/db/queries/bundles';
import { seasonIndexOf, type SeasonRows } from '@/lib/db/queries/season-index';
import { sampleBundle } from './fixtures';

export function demoBundle(year: 2025 | 2026): SeasonBundle {
  return JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../demo/season-${year}.json`), 'utf8'),
  ) as SeasonBundle;
}

/** The rows the store would hold for a year with all the bundles imported (ids by year order). */
export function seasonRowsOfBundles(bundles: SeasonBundle[], year: number): SeasonRows {
  const stored = [...bundles]
    .sort((a, b) => a.year - b.year)
    .map((bundle, i) => ({ id: i + 1, ...bundleRows(bundle) }));
  const wanted = stored.find((s) => s.season.year === year);
  if (!wanted) throw new Error(`No bundle for ${year}`);
  const active = stored.find((s) => s.season.active) ?? wanted;
  return {
    year,
    seasons: stored.map((s) => ({ id: s.id, ...s.season })),
    entries: wanted.entries,
    activeEntries: active.entries,
    regions: wanted.regions,
    zones: wanted.zones,
    divisions: wanted.divisions,
    grids: wanted.grids,
    roundRobin: wanted.roundRobin && { draw: wanted.roundRobin },
  };
}

/** The index the store would give for a year with all the bundles imported. */
export function seasonIndexOfBundles(bundles: SeasonBundle[], year: number): SeasonIndex {
  return seasonIndexOf(seasonRowsOfBundles(bundles, year));
}

export const seasonIndexOfBundle = (bundle: SeasonBundle): SeasonIndex =>
  seasonIndexOfBundles([bundle], bundle.year);

/** A season with no regions, zones, draws or grids, for tests that describe their own places. */
export function emptySeasonIndex(year: number): SeasonIndex {
  return seasonIndexOfBundle({
    ...sampleBundle(year),
    regions: [],
    zones: [],
    divisions: [],
    finals: [],
    round_robin_finals: null,
    schools: [],
  });
}
