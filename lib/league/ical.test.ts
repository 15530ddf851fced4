import ICAL from 'ical.js';
import { escapeText, foldLine, writeCalendar, type CalendarEvent } from './ical';

const modified = new Date('2026-04-20T01:02:03Z');

const timed: CalendarEvent = {
  uid: '2026-EC1-r1-m1@schools.nswjcl',
  when: { date: '2026-05-01', time: '16:00', minutes: 60 },
  summary: 'Beecroft A v Pennant Hills B (home, White on boards 1 and 3)',
  description: 'Round 1.\nResult: Beecroft A 2½, Pennant Hills B 1½',
  location: 'Beecroft Public School; hall, room 2',
  url: 'https://example.org/2026/divisions/championship/EC#EC1',
  sequence: 2,
  lastModified: modified,
};

const allDay: CalendarEvent = {
  uid: '2026-SE1-r3-m2@schools.nswjcl',
  when: { date: '2026-12-31' },
  summary: 'Play by: Ascham A v Kambala B',
  sequence: 0,
  lastModified: modified,
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const zone = component.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return component;
}

describe('writeCalendar', () => {
  const text = writeCalendar({ name: 'Beecroft Public School, chess matches 2026', events: [timed, allDay] });

  it('writes CRLF lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('is read back by an independent parser with the same values', () => {
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first!.uid).toBe(timed.uid);
    expect(first!.summary).toBe(timed.summary);
    expect(first!.description).toBe(timed.description);
    expect(first!.location).toBe(timed.location);
    expect(first!.sequence).toBe(2);
    // 4 pm in Sydney on 1 May is 6 am UTC (standard time, +10:00).
    expect(first!.startDate.zone?.tzid).toBe('Australia/Sydney');
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2026-05-01T07:00:00.000Z');
    expect(second!.startDate.isDate).toBe(true);
    expect(second!.startDate.toString()).toBe('2026-12-31');
    expect(second!.endDate.toString()).toBe('2027-01-01');
    const stamp = calendar
      .getFirstSubcomponent('vevent')!
      .getFirstPropertyValue('last-modified') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe(modified.toISOString());
  });

  it('keeps Sydney summer time: 4 pm on a November day is 5 am UTC', () => {
    const calendar = parse(
      writeCalendar({
        name: 'x',
        events: [{ ...timed, when: { date: '2026-11-06', time: '16:00', minutes: 60 } }],
      }),
    );
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-06T05:00:00.000Z');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other controls', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\u0007g')).toBe('a\\\\b\\;c\\,d\\ne\\nfg');
  });

  it('never splits a character across a fold', () => {
    const line = `SUMMARY:${'½é漢'.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
