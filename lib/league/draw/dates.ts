/** Round dates: the zone's match day each week from the commence date, skipping the listed blackouts. */
import { WEEKDAYS, type Blackout, type Weekday } from './settings';

export type SkippedDate = { date: string; name: string };
export type RoundDates = { dates: string[]; skipped: SkippedDate[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The blackout that covers `date`, if any (a span includes both its ends). */
export function blackoutOn(date: string, blackouts: readonly Blackout[]): Blackout | null {
  return blackouts.find((b) => b.from <= date && date <= (b.to ?? b.from)) ?? null;
}

export function roundDates(
  commence: string,
  matchDay: Weekday,
  count: number,
  blackouts: readonly Blackout[],
): RoundDates {
  const start = toTime(commence);
  const offset = (WEEKDAYS.indexOf(matchDay) - new Date(start).getUTCDay() + 7) % 7;
  const dates: string[] = [];
  const skipped: SkippedDate[] = [];
  // Bounded: a year of blackouts cannot keep the loop going for ever.
  for (let week = 0; dates.length < count && week < count + 60; week += 1) {
    const date = toIso(start + (offset + 7 * week) * DAY_MS);
    const blackout = blackoutOn(date, blackouts);
    if (blackout) skipped.push({ date, name: blackout.name });
    else dates.push(date);
  }
  return { dates, skipped };
}
