/**
 * What a match's card needs from whom, and in which order a page lists matches: the most urgent first.
 * A school sees first what waits for it (a result to confirm, a result to enter), then what waits for others;
 * the scorer sees the disputed, then the most overdue.
 */
import type { CardState, SchoolSide } from './state';

export type Viewer = SchoolSide | 'official';

/** The action a school's page offers beside a match, or null. */
export type CardAction = 'enter' | 'confirm-or-dispute' | null;

export function actionFor(state: CardState, viewer: Viewer): CardAction {
  if (viewer === 'official') return null;
  if (state.state === 'result-needed') return 'enter';
  if (state.state === 'reported' && state.by !== viewer) return 'confirm-or-dispute';
  if (state.state === 'reported' && state.by === viewer) return 'enter';
  return null;
}

/** Lower is more urgent. */
export function urgency(state: CardState, viewer: Viewer): number {
  switch (state.state) {
    case 'reported':
      return viewer === 'official' ? 2 : state.by !== viewer ? 0 : 3;
    case 'result-needed':
      return 1;
    case 'disputed':
      return viewer === 'official' ? 0 : 2;
    case 'to-play':
      return 4;
    case 'published':
      return 5;
  }
}

export type Listed = {
  state: CardState;
  match: { date: string | null; round: number; division: string };
};

/** Most urgent first; among equals the oldest match first, except matches to play (soonest) and published (latest). */
export function byUrgency<T extends Listed>(items: readonly T[], viewer: (item: T) => Viewer): T[] {
  return [...items].sort((a, b) => {
    const rank = urgency(a.state, viewer(a)) - urgency(b.state, viewer(b));
    if (rank) return rank;
    const newestFirst = a.state.state === 'published';
    const [x, y] = [a.match.date ?? '9999-12-31', b.match.date ?? '9999-12-31'];
    const byDate = newestFirst ? y.localeCompare(x) : x.localeCompare(y);
    return byDate || a.match.division.localeCompare(b.match.division) || a.match.round - b.match.round;
  });
}

/** The scorer's filters: `Late` (date passed, no card), `Waiting`, `Disputed`, `Published`. */
export const SCORER_FILTERS = ['late', 'waiting', 'disputed', 'published', 'all'] as const;
export type ScorerFilter = (typeof SCORER_FILTERS)[number];

export function scorerFilterOf(state: CardState): Exclude<ScorerFilter, 'all'> | null {
  if (state.state === 'result-needed') return 'late';
  if (state.state === 'reported') return 'waiting';
  if (state.state === 'disputed') return 'disputed';
  if (state.state === 'published') return 'published';
  return null;
}

const DAY_MS = 86_400_000;
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** `2026-06-12` plus 8 days → `2026-06-20` (calendar days, no time zone). */
export function addDays(iso: string, days: number): string {
  return new Date(dayMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from the match's date to today (0 on the day itself). */
export function daysLate(date: string, today: string): number {
  return Math.round((dayMs(today) - dayMs(date)) / DAY_MS);
}

/** Primary results not received within 7 days of the due date are scored 0–0 (SPEC section 9): the first day the rule applies. */
export const LATE_CARD_DAYS = 7;
export function lateCardRuleDate(date: string, competition: 'primary' | 'secondary'): string | null {
  return competition === 'primary' ? addDays(date, LATE_CARD_DAYS + 1) : null;
}
