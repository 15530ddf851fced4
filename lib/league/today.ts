/** The league's calendar day: dates in the store are days in New South Wales, not UTC. */
export const LEAGUE_TIME_ZONE = 'Australia/Sydney';

/** `now` as a YYYY-MM-DD day in Sydney. */
export function leagueToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: LEAGUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
