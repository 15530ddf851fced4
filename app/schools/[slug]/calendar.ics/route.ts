import { absoluteUrl } from '@/components/layout/site';
import { schoolCalendar } from '@/lib/source/calendar';
import { feedResponse, noFeed } from '@/lib/http/feed-response';

type Context = { params: Promise<{ slug: string }> };

/** Every match of every team of a school this season, as an iCalendar feed. */
export async function GET(request: Request, { params }: Context) {
  const feed = await schoolCalendar((await params).slug, absoluteUrl);
  return feed ? feedResponse(request, { ...feed, type: 'text/calendar' }) : noFeed('No such calendar.');
}
