/** Card events in the store: written once by idempotency key (a repeat returns the first), read per match or season. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { cardEvents } from '../schema';
import { matchKey, type MatchRef } from '@/lib/league/cards/match-ref';
import type { CardEvent } from '@/lib/league/cards/state';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An event as stored: the match it belongs to, the teams' names then, and its key. */
export type StoredCardEvent = CardEvent &
  MatchRef & { homeTeam: string; awayTeam: string; idempotencyKey: string };

export type NewCardEvent = Omit<StoredCardEvent, 'id' | 'createdAt'> & { createdAt?: Date };

export function eventOf(row: typeof cardEvents.$inferSelect): StoredCardEvent {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    year: row.year,
    division: row.division,
    round: row.round,
    home: row.home,
    away: row.away,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    kind: row.kind,
    side: row.side,
    linkId: row.linkId,
    createdAt: row.createdAt,
    receivedAt: row.receivedAt,
    boards: row.boards,
    players: row.players,
    comment: row.comment,
    photoId: row.photoId,
    refEventId: row.refEventId,
  };
}

export async function eventByKey(db: Db | Tx, key: string): Promise<StoredCardEvent | null> {
  const [row] = await db.select().from(cardEvents).where(eq(cardEvents.idempotencyKey, key));
  return row ? eventOf(row) : null;
}

/** Stores an event once: a second write with the same key stores nothing and returns the first. */
export async function insertCardEvent(
  db: Db | Tx,
  event: NewCardEvent,
): Promise<{ event: StoredCardEvent; repeated: boolean }> {
  const [row] = await db.insert(cardEvents).values(event).onConflictDoNothing().returning();
  if (row) return { event: eventOf(row), repeated: false };
  const first = await eventByKey(db, event.idempotencyKey);
  if (!first) throw new Error('A card event was neither stored nor found by its key.');
  return { event: first, repeated: true };
}

const matchIs = (ref: MatchRef) =>
  and(
    eq(cardEvents.year, ref.year),
    eq(cardEvents.division, ref.division),
    eq(cardEvents.round, ref.round),
    eq(cardEvents.home, ref.home),
    eq(cardEvents.away, ref.away),
  );

/** Every event of one match, oldest first: its audit trail. */
export async function matchEvents(db: Db | Tx, ref: MatchRef): Promise<StoredCardEvent[]> {
  const rows = await db.select().from(cardEvents).where(matchIs(ref)).orderBy(asc(cardEvents.id));
  return rows.map(eventOf);
}

/** Every event of a season (or of some of its divisions), oldest first. */
export async function seasonEvents(
  db: Db | Tx,
  year: number,
  divisionCodes?: readonly string[],
): Promise<StoredCardEvent[]> {
  if (divisionCodes && !divisionCodes.length) return [];
  const rows = await db
    .select()
    .from(cardEvents)
    .where(
      divisionCodes
        ? and(eq(cardEvents.year, year), inArray(cardEvents.division, [...divisionCodes]))
        : eq(cardEvents.year, year),
    )
    .orderBy(asc(cardEvents.id));
  return rows.map(eventOf);
}

export function byMatch(events: readonly StoredCardEvent[]): Map<string, StoredCardEvent[]> {
  const grouped = new Map<string, StoredCardEvent[]>();
  for (const e of events) {
    const key = matchKey(e);
    grouped.set(key, [...(grouped.get(key) ?? []), e]);
  }
  return grouped;
}
