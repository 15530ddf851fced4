import 'server-only';
/**
 * Find your school: every school with a page and the active season's schools list, and the active
 * season's zones and divisions, ranked by lib/league/search.ts. The list is a cached read, kept until an
 * import changes the season; ranking it is a few hundred string comparisons, done per request.
 */
import { cache } from 'react';
import { searchEntries, searchFor, type SchoolEntry, type SearchEntry } from '@/lib/league/search';
import { seasonFixtures } from '@/lib/league/school-fixtures';
import { schoolsInFixtures } from '@/lib/league/fixtures-of-school';
import { schoolSlug } from '@/lib/league/school-slug';
import { schoolPath } from '@/lib/league/school-paths';
import { schoolTags } from '@/lib/cache/school-tags';
import { schoolReads } from './cached-schools';
import { cacheTags } from '@/lib/cache/tags';
import { cachedRead, leagueReads } from './cached';
import { getFeedSeasonData } from './calendar';

async function readEntries(activeYear: number): Promise<SearchEntry[]> {
  const [index, season, pages] = await Promise.all([
    leagueReads.getSeasonIndex(activeYear),
    getFeedSeasonData(activeYear),
    schoolReads.getSchoolList(),
  ]);
  if (!index) return [];
  // Every school with a page (any season, or a title), and this season's schools list.
  const schools = new Map(pages.map((s) => [s.slug, s.name]));
  if (season) {
    for (const name of season.draws.schools.map((s) => s.name)) schools.set(schoolSlug(name), name);
    for (const school of schoolsInFixtures(seasonFixtures(season.draws)))
      if (!schools.has(school.slug)) schools.set(school.slug, school.name);
  }
  const entries: SchoolEntry[] = [...schools].map(([slug, name]) => ({ name, href: schoolPath(slug) }));
  return searchEntries(activeYear, index, entries);
}

const getEntries = cache(async (): Promise<SearchEntry[]> => {
  const { activeYear } = await leagueReads.getSiteStatus();
  if (activeYear === null) return [];
  return cachedRead(
    ['search-entries', activeYear],
    [cacheTags.seasons, cacheTags.season(activeYear), schoolTags.list],
    () => readEntries(activeYear),
    [],
  );
});

/** The best answers for a query (already bounded by readQuery), best first. */
export async function searchSite(query: string, limit?: number): Promise<SearchEntry[]> {
  return query ? searchFor(await getEntries(), query, limit) : [];
}
