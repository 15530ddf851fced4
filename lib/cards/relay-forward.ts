/**
 * A relaying site's card outbox on its way to the league (docs/match-cards.md): the same worker, claims and
 * growing pauses as entry requests (lib/entry/forwarding.ts), one call per action with its idempotency key,
 * so a delivery whose answer was lost is stored once at the league. A refusal is the league's final word on
 * that card (it broke a rule there): kept with its message for the school's page, never sent again.
 */
import type { Db } from '@/lib/db/types';
import { markOutboxRefused, type OutboxCard } from '@/lib/db/queries/card-outbox';
import type { MatchCardEventAnswer, MatchCardEventRequest } from '@/lib/league-api/client';
import { forwardOutbox, startWorker, type Outbox } from '@/lib/entry/forwarding';

export type CardForwardClient = {
  addMatchCardEvent(key: string, request: MatchCardEventRequest): Promise<MatchCardEventAnswer>;
};

export function relayBody(row: OutboxCard): MatchCardEventRequest {
  return {
    idempotency_key: row.idempotencyKey,
    link_hash: row.linkHash,
    match_key: row.matchKey,
    kind: row.kind,
    boards: row.boards,
    players: row.players,
    comment: row.comment,
    version: row.version,
    photo: row.photo ? row.photo.toString('base64') : null,
    sent_at: row.sentAt.toISOString(),
  };
}

export const cardOutbox = (client: CardForwardClient, key: string): Outbox<'cards'> => ({
  name: 'cards',
  what: 'Card action',
  async send(db, row) {
    const answer = await client.addMatchCardEvent(key, relayBody(row));
    if (answer.outcome !== 'refused') return 'delivered';
    await markOutboxRefused(db, row.id, answer.message);
    console.warn(`Card action ${row.id} was refused by the league: ${answer.message}`);
    return 'refused';
  },
});

/** Forwards every due card action (forwardOutbox). */
export function forwardCards(
  db: Db,
  client: CardForwardClient,
  key: string,
  now = new Date(),
  options: { waiting?: boolean } = {},
) {
  return forwardOutbox(db, cardOutbox(client, key), now, options);
}

/** Starts the card outbox's worker once per process. */
export function startCardForwarder(
  getDb: () => Promise<Db>,
  client: CardForwardClient,
  key: string,
  intervalMs = 15_000,
): void {
  startWorker(
    'cardForwarder',
    async (waiting) => forwardCards(await getDb(), client, key, new Date(), { waiting }),
    intervalMs,
  );
}
