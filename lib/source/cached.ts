import 'server-only';
/**
 * League reads for public pages through Next's cache, tagged by data (lib/cache/tags.ts) and kept until an
 * import changes it; API data refreshes after LEAGUE_API_REFRESH_SECONDS. `next build` gets empty answers
 * while the store stays closed, and those renders are never served.
 */
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache/tags';
import type { GridQuery } from '@/lib/db/queries/pages';
import { getLeagueSource } from './index';
import type { LeagueSource, SeasonNews, SiteStatus } from './types';
import { changesForSchool, pageNews, type PageNews } from '@/lib/league/change-filter';
import type { ChangeRecord } from '@/lib/league/bundle-news';
import { schoolTags } from '@/lib/cache/school-tags';
import type { Competition } from '@/lib/league/constants';
import { relaysToLeague } from '@/lib/deployment';

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

function lifetime(): number | false {
  if (!relaysToLeague()) return false;
  const seconds = Number(process.env.LEAGUE_API_REFRESH_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/** A read kept in Next's data cache under `tags` until an import drops them. */
export function cachedRead<T>(
  key: (string | number)[],
  tags: string[],
  read: () => Promise<T>,
  duringBuild: T,
): Promise<T> {
  if (building()) return Promise.resolve(duringBuild);
  // Also outside a Next.js server (unit tests), where there is no cache to read through.
  if (process.env.PAGE_CACHE === 'off') return read();
  const source = relaysToLeague() ? 'api' : 'store';
  return unstable_cache(read, ['league', source, ...key.map(String)], { tags, revalidate: lifetime() })();
}

const source = (): LeagueSource => getLeagueSource();

type Reads = Pick<
  LeagueSource,
  'getSiteStatus' | 'getSeasonIndex' | 'getZoneDivisions' | 'getFinalsGrid' | 'getRoundRobinFinals'
> & {
  /** The active season's coming dates from `today` (YYYY-MM-DD) on. */
  getUpcoming(today: string): ReturnType<LeagueSource['getUpcoming']>;
  /** The whole change record and notices: the changes page and the season's feed. */
  getSeasonNews(year: number): Promise<SeasonNews>;
  /** What a zone page shows of them, kept with the zone's data. */
  getZoneNews(year: number, zone: { code: string; competition: Competition }): Promise<PageNews>;
  /** What a finals grid page shows of them (the grid's own changes), kept with the finals. */
  getFinalsNews(year: number, competition: Competition, group: string): Promise<PageNews>;
  /** A season's changes touching one school's teams, kept with the school's page. */
  getSchoolChanges(year: number, slug: string): Promise<ChangeRecord[]>;
};

/** How many of a page's latest changes it lists. */
const PAGE_CHANGES = 5;
const noNews: SeasonNews = { changes: [], notices: [] };
const noPageNews: PageNews = { notices: [], lastAt: null, items: [] };

const getSiteStatus = cache(() =>
  cachedRead(['status'], [cacheTags.seasons], () => source().getSiteStatus(), {
    seasons: [],
    activeYear: null,
    demo: false,
  } as SiteStatus),
);

export const leagueReads: Reads = {
  getSiteStatus,
  getSeasonIndex: cache((year: number) =>
    cachedRead(['index', year], [cacheTags.index(year)], () => source().getSeasonIndex(year), null),
  ),
  getZoneDivisions: cache((year: number, grade: GridQuery['grade'], zoneCode: string) =>
    cachedRead(
      ['zone', year, grade, zoneCode],
      [cacheTags.zone(year, zoneCode)],
      () => source().getZoneDivisions(year, grade, zoneCode),
      null,
    ),
  ),
  getFinalsGrid: (query) =>
    cachedRead(
      ['grid', query.year, query.competition, query.grade, query.stage, query.value, query.division ?? ''],
      [cacheTags.finals(query.year)],
      () => source().getFinalsGrid(query),
      null,
    ),
  getRoundRobinFinals: cache((year: number) =>
    cachedRead(
      ['round-robin', year],
      [cacheTags.finals(year)],
      () => source().getRoundRobinFinals(year),
      null,
    ),
  ),
  getSeasonNews: cache((year: number) =>
    cachedRead(['news', year], [cacheTags.season(year)], () => source().getSeasonNews(year), noNews),
  ),
  getZoneNews: (year, zone) =>
    cachedRead(
      ['news-zone', year, zone.code],
      [cacheTags.zone(year, zone.code)],
      async () =>
        pageNews(
          await source().getSeasonNews(year),
          { competition: zone.competition, zone: zone.code },
          (item) => item.zone === zone.code,
          PAGE_CHANGES,
        ),
      noPageNews,
    ),
  getFinalsNews: (year, competition, group) =>
    cachedRead(
      ['news-finals', year, competition, group],
      [cacheTags.finals(year)],
      async () =>
        pageNews(
          await source().getSeasonNews(year),
          { competition },
          (item) => item.group === group && item.competition === competition,
          PAGE_CHANGES,
        ),
      noPageNews,
    ),
  getSchoolChanges: (year, slug) =>
    cachedRead(
      ['news-school', year, slug],
      [schoolTags.school(slug), schoolTags.list],
      async () => changesForSchool((await source().getSeasonNews(year)).changes, slug),
      [],
    ),
  async getUpcoming(today) {
    const { activeYear } = await getSiteStatus();
    if (activeYear === null) return [];
    const tags = [cacheTags.seasons, cacheTags.index(activeYear), cacheTags.finals(activeYear)];
    return cachedRead(['upcoming', activeYear, today], tags, () => source().getUpcoming(today), []);
  },
};
