import { absoluteUrl } from '@/components/layout/site';
import { divisionCalendar } from '@/lib/source/calendar';
import { calendarResponse, noCalendar } from '@/lib/http/calendar-response';

type Context = { params: Promise<{ year: string; gradeCode: string; zoneCode: string; divisionCode: string }> };

/** A division's matches as an iCalendar feed (subscribe with webcal:, or download). */
export async function GET(_request: Request, { params }: Context) {
  const feed = await divisionCalendar(await params, absoluteUrl);
  return feed ? calendarResponse(feed) : noCalendar();
}
