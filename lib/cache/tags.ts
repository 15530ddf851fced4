import { changedSchoolTags, type SchoolSnapshot } from './school-tags';

/**
 * The cache tags of league data. Each cached read carries the tags of the data it shows, and a page
 * collects the tags of every read it makes; an import invalidates only the tags whose data changed.
 */
export const cacheTags = {
  /** The list of seasons, which one is active, the demo flag: on every page (header, notice). */
  seasons: 'league:seasons',
  /** A season's all_data without draws and grids: navigation, visibility, entry dates, history. */
  index: (year: number) => `league:${year}:index`,
  /** One zone's divisions (both grades) with their draws and results. */
  zone: (year: number, zoneCode: string) => `league:${year}:zone:${zoneCode}`,
  /** A season's finals grids and finals round robin. */
  finals: (year: number) => `league:${year}:finals`,
  /** Anything of the season: the contract's all_data answer. */
  season: (year: number) => `league:${year}`,
};

/** What the pages read of one season, as comparable text (JSON), part by part. */
export type SeasonSnapshot = { index: string; zones: Record<string, string>; finals: string; schools?: SchoolSnapshot };
export type StoreSnapshot = { seasons: string; years: Record<number, SeasonSnapshot> };

/** The tags whose data differs between two snapshots of the same years. */
export function changedTags(before: StoreSnapshot, after: StoreSnapshot): string[] {
  const tags = new Set<string>();
  if (before.seasons !== after.seasons) tags.add(cacheTags.seasons);
  const years = new Set([...Object.keys(before.years), ...Object.keys(after.years)].map(Number));
  for (const year of years) {
    const old = before.years[year];
    const now = after.years[year];
    const yearTags: string[] = [];
    if (old?.index !== now?.index) yearTags.push(cacheTags.index(year));
    if (old?.finals !== now?.finals) yearTags.push(cacheTags.finals(year));
    const zones = new Set([...Object.keys(old?.zones ?? {}), ...Object.keys(now?.zones ?? {})]);
    for (const zone of zones) if (old?.zones[zone] !== now?.zones[zone]) yearTags.push(cacheTags.zone(year, zone));
    yearTags.push(...changedSchoolTags(old?.schools, now?.schools));
    if (yearTags.length) tags.add(cacheTags.season(year));
    for (const tag of yearTags) tags.add(tag);
  }
  return [...tags].sort();
}
