import 'server-only';
/**
 * The league's side of the contract's card calls (app/api/index/get-private-page, add-match-card-event, get-card-photo): a
 * relaying site names a school's address by its token's hash and sends the school's card actions, which go
 * through the same checks and the same store path as a card sent here (lib/cards/send.ts), so publishing and
 * the invalidation of pages happen at the league. No rate limit here: the relay limits its visitors.
 */
import { getDb } from '@/lib/db/server';
import { resolveLinkHash, type PrivateLink } from '@/lib/db/queries/cards-links';
import { getMatchCard, getSchoolCards } from '@/lib/db/queries/cards-read';
import { sendCardAction, type CardActionRequest } from '@/lib/writes/card-actions';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { getCardPhoto, storeCardPhoto } from '@/lib/db/queries/cards-photos';
import { checkCard } from '@/lib/league/cards/check';
import type {
  CardPhotoRequest,
  MatchCardEventAnswer,
  MatchCardEventRequest,
  PrivatePageRequest,
} from '@/lib/league-api/client';
import { cleanPhoto } from './photo';
import { dropPagesOf } from './send';
import { GONE, NOT_YOURS, refusalNow } from './send-checks';

/** What the page at the hash's address shows; null for an unknown or revoked address, or a match not its own. */
export async function privatePageOf(request: PrivatePageRequest, now = new Date()) {
  const db = await getDb();
  const found = await resolveLinkHash(db, request.link_hash);
  if (!found) return null;
  const link = { kind: found.kind, year: found.year, subject: found.subject };
  if (request.match_key === undefined) return { link, school: await getSchoolCards(db, found, now) };
  const card = await getMatchCard(db, found, request.match_key, now);
  return card ? { link, card } : null;
}

/**
 * A photo of a signed card through a school's address (by hash), as the site's own photo route gives it: only
 * when the address's page shows the match and one of its events carries the photo; null otherwise.
 */
export async function photoOf(request: CardPhotoRequest) {
  const db = await getDb();
  const link = await resolveLinkHash(db, request.link_hash);
  const card = link ? await getMatchCard(db, link, request.match_key) : null;
  if (!card?.history.some((event) => event.photoId === request.photo_id)) return null;
  return getCardPhoto(db, request.photo_id);
}

const refused = (message: string, errors: { field: string; message: string }[] = []) =>
  ({ outcome: 'refused', message, errors }) as const;

/** A relayed time may be late (an outage) but never ahead of ours. */
const sentAt = (text: string, now: Date) => new Date(Math.min(Date.parse(text), now.getTime()));

/** Stores a relayed card action once by its key, as lib/cards/send.ts stores a school's own. */
export async function storeRelayedCard(
  request: MatchCardEventRequest,
  now = new Date(),
): Promise<MatchCardEventAnswer> {
  const db = await getDb();
  const link: PrivateLink | null = await resolveLinkHash(db, request.link_hash);
  if (!link || link.kind !== 'school') return refused(GONE);
  const when = sentAt(request.sent_at, now);
  const card = await getMatchCard(db, link, request.match_key, when);
  if (!card) return refused(NOT_YOURS);
  const action: CardActionRequest = {
    matchKey: card.key,
    kind: request.kind,
    idempotencyKey: request.idempotency_key,
  };
  // Kept with the school's send time; the other school's days to answer count from now, when it can see it.
  action.receivedAt = now;
  if (request.version !== undefined && request.version !== null) action.refEventId = request.version;
  if (request.kind !== 'confirm')
    action.card = { boards: request.boards, players: request.players, comment: request.comment };
  // A repeat (a delivery whose answer was lost) is answered from the first: no second photo is kept.
  if (!(await versionByKey(db, request.idempotency_key)) && request.kind !== 'confirm') {
    const checked = checkCard(action.card!);
    if (!checked.ok) return refused('Check the card.', checked.errors);
    const refusal = refusalNow(card, request.kind, when);
    if (refusal) return refused(refusal);
    if (request.photo) {
      // Cleaned by the relay, and again here: what is stored is always our own re-encoding.
      const cleaned = await cleanPhoto(Buffer.from(request.photo, 'base64'));
      if (!cleaned.ok) return refused('Check the card.', [{ field: 'photo', message: cleaned.message }]);
      action.photoId = await storeCardPhoto(db, link.year, cleaned.jpeg);
    }
  }
  const outcome = await sendCardAction(db, link, action, when);
  if (!outcome.ok) return refused(outcome.errors[0]?.message ?? 'The card was refused.', outcome.errors);
  await dropPagesOf(db, card, outcome);
  return {
    outcome: outcome.repeated ? 'duplicate' : 'stored',
    event_id: outcome.event.id,
    state: outcome.state.state,
  };
}
