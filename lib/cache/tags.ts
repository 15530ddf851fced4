/** League data cache tags: each read carries its data's tags; an import invalidates only changed ones. */
import type { SitePart } from '@/lib/league/season-diff';
import type { SeasonChanges } from '@/lib/db/commands';
import { schoolTags } from './school-tags';

export const cacheTags = {
  /** The list of seasons, which one is active, the demo flag: on every page (header, notice). */
  seasons: 'league:seasons',
  /** A season's all_data without draws and grids: navigation, visibility, entry dates, history. */
  index: (year: number) => `league:${year}:index`,
  /** One zone's divisions (both grades) with their draws and results, its notices and changes. */
  zone: (year: number, zoneCode: string) => `league:${year}:zone:${zoneCode}`,
  /** A season's finals grids and finals round robin, with their changes. */
  finals: (year: number) => `league:${year}:finals`,
  /** Anything of the season: the contract's all_data answer, the changes page and its feed. */
  season: (year: number) => `league:${year}`,
};

function tagOf(year: number, part: SitePart): string {
  if (part === 'seasons') return cacheTags.seasons;
  if (part === 'index') return cacheTags.index(year);
  if (part === 'finals') return cacheTags.finals(year);
  if (part === 'season') return cacheTags.season(year);
  if (part === 'schools') return schoolTags.list;
  if (part.startsWith('school:')) return schoolTags.school(part.slice('school:'.length));
  return cacheTags.zone(year, part.slice('zone:'.length));
}

/** The tags an import's changes touch, from the same list as the change record, so both always agree. */
export function tagsOfChanges(changed: readonly SeasonChanges[]): string[] {
  const tags = new Set<string>();
  for (const { year, changes } of changed) {
    if (!changes.length) continue;
    tags.add(cacheTags.season(year));
    for (const change of changes) for (const part of change.parts) tags.add(tagOf(year, part));
  }
  return [...tags].sort();
}
