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
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: LEAGUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now ?? new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
