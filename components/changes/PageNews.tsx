import type { ReactNode } from 'react';
import { leagueReads } from '@/lib/source/cached';
import { changesFeedPath, changesPath, type PageNews } from '@/lib/league/change-filter';
import { gridLabel } from '@/lib/league/season-diff-finals';
import type { Competition } from '@/lib/league/constants';
import type { FinalsRoute } from '@/lib/league/routes';
import { NoticeList } from './NoticeList';
import { ChangeSummary, RecentChanges } from './RecentChanges';
import { DemoChangesNote } from './DemoChangesNote';

type ZoneProps = { year: number; zone: { code: string; competition: Competition } };
type Placed = { news: PageNews; allHref: string; feedHref: string; note: ReactNode };

async function zoneNews({ year, zone }: ZoneProps): Promise<Placed> {
  return {
    news: await leagueReads.getZoneNews(year, zone),
    allHref: changesPath(year, { competition: zone.competition, zone: zone.code }),
    feedHref: changesFeedPath(year),
    note: <DemoChangesNote year={year} />,
  };
}

async function finalsNews(route: FinalsRoute): Promise<Placed> {
  const names = new Map(
    [route.region, route.zone].flatMap((named) => (named ? [[named.code, named.name] as const] : [])),
  );
  const group = gridLabel({ grade: route.grade, stage: route.stage, value: route.value }, names);
  return {
    news: await leagueReads.getFinalsNews(route.year, route.competition, group),
    allHref: changesPath(route.year, { competition: route.competition }),
    feedHref: changesFeedPath(route.year),
    note: <DemoChangesNote year={route.year} />,
  };
}

/** Above the draw or grid: the league's notices and one line on the latest change, if any. */
function Above({ news, allHref }: Placed) {
  return (
    <>
      <NoticeList notices={news.notices} />
      <ChangeSummary news={news} allHref={allHref} />
    </>
  );
}

/** A zone page's notices and last change, above its draw. */
export async function ZoneNews(props: ZoneProps) {
  return <Above {...await zoneNews(props)} />;
}

/** A zone page's recent changes, below its draw. */
export async function ZoneChanges(props: ZoneProps) {
  return <RecentChanges {...await zoneNews(props)} />;
}

/** A finals grid's notices and last change, above the grid. */
export async function FinalsNews({ route }: { route: FinalsRoute }) {
  return <Above {...await finalsNews(route)} />;
}

/** A finals grid's recent changes, below the grid. */
export async function FinalsChanges({ route }: { route: FinalsRoute }) {
  return <RecentChanges {...await finalsNews(route)} />;
}

/** The `<link rel="alternate">` of the season's changes feed, for the pages it follows. */
export const feedAlternate = (year: number) => ({ types: { 'application/atom+xml': changesFeedPath(year) } });
