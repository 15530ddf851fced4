import { absoluteUrl } from '@/components/layout/site';
import { schoolCalendar } from '@/lib/source/calendar';
import { calendarResponse, noCalendar } from '@/lib/http/calendar-response';

type Context = { params: Promise<{ slug: string }> };

/** Every match of every team of a school this season, as an iCalendar feed. */
export async function GET(_request: Request, { params }: Context) {
  const feed = await schoolCalendar((await params).slug, absoluteUrl);
  return feed ? calendarResponse(feed) : noCalendar();
}
