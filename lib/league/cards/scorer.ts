/**
 * The scorer's desk (issue 24), pure: which matches a filter shows, whether the league's 7-day rule may be
 * applied today, and the reminder a scorer sends to the two schools of a late match.
 */
import { formatLongDate } from '../dates';
import { publishedHow } from './card-text';
import type { CardState } from './state';
import { scorerFilterOf, SCORER_FILTERS, type ScorerFilter } from './urgency';

export const FILTER_LABELS: Record<ScorerFilter, string> = {
  late: 'Late',
  waiting: 'Waiting',
  disputed: 'Disputed',
  published: 'Published',
  all: 'All',
};

/** What needs the official first: a dispute, then a late result, then a card waiting for its confirmation. */
const FIRST_NEEDS: readonly ScorerFilter[] = ['disputed', 'late', 'waiting'];

/**
 * `?show=late` → `late`; anything else → the first filter, in the order of what needs the official first,
 * that has a match (`all` when none has).
 */
export function parseScorerFilter(value: unknown, counts: Record<ScorerFilter, number>): ScorerFilter {
  const text = Array.isArray(value) ? value[0] : value;
  if ((SCORER_FILTERS as readonly string[]).includes(text as string)) return text as ScorerFilter;
  return FIRST_NEEDS.find((filter) => counts[filter] > 0) ?? 'all';
}

export function inFilter(state: CardState, filter: ScorerFilter): boolean {
  return filter === 'all' || scorerFilterOf(state) === filter;
}

/** The 7-day rule (SPEC section 9) may be applied from its date on, never before; null: it does not apply. */
export function ruleAppliesToday(ruleDate: string | null, today: string): boolean {
  return ruleDate !== null && ruleDate <= today;
}

export type ReminderInput = {
  division: string;
  round: number;
  homeTeam: string;
  awayTeam: string;
  date: string;
  daysLate: number;
  /** The first day the 7-day rule may score the match 0–0 (primary), or null. */
  ruleDate: string | null;
  /** `Parramatta` */
  zoneName: string;
};

export type Reminder = { subject: string; body: string };

/** The ready-written reminder to both schools' coordinators of a late match. */
export function reminderText(input: ReminderInput): Reminder {
  const match = `${input.division} round ${input.round}, ${input.homeTeam} v ${input.awayTeam}`;
  const days = input.daysLate === 1 ? '1 day ago' : `${input.daysLate} days ago`;
  const lines = [
    'Dear coordinators,',
    '',
    `The result of ${match}, due on ${formatLongDate(input.date)} (${days}), has not been received.`,
    "Please send it from your school's match card page (the private address the league sent you), or reply to this email with a photo of the signed result card.",
  ];
  if (input.ruleDate)
    lines.push(
      '',
      `Under the league's rules, primary results not received within 7 days of the due date are scored 0–0: this match may be scored 0–0 from ${formatLongDate(input.ruleDate)}.`,
    );
  lines.push('', 'Thank you,', `${input.zoneName} zone scorer, NSW Junior Chess League`);
  return {
    subject: `Result needed: ${input.division} round ${input.round}, ${input.homeTeam} v ${input.awayTeam}`,
    body: lines.join('\n'),
  };
}

/** A `mailto:` address with the reminder, to every coordinator's email (deduplicated, in order). */
export function mailtoHref(emails: readonly string[], reminder: Reminder): string {
  const to = [...new Set(emails.map((e) => e.trim()).filter(Boolean))].map(encodeURIComponent).join(',');
  const query = `subject=${encodeURIComponent(reminder.subject)}&body=${encodeURIComponent(reminder.body)}`;
  return `mailto:${to}?${query}`;
}

/** A match's state as the scorer reads it: `Reported by Darcy Road B — waiting for Carlingford A`. */
export function officialStateText(
  state: CardState,
  teams: { home: string; away: string },
  daysLate: number | null,
): string {
  switch (state.state) {
    case 'to-play':
      return 'To play';
    case 'result-needed':
      return daysLate
        ? `Late: no card, ${daysLate} day${daysLate === 1 ? '' : 's'} after the match`
        : 'Result needed';
    case 'reported': {
      const [by, other] = state.by === 'home' ? [teams.home, teams.away] : [teams.away, teams.home];
      if (state.awaits === 'scorer')
        return `Reported by ${by} — one school’s two teams: waiting for you to publish it`;
      return `Reported by ${by} — waiting for ${other} to confirm`;
    }
    case 'disputed':
      return 'Disputed — waiting for you to settle it';
    case 'published':
      return `Published: ${publishedHow(state.published)}${state.locked ? ' (locked)' : ''}`;
  }
}
