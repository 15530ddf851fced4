import 'server-only';
/**
 * A school's card action a relaying site sent (the contract's add-match-card-event): the address named by its
 * token's hash, the same checks as a card sent here, and the one result write, so publishing and the pages'
 * invalidation happen at the league. No rate limit here: the relay limits its visitors.
 */
import { getDb } from '@/lib/db/server';
import { resolveLinkHash, type PrivateLink } from '@/lib/db/queries/cards-links';
import { getMatchCard } from '@/lib/db/queries/cards-read';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { storeCardPhoto } from '@/lib/db/queries/cards-photos';
import { cacheTags } from '@/lib/cache/tags';
import { checkCard } from '@/lib/league/cards/check';
import type { MatchCardEventAnswer, MatchCardEventRequest } from '@/lib/league-api/client';
import { cleanPhoto } from '@/lib/cards/photo';
import { refusalNow } from '@/lib/cards/send-checks';
import { sendCardAction, type CardActionRequest } from './card-actions';
import { actedOn, dropChanged } from './private-write';
import { CHECK_THE_CARD, GONE, NOT_YOURS } from './texts';

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
    if (!checked.ok) return refused(CHECK_THE_CARD, checked.errors);
    const refusal = refusalNow(card, request.kind, when);
    if (refusal) return refused(refusal);
    if (request.photo) {
      // Cleaned by the relay, and again here: what is stored is always our own re-encoding.
      const cleaned = await cleanPhoto(Buffer.from(request.photo, 'base64'));
      if (!cleaned.ok) return refused(CHECK_THE_CARD, [{ field: 'photo', message: cleaned.message }]);
      action.photoId = await storeCardPhoto(db, link.year, cleaned.jpeg);
    }
  }
  const outcome = await sendCardAction(db, link, action, when);
  if (!outcome.ok) return refused(outcome.errors[0]?.message ?? 'The card was refused.', outcome.errors);
  await dropChanged(db, actedOn(outcome, [cacheTags.zone(card.match.year, card.match.zone)]));
  return {
    outcome: outcome.repeated ? 'duplicate' : 'stored',
    event_id: outcome.event.id,
    state: outcome.state.state,
  };
}
