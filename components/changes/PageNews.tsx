import { leagueReads } from '@/lib/source/cached';
import { changesFeedPath, changesPath } from '@/lib/league/change-filter';
import { gridLabel } from '@/lib/league/season-diff-finals';
import type { Competition } from '@/lib/league/constants';
import type { FinalsRoute } from '@/lib/league/routes';
import { NoticeList } from './NoticeList';
import { RecentChanges } from './RecentChanges';
import { DemoChangesNote } from './DemoChangesNote';

/** A zone page's notices and recent changes, above its draw. */
export async function ZoneNews({ year, zone }: { year: number; zone: { code: string; competition: Competition } }) {
  const news = await leagueReads.getZoneNews(year, zone);
  return (
    <>
      <NoticeList notices={news.notices} />
      <RecentChanges
        news={news}
        allHref={changesPath(year, { competition: zone.competition, zone: zone.code })}
        feedHref={changesFeedPath(year)}
        note={<DemoChangesNote year={year} />}
      />
    </>
  );
}

/** A finals grid's notices and recent changes, above the grid. */
export async function FinalsNews({ route }: { route: FinalsRoute }) {
  const names = new Map([route.region, route.zone].flatMap((named) => (named ? [[named.code, named.name] as const] : [])));
  const group = gridLabel({ grade: route.grade, stage: route.stage, value: route.value }, names);
  const news = await leagueReads.getFinalsNews(route.year, route.competition, group);
  return (
    <>
      <NoticeList notices={news.notices} />
      <RecentChanges
        news={news}
        allHref={changesPath(route.year, { competition: route.competition })}
        feedHref={changesFeedPath(route.year)}
        note={<DemoChangesNote year={route.year} />}
      />
    </>
  );
}

/** The `<link rel="alternate">` of the season's changes feed, for the pages it follows. */
export const feedAlternate = (year: number) => ({ types: { 'application/atom+xml': changesFeedPath(year) } });
