import { madeOnFirstUse } from './first-use';

/** Dates in the bundle are calendar days (YYYY-MM-DD); they are shown as the league writes them. */
const dayMonth = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const long = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** `YYYY-MM-DD` naming a day that exists: `2026-04-31` and `2024-13-45` do not (JavaScript would roll them over). */
export function isCalendarDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `2026-05-01` → `1 May` */
export function formatDay(iso: string | null): string {
  return iso ? dayMonth().format(toDate(iso)) : '';
}

/** `2026-03-20` → `Friday 20 March 2026` */
export function formatLongDate(iso: string | null): string {
  return iso ? long().format(toDate(iso)) : '';
}
