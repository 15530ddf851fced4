/** Dates in the bundle are calendar days (YYYY-MM-DD); they are shown as the league writes them. */
const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** `2026-05-01` → `1 May` */
export function formatDay(iso: string | null): string {
  return iso ? dayMonth.format(toDate(iso)) : '';
}

/** `2026-03-20` → `Friday 20 March 2026` */
export function formatLongDate(iso: string | null): string {
  return iso ? long.format(toDate(iso)) : '';
}
