/**
 * What a school's card action is checked against before anything is kept, the same on a site with its own
 * store (./send.ts) and on one relaying to the league (./relay.ts): the form's fields, the card's state as
 * the page showed it, and the messages the school sees.
 */
import { pickedNames } from './card-players';
import type { MatchCard } from '@/lib/db/queries/cards-read';
import { disputeError, refusalOfShown, type CardInput, type CheckedCard } from '@/lib/league/cards/check';
import type { SchoolCardAction } from '@/lib/league/cards/state';
import { leagueToday } from '@/lib/league/today';
import type { CardActionResult, CardFieldError, CardFormValues } from './action-result';
import { whoConfirms } from './card-view';
import { cleanPhoto } from './photo';
import { ADDRESS_LIMITED, CHECK_THE_CARD } from '@/lib/writes/texts';

export { EXPIRED, GONE, NOT_YOURS } from '@/lib/writes/texts';

/** The address's own allowance of card actions is spent. */
export const addressLimited = (retryAfterSeconds: number | undefined): CardActionResult => ({
  status: 'error',
  message: ADDRESS_LIMITED,
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

/**
 * The refusal the store would give now, checked before a photo is kept, so a refused card keeps nothing;
 * with `shown`, an answer to a version the other school has replaced since is refused too.
 */
export function refusalNow(
  card: MatchCard,
  kind: SchoolCardAction,
  now: Date,
  shown: number | null = null,
): string | null {
  if (card.viewer === 'official') return 'Only the two schools of a match send its card.';
  const context = {
    sender: card.viewer,
    date: card.match.date,
    today: leagueToday(now),
    state: card.state,
    otherSchool: whoConfirms(card),
  };
  return refusalOfShown(kind, context, shown);
}

/** A dispute that says nothing the reported card does not (lib/league/cards/check.ts), as the form's answer. */
export function unchangedDispute(
  card: MatchCard,
  kind: SchoolCardAction,
  checked: CheckedCard,
): CardActionResult | null {
  if (kind !== 'dispute' || card.state.state !== 'reported') return null;
  const error = disputeError(card.state.version.boards, checked.boards, checked.comment);
  return error ? { status: 'invalid', message: CHECK_THE_CARD, errors: [error] } : null;
}

/** What the form's fields say, as the card's checks take them. */
export function cardInput(form: FormData): CardInput {
  const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : null);
  const names = (side: 'home' | 'away') =>
    pickedNames(form, side).map((v) => (typeof v === 'string' ? v : null));
  return {
    boards: [1, 2, 3, 4].map((n) => text(form.get(`board-${n}`)) ?? ''),
    players: { home: names('home'), away: names('away') },
    comment: text(form.get('comment')) || null,
  };
}

/** The fields as sent, for the form to show again with a refusal (no photo: a browser cannot be given one back). */
export function formValues(form: FormData): CardFormValues {
  const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
  return {
    boards: [1, 2, 3, 4].map((n) => text(form.get(`board-${n}`))),
    playersHome: pickedNames(form, 'home').map(text),
    playersAway: pickedNames(form, 'away').map(text),
    comment: text(form.get('comment')),
  };
}

export const photoRefused = (message: string): CardActionResult => ({
  status: 'invalid',
  message: CHECK_THE_CARD,
  errors: [{ field: 'photo', message } satisfies CardFieldError],
});
