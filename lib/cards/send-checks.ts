/**
 * What a school's card action is checked against before anything is kept, the same on a site with its own
 * store (./send.ts) and on one relaying to the league (./relay.ts): the form's fields, the card's state as
 * the page showed it, and the messages the school sees.
 */
import type { MatchCard } from '@/lib/db/queries/cards-read';
import { refusalOf, type CardInput } from '@/lib/league/cards/check';
import type { SchoolCardAction } from '@/lib/league/cards/state';
import { leagueToday } from '@/lib/league/today';
import type { CardActionResult, CardFieldError } from './action-result';
import { whoConfirms } from './card-view';
import { cleanPhoto } from './photo';

export const GONE =
  "This address does not open a school's page any more. Ask the league for your school's current address.";
export const EXPIRED = 'The form has expired: reload the page and try again.';
export const NOT_YOURS = 'This match is not one of your school’s.';

/** The address's own allowance of card actions is spent. */
export const addressLimited = (retryAfterSeconds: number | undefined): CardActionResult => ({
  status: 'error',
  message: `Too many cards have been sent from your school's address. Please wait and try again.`,
  retryAfterSeconds,
});

/** The form's photo cleaned of its metadata, null when none was chosen, or the refusal of one that is not a photo. */
export async function formPhoto(
  form: FormData,
): Promise<{ jpeg: Buffer | null } | { refused: CardActionResult }> {
  const file = form.get('photo');
  if (!(file instanceof Blob) || file.size === 0) return { jpeg: null };
  const cleaned = await cleanPhoto(new Uint8Array(await file.arrayBuffer()));
  return cleaned.ok ? { jpeg: cleaned.jpeg } : { refused: photoRefused(cleaned.message) };
}

/** The refusal the store would give now, checked before a photo is kept, so a refused card keeps nothing. */
export function refusalNow(card: MatchCard, kind: SchoolCardAction, now: Date): string | null {
  if (card.viewer === 'official') return 'Only the two schools of a match send its card.';
  return refusalOf(kind, {
    sender: card.viewer,
    date: card.match.date,
    today: leagueToday(now),
    state: card.state,
    otherSchool: whoConfirms(card),
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
