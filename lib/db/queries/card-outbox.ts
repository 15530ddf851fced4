/**
 * The card actions a relaying site keeps until the league has them (table card_outbox): stored once by the
 * form's key, read back by key, refused for good when the league says no, and what waits for each match of
 * a school's address, for its page. Due rows and claims: ./outbox.ts, as for entry requests.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { cardOutbox } from '../schema';

export type OutboxCard = typeof cardOutbox.$inferSelect;
export type NewOutboxCard = Pick<
  OutboxCard,
  | 'idempotencyKey'
  | 'linkHash'
  | 'year'
  | 'matchKey'
  | 'kind'
  | 'boards'
  | 'players'
  | 'comment'
  | 'version'
  | 'photo'
  | 'sentAt'
>;

export async function outboxCardByKey(db: Db, key: string): Promise<OutboxCard | null> {
  const [row] = await db.select().from(cardOutbox).where(eq(cardOutbox.idempotencyKey, key));
  return row ?? null;
}

/** Stores the action once, due at once; a second with the same key stores nothing and returns the first. */
export async function saveOutboxCard(
  db: Db,
  card: NewOutboxCard,
): Promise<{ row: OutboxCard; repeated: boolean }> {
  const [row] = await db
    .insert(cardOutbox)
    .values({ ...card, nextForwardAt: card.sentAt })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, repeated: false };
  const first = await outboxCardByKey(db, card.idempotencyKey);
  if (!first) throw new Error('A card action was neither kept nor found by its key.');
  return { row: first, repeated: true };
}

/** The league refused it: kept with the league's message, never sent again. */
export async function markOutboxRefused(db: Db, id: number, message: string): Promise<void> {
  await db
    .update(cardOutbox)
    .set({ refusal: message.slice(0, 1000), nextForwardAt: null, forwardError: null, forwardedAt: null })
    .where(eq(cardOutbox.id, id));
}

/** What a school's page shows of an action it keeps: its kind, and the league's refusal if any. */
export type UnsettledCard = Pick<OutboxCard, 'kind' | 'refusal'>;

/** For a school's page: each match's newest action not accepted yet (waiting, or refused), by match key. */
export async function unsettledCards(
  db: Db,
  linkHash: string,
  year: number,
): Promise<Map<string, UnsettledCard>> {
  // Only what the page shows: a kept photo (up to 10 MB) is not read for every view.
  const rows = await db
    .select({
      matchKey: cardOutbox.matchKey,
      kind: cardOutbox.kind,
      refusal: cardOutbox.refusal,
      forwardedAt: cardOutbox.forwardedAt,
    })
    .from(cardOutbox)
    .where(and(eq(cardOutbox.linkHash, linkHash), eq(cardOutbox.year, year)))
    .orderBy(asc(cardOutbox.id));
  // Oldest first, so each match ends with its newest action; once the league has accepted that one, the
  // match shows the league's own state alone.
  const unsettled = new Map<string, UnsettledCard>();
  for (const { matchKey, kind, refusal, forwardedAt } of rows)
    if (forwardedAt) unsettled.delete(matchKey);
    else unsettled.set(matchKey, { kind, refusal });
  return unsettled;
}
