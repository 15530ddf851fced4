import 'server-only';
/**
 * The sitemap's text, kept in the data cache until an import changes a season, the list of seasons or the
 * schools, so a crawler's visit costs a look-up and a hash; its Last-Modified is its newest `lastmod`.
 */
import { cacheTags } from '@/lib/cache/tags';
import { schoolTags } from '@/lib/cache/school-tags';
import { schoolPath } from '@/lib/league/school-paths';
import { seasonPages, sitemapXml, type SitemapEntry } from '@/lib/league/sitemap';
import { cachedRead, leagueReads } from './cached';
import { schoolReads } from './cached-schools';

export type Sitemap = { body: string; lastModified: string | null };

export async function getSitemap(absolute: (path: string) => string): Promise<Sitemap> {
  const { seasons, activeYear } = await leagueReads.getSiteStatus();
  const years = seasons
    .filter((s) => s.published)
    .map((s) => s.year)
    .sort((a, b) => b - a);
  const tags = [
    cacheTags.seasons,
    schoolTags.list,
    ...years.flatMap((year) => [cacheTags.season(year), cacheTags.index(year)]),
  ];
  return cachedRead(['sitemap', ...years], tags, () => buildSitemap(years, activeYear, absolute), {
    body: sitemapXml([], absolute),
    lastModified: null,
  });
}

async function buildSitemap(
  years: number[],
  activeYear: number | null,
  absolute: (path: string) => string,
): Promise<Sitemap> {
  const [seasonEntries, schools] = await Promise.all([
    Promise.all(
      years.map(async (year) => {
        const [index, news] = await Promise.all([
          leagueReads.getSeasonIndex(year),
          leagueReads.getSeasonNews(year),
        ]);
        return index ? seasonPages(index, news.changes, year === activeYear) : [];
      }),
    ),
    schoolReads.getSchoolList(),
  ]);
  const entries: SitemapEntry[] = [
    { path: '/home', changefreq: 'weekly', priority: 1 },
    { path: '/competitions', changefreq: 'monthly', priority: 0.9 },
    ...seasonEntries.flat(),
    ...schools.map((school): SitemapEntry => ({
      path: schoolPath(school.slug),
      changefreq: 'weekly',
      priority: 0.6,
    })),
    { path: '/privacy-policy', changefreq: 'yearly', priority: 0.2 },
  ];
  const newest =
    entries
      .map((e) => e.lastmod ?? '')
      .sort()
      .at(-1) || null;
  return { body: sitemapXml(entries, absolute), lastModified: newest };
}
