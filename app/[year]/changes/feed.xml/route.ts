import { leagueReads } from '@/lib/source/cached';
import { parseYear } from '@/lib/league/routes';
import { atomFeed } from '@/lib/league/atom';
import { changesFeedPath, changesPath } from '@/lib/league/change-filter';
import { absoluteUrl } from '@/components/layout/site';

/** The season's change record as an Atom feed: what the changes page lists, for feed readers. */
export async function GET(_request: Request, { params }: { params: Promise<{ year: string }> }) {
  const year = parseYear((await params).year);
  const index = year === null ? null : await leagueReads.getSeasonIndex(year);
  if (year === null || !index?.season.published) {
    return new Response('There is no such season.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const { changes } = await leagueReads.getSeasonNews(year);
  const xml = atomFeed({
    self: absoluteUrl(changesFeedPath(year)),
    page: absoluteUrl(changesPath(year)),
    title: `NSWJCL Schools ${year}: latest changes`,
    records: changes,
    fallbackUpdated: `${year}-01-01T00:00:00.000Z`,
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
