/** iCalendar (RFC 5545): Sydney time zone, a VEVENT per match, CRLF, 75-octet folding, escaped TEXT. */

export const SYDNEY_TZID = 'Australia/Sydney';

/** A match on a day (all-day), or at a local Sydney time for a number of minutes. */
export type EventTime = { date: string } | { date: string; time: string; minutes: number };

export type CalendarEvent = {
  /** Globally unique and stable for the life of the match (RFC 5545 3.8.4.7). */
  uid: string;
  when: EventTime;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Raised each time the match's date, pairing or result changes. */
  sequence: number;
  /** When the match last changed; also its DTSTAMP, since a feed has no METHOD (RFC 5545 3.8.7.2). */
  lastModified: Date;
};

export type Calendar = {
  name: string;
  description?: string;
  /** How often a subscribed calendar should look again, in hours. */
  refreshHours?: number;
  events: readonly CalendarEvent[];
};

const PRODUCT_ID = '-//NSW Junior Chess League//Schools teams competitions//EN';

/** Sydney DST since 2008: first Sunday in October 2 am to first Sunday in April 3 am; one rule suffices. */
const SYDNEY_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SYDNEY_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:20080406T030000',
  'TZOFFSETFROM:+1100',
  'TZOFFSETTO:+1000',
  'TZNAME:AEST',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:20081005T020000',
  'TZOFFSETFROM:+1000',
  'TZOFFSETTO:+1100',
  'TZNAME:AEDT',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** UTF-8 length, counted by code point (no TextEncoder: the module also loads in jsdom tests). */
function octets(text: string): number {
  let size = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    size += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return size;
}

/** RFC 5545 3.1: lines of at most 75 octets; a continuation line starts with one space. */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const width = octets(char);
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line takes one octet
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function timeLines(when: EventTime): string[] {
  if (!('time' in when)) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(when.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(when.date))}`,
    ];
  }
  const hours = Math.floor(when.minutes / 60);
  const minutes = when.minutes % 60;
  const duration = `PT${hours ? `${hours}H` : ''}${minutes || !hours ? `${minutes}M` : ''}`;
  return [
    `DTSTART;TZID=${SYDNEY_TZID}:${compactDate(when.date)}T${when.time.replace(':', '')}00`,
    `DURATION:${duration}`,
  ];
}

function eventLines(event: CalendarEvent): string[] {
  const stamp = utcStamp(event.lastModified);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    `SEQUENCE:${event.sequence}`,
    ...timeLines(event.when),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value is not TEXT: it is written as it is (RFC 5545 3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function writeCalendar(calendar: Calendar): string {
  const refresh = `PT${calendar.refreshHours ?? 12}H`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    `X-WR-TIMEZONE:${SYDNEY_TZID}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...SYDNEY_TIMEZONE,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
