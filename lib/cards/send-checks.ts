/**
 * What a school's card action is checked against before anything is kept, the same on a site with its own
 * store (./send.ts) and on one relaying to the league (./relay.ts): the form's fields, the card's state as
 * the page showed it, and the messages the school sees.
 */
import type { MatchCard } from '@/lib/db/queries/cards-read';
import { refusalOf, type CardInput } from '@/lib/league/cards/check';
import { leagueToday } from '@/lib/league/today';
import type { CardActionResult, CardFieldError } from './action-result';
import { otherSchool } from './card-view';

export const GONE =
  "This address does not open a school's page any more. Ask the league for your school's current address.";
export const EXPIRED = 'The form has expired: reload the page and try again.';

/** The refusal the store would give now, checked before a photo is kept, so a refused card keeps nothing. */
export function refusalNow(
  card: MatchCard,
  kind: 'report' | 'dispute' | 'confirm',
  now: Date,
): string | null {
  if (card.viewer === 'official') return 'Only the two schools of a match send its card.';
  return refusalOf(kind, {
    sender: card.viewer,
    date: card.match.date,
    today: leagueToday(now),
    state: card.state,
    otherSchool: otherSchool(card),
  });
}

/** What the form's fields say, as the card's checks take them. */
export function cardInput(form: FormData): CardInput {
  const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : null);
  const names = (side: string) =>
    form.getAll(`players-${side}`).map((v) => (typeof v === 'string' ? v : null));
  return {
    boards: [1, 2, 3, 4].map((n) => text(form.get(`board-${n}`)) ?? ''),
    players: { home: names('home'), away: names('away') },
    comment: text(form.get('comment')) || null,
  };
}

export const photoRefused = (message: string): CardActionResult => ({
  status: 'invalid',
  message: 'Check the card.',
  errors: [{ field: 'photo', message } satisfies CardFieldError],
});
