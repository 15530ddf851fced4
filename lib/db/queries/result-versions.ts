/**
 * Result versions read back with the match they belong to (its draw numbers and the teams' names), per match
 * or season. They are written only by the write path (lib/writes/versions.ts).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { matches, resultVersions } from '../schema';
import { matchKey, type MatchRef } from '@/lib/league/cards/match-ref';
import type { CardEvent } from '@/lib/league/cards/state';

/** A version as stored: its match (by id, and as named then), and its key. */
export type StoredCardEvent = CardEvent &
  MatchRef & { matchId: number; homeTeam: string; awayTeam: string; idempotencyKey: string };

type Joined = { v: typeof resultVersions.$inferSelect; m: typeof matches.$inferSelect };

export function versionOf({ v, m }: Joined): StoredCardEvent {
  return {
    id: v.id,
    idempotencyKey: v.idempotencyKey,
    matchId: v.matchId,
    year: m.year,
    division: m.division,
    round: m.round,
    home: m.home,
    away: m.away,
    homeTeam: m.homeTeam,
    awayTeam: m.awayTeam,
    kind: v.kind,
    side: v.side,
    linkId: v.linkId,
    createdAt: v.createdAt,
    receivedAt: v.receivedAt,
    boards: v.boards,
    result: v.result,
    players: v.players,
    comment: v.comment,
    photoId: v.photoId,
    refEventId: v.refEventId,
  };
}

const joined = (db: Db | Tx) =>
  db
    .select({ v: resultVersions, m: matches })
    .from(resultVersions)
    .innerJoin(matches, eq(matches.id, resultVersions.matchId));

export async function versionByKey(db: Db | Tx, key: string): Promise<StoredCardEvent | null> {
  const [row] = await joined(db).where(eq(resultVersions.idempotencyKey, key));
  return row ? versionOf(row) : null;
}

/** Every version of one match row, oldest first: its audit trail. */
export async function versionsOfMatch(db: Db | Tx, matchId: number): Promise<StoredCardEvent[]> {
  const rows = await joined(db).where(eq(resultVersions.matchId, matchId)).orderBy(asc(resultVersions.id));
  return rows.map(versionOf);
}

/** Every version of the live match a key names, oldest first. */
export async function matchEvents(db: Db | Tx, ref: MatchRef): Promise<StoredCardEvent[]> {
  const rows = await joined(db)
    .where(
      and(
        eq(matches.year, ref.year),
        eq(matches.division, ref.division),
        eq(matches.round, ref.round),
        eq(matches.home, ref.home),
        eq(matches.away, ref.away),
        isNull(matches.withdrawnAt),
      ),
    )
    .orderBy(asc(resultVersions.id));
  return rows.map(versionOf);
}

/** Every version of a season's live matches (or of some of its divisions), oldest first. */
export async function seasonEvents(
  db: Db | Tx,
  year: number,
  divisionCodes?: readonly string[],
  { withdrawn = false } = {},
): Promise<StoredCardEvent[]> {
  if (divisionCodes && !divisionCodes.length) return [];
  const rows = await joined(db)
    .where(
      and(
        eq(matches.year, year),
        withdrawn ? undefined : isNull(matches.withdrawnAt),
        divisionCodes ? inArray(matches.division, [...divisionCodes]) : undefined,
      ),
    )
    .orderBy(asc(resultVersions.id));
  return rows.map(versionOf);
}

export function byMatch(events: readonly StoredCardEvent[]): Map<string, StoredCardEvent[]> {
  const grouped = new Map<string, StoredCardEvent[]>();
  for (const e of events) {
    const key = matchKey(e);
    grouped.set(key, [...(grouped.get(key) ?? []), e]);
  }
  return grouped;
}
