import type { ReactNode } from 'react';
import { leagueReads } from '@/lib/source/cached';
import { changesFeedPath, changesPath, type PageNews } from '@/lib/league/change-filter';
import { gridLabel } from '@/lib/league/season-diff-finals';
import type { Competition } from '@/lib/league/constants';
import type { FinalsRoute } from '@/lib/league/routes';
import { NoticeList } from './NoticeList';
import { ChangeSummary, RecentChanges } from './RecentChanges';
import { DemoChangesNote } from './DemoChangesNote';

type ZoneProps = { year: number; zone: { code: string; competition: Competition }; demo: boolean };
/**
 * A page's news, read by the page with its other data: parts that awaited their own reads would stream in the
 * order those answer, so two renders of one page could differ in bytes (docs/performance.md).
 */
export type Placed = { news: PageNews; allHref: string; feedHref: string; note: ReactNode };

export async function zoneNews({ year, zone, demo }: ZoneProps): Promise<Placed> {
  return {
    news: await leagueReads.getZoneNews(year, zone),
    allHref: changesPath(year, { competition: zone.competition, zone: zone.code }),
    feedHref: changesFeedPath(year),
    note: <DemoChangesNote demo={demo} />,
  };
}

export async function finalsNews(route: FinalsRoute, demo: boolean): Promise<Placed> {
  const names = new Map(
    [route.region, route.zone].flatMap((named) => (named ? [[named.code, named.name] as const] : [])),
  );
  const group = gridLabel({ grade: route.grade, stage: route.stage, value: route.value }, names);
  return {
    news: await leagueReads.getFinalsNews(route.year, route.competition, group),
    allHref: changesPath(route.year, { competition: route.competition }),
    feedHref: changesFeedPath(route.year),
    note: <DemoChangesNote demo={demo} />,
  };
}

/** Above a draw or grid: the league's notices and one line on the latest change, if any. */
export function NewsAbove({ placed: { news, allHref } }: { placed: Placed }) {
  return (
    <>
      <NoticeList notices={news.notices} />
      <ChangeSummary news={news} allHref={allHref} />
    </>
  );
}

/** Below a draw or grid: its recent changes. */
export function NewsBelow({ placed }: { placed: Placed }) {
  return <RecentChanges {...placed} />;
}

/** The `<link rel="alternate">` of the season's changes feed, for the pages it follows. */
export const feedAlternate = (year: number) => ({ types: { 'application/atom+xml': changesFeedPath(year) } });
