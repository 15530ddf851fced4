import { absoluteUrl } from '@/components/layout/site';
import { divisionCalendar } from '@/lib/source/calendar';
import { feedResponse, noFeed } from '@/lib/http/feed-response';

type Context = {
  params: Promise<{ year: string; gradeCode: string; zoneCode: string; divisionCode: string }>;
};

/** A division's matches as an iCalendar feed (subscribe with webcal:, or download). */
export async function GET(request: Request, { params }: Context) {
  const feed = await divisionCalendar(await params, absoluteUrl);
  return feed ? feedResponse(request, { ...feed, type: 'text/calendar' }) : noFeed('No such calendar.');
}
