import { leagueReads } from '@/lib/source/cached';
import { parseYear } from '@/lib/league/routes';
import { atomFeed, feedUpdated } from '@/lib/league/atom';
import { changesFeedPath, changesPath } from '@/lib/league/change-filter';
import { absoluteUrl } from '@/components/layout/site';
import { feedResponse, noFeed } from '@/lib/http/feed-response';

/**
 * Made on its first request and kept in the page cache until a change drops the tags of its reads, as a page
 * is; server.mjs answers a feed reader's conditional request from that copy.
 */
export const dynamic = 'force-static';
export { generateStaticParams } from '@/lib/cache/on-demand';

/** The season's change record as an Atom feed: what the changes page lists, for feed readers. */
export async function GET(_request: Request, { params }: { params: Promise<{ year: string }> }) {
  const year = parseYear((await params).year);
  const index = year === null ? null : await leagueReads.getSeasonIndex(year);
  if (year === null || !index?.season.published) return noFeed('There is no such season.');
  const { changes } = await leagueReads.getSeasonNews(year);
  const fallbackUpdated = `${year}-01-01T00:00:00.000Z`;
  const body = atomFeed({
    self: absoluteUrl(changesFeedPath(year)),
    page: absoluteUrl(changesPath(year)),
    title: `NSWJCL Schools ${year}: latest changes`,
    records: changes,
    fallbackUpdated,
  });
  return feedResponse({
    body,
    type: 'application/atom+xml',
    lastModified: feedUpdated(changes, fallbackUpdated),
  });
}
