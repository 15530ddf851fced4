/** The league's calendar day: dates in the store are days in New South Wales, not UTC. */
export const LEAGUE_TIME_ZONE = 'Australia/Sydney';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Today as a YYYY-MM-DD day in Sydney, or `now`'s day when given. LEAGUE_TODAY (YYYY-MM-DD) fixes today for
 * demonstrations and the end-to-end tests, whose demo season's dates do not move with the calendar.
 */
export function leagueToday(now?: Date): string {
  const fixed = process.env.LEAGUE_TODAY;
  if (now === undefined && fixed && DAY.test(fixed)) return fixed;
  const part = clockOf(now ?? new Date());
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const clock = new Intl.DateTimeFormat('en-AU', {
  timeZone: LEAGUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The parts of a moment on Sydney's clock. */
function clockOf(at: Date) {
  const parts = clock.formatToParts(at);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/** `2026-06-13 18:00:05`: a moment as the league's clocks showed it (Sydney), for files a spreadsheet reads. */
export function leagueTimestamp(at: Date): string {
  const part = clockOf(at);
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
