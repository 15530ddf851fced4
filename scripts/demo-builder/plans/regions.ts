/** Regions and zones, the same in both demo seasons. docs/demo-data.md ("Codes we chose") says why. */
import type { RegionRecord } from '../../../lib/league/bundle';

export const REGIONS: RegionRecord[] = [
  { code: 'ME', name: 'Met East', metro: 'metropolitan' },
  { code: 'MN', name: 'Met North', metro: 'metropolitan' },
  { code: 'MSW', name: 'Met South-West', metro: 'metropolitan' },
  { code: 'MW', name: 'Met West', metro: 'metropolitan' },
  { code: 'HU', name: 'Hunter', metro: 'country' },
  { code: 'NC', name: 'North Coast', metro: 'country' },
  { code: 'NW', name: 'North West', metro: 'country' },
  { code: 'RI', name: 'Riverina', metro: 'country' },
  { code: 'SC', name: 'South Coast', metro: 'country' },
  { code: 'WE', name: 'Western', metro: 'country' },
];

/** Region names as the fact files spell them. */
export const REGION_BY_FACT_NAME: Record<string, string> = {
  'Met East': 'ME',
  'Met North': 'MN',
  'Met South-West': 'MSW',
  'Met West': 'MW',
  Hunter: 'HU',
  'North Coast': 'NC',
  'North-West': 'NW',
  'North West': 'NW',
  Riverina: 'RI',
  'South Coast': 'SC',
  Western: 'WE',
};

/**
 * A primary zone of primary-zones.json, in the order the site lists them. `code` zones use the real
 * code and name from structure.json; `named` zones are real zone names that the facts give without a
 * code (the code is ours); `place` zones are ours, named after a real place that appears in the facts.
 * `region` is used only where the facts give none.
 */
export type ZoneSpec = { code: string; kind: 'code' | 'named' | 'place'; name?: string; region?: string };

/** Metropolitan secondary regions and their zone letters (Met South-West has none in the facts). */
export const MSS_REGION_LETTER: Record<string, string> = { ME: 'E', MN: 'N', MW: 'W' };
export const MSS_REGIONS = Object.keys(MSS_REGION_LETTER);

/** Country secondary: one zone per region, coded like the region. */
export const CSS_REGIONS = ['HU', 'NC', 'NW', 'RI', 'SC', 'WE'] as const;
