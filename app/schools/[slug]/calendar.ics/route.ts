import { absoluteUrl } from '@/components/layout/site';
import { schoolCalendar } from '@/lib/source/calendar';
import { feedResponse, noFeed } from '@/lib/http/feed-response';

/**
 * Made on its first request and kept in the page cache until an import changes its season (the tags of its
 * reads), as a page is; server.mjs answers a calendar app's conditional request from that copy.
 */
export const dynamic = 'force-static';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Context = { params: Promise<{ slug: string }> };

/** Every match of every team of a school this season, as an iCalendar feed. */
export async function GET(_request: Request, { params }: Context) {
  const feed = await schoolCalendar((await params).slug, absoluteUrl);
  return feed ? feedResponse({ ...feed, type: 'text/calendar' }) : noFeed('No such calendar.');
}
