/** Every calendar feed of the active season, parsed by an independent parser (ical.js). Desktop only: feeds have no width. */
import ICAL from 'ical.js';
import { test, expect } from './fixtures';
import { demoSeason } from './demo-season';
import { divisionCalendarPath, schoolCalendarPath } from '../lib/league/calendar-paths';
import { seasonDrawsOf, seasonFixtures } from '../lib/league/school-fixtures';
import { schoolsInFixtures } from '../lib/league/fixtures-of-school';

test.describe('calendar feeds', () => {
  test('every feed of the active season parses with an independent iCalendar parser', async ({ request }) => {
    test.setTimeout(120_000);
    const bundle = demoSeason(2026);
    const divisionFeeds = bundle.divisions.map((d) => divisionCalendarPath(2026, d.grade, d.zone, d.code));
    const schoolFeeds = schoolsInFixtures(seasonFixtures(seasonDrawsOf(bundle))).map((s) =>
      schoolCalendarPath(s.slug),
    );
    for (const feed of [...divisionFeeds, ...schoolFeeds]) {
      const response = await request.get(feed);
      expect(response.status(), feed).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        'Australia/Sydney',
      );
      const uids = calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
      expect(new Set(uids).size, feed).toBe(uids.length);
    }
    expect((await request.get('/schools/no-such-school-anywhere/calendar.ics')).status()).toBe(404);
    expect((await request.get('/2026/divisions/championship/EC/ZZ9/calendar.ics')).status()).toBe(404);
  });
});
