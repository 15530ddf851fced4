/**
 * One write to one match's result, in one small transaction (docs/architecture.md, "The write path"): the
 * match's row locked (writers of other matches do not wait), the idempotency key looked up (a retry or a double
 * tap returns the first), the version the writer saw compared with the newest (a stale write is refused with
 * what changed since), the domain's own refusal, then the new version, and, when the published result changed,
 * the division's draw, the change record, the calendar and the school lines.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import type { SeasonChanges } from '@/lib/db/command-result';
import type { MatchResult } from '@/lib/league/bundle';
import { sameMatch, type MatchRef } from '@/lib/league/cards/match-ref';
import type { CardMatch } from '@/lib/league/cards/matches';
import {
  cardState,
  newestVersion,
  type CardEventKind,
  type CardPlayers,
  type CardSide,
  type CardState,
} from '@/lib/league/cards/state';
import { cardChangeText, publishedHow } from '@/lib/league/cards/card-text';
import type { GameResult } from '@/lib/league/bundle';
import { leagueToday } from '@/lib/league/today';
import { cardMatchOf, lockLiveMatch, type Tx } from './match-rows';
import { versionByKey, versionsOfMatch, type StoredCardEvent } from '@/lib/db/queries/result-versions';
import { insertVersion } from './versions';
import { publishResult } from './publish';
import { EXPIRED, NO_SUCH_MATCH, staleText } from './texts';

/** Serialises a season's whole-season import against every other write to it (they share; an import does not). */
export async function lockSeasonWrites(tx: Tx, year: number, { whole = false } = {}): Promise<void> {
  await (whole
    ? tx.execute(sql`select pg_advisory_xact_lock(7302615, ${year})`)
    : tx.execute(sql`select pg_advisory_xact_lock_shared(7302615, ${year})`));
}

/** What the writer's rules make of the match as it is now: a refusal, or who writes and what it publishes. */
export type Prepared =
  | { refusal: string; field?: string }
  | {
      side: CardSide;
      refEventId?: number | null;
      result?: MatchResult | null;
      /** The photo the version keeps, when the writer's own is not the one (a corrected card keeps its earlier one). */
      photoId?: number | null;
      refusal?: undefined;
    };

export type ResultWrite = {
  ref: MatchRef;
  kind: CardEventKind;
  /** The private address's row that writes (null: the site itself, the command line). */
  linkId: number | null;
  idempotencyKey: string;
  /**
   * The newest version of the match the writer saw (0: none); a write made from an older view is refused and
   * told what changed. Undefined only for writers that act on the state as it is (the automatic confirmation).
   */
  seenVersion?: number;
  boards?: GameResult[] | null;
  players?: CardPlayers | null;
  /** The school's comment or the official's reason. */
  comment?: string | null;
  photoId?: number | null;
  /** When the league received a relayed card (its days to answer count from here); null for any other. */
  receivedAt?: Date | null;
  /** The domain's check, on the match as it is inside the transaction. */
  prepare: (state: CardState, match: CardMatch, events: readonly StoredCardEvent[]) => Prepared;
  /** What a new version causes besides (its messages, ./card-notices.ts), in the same transaction. */
  after?: (tx: Tx, done: WriteDone) => Promise<void>;
  now: Date;
};

export type WriteRefusal = {
  ok: false;
  message: string;
  field?: string;
  notFound?: boolean;
  /** Refused as stale: the match as it is now, to show. */
  stale?: { state: CardState; newest: StoredCardEvent };
};

export type WriteDone = {
  ok: true;
  event: StoredCardEvent;
  /** True when the key had been used: nothing new was stored. */
  repeated: boolean;
  match: CardMatch;
  before: CardState;
  state: CardState;
  /** What the published result's change touched (for the caches to drop); empty when nothing was published. */
  changed: SeasonChanges[];
};

export type WriteOutcome = WriteDone | WriteRefusal;

const refused = (message: string, extra: Partial<WriteRefusal> = {}): WriteRefusal => ({
  ok: false,
  message,
  ...extra,
});

/** The published result a state shows, for comparing two states. */
export const publishedResultOf = (state: CardState): MatchResult | null =>
  state.state === 'published' ? state.published.result : null;

const sameResult = (a: MatchResult | null, b: MatchResult | null) => JSON.stringify(a) === JSON.stringify(b);

export function writeResult(db: Db, write: ResultWrite): Promise<WriteOutcome> {
  return db.transaction((tx) => writeInTransaction(tx, write));
}

/** The same write inside a caller's transaction (the workbook writes several matches in one). */
export async function writeInTransaction(tx: Tx, write: ResultWrite): Promise<WriteOutcome> {
  await lockSeasonWrites(tx, write.ref.year);
  const row = await lockLiveMatch(tx, write.ref);
  if (!row) return refused(NO_SUCH_MATCH, { notFound: true });
  const match = cardMatchOf(row);
  const today = leagueToday(write.now);
  const events = await versionsOfMatch(tx, row.id);
  const before = cardState(events, match, today);
  const first = await versionByKey(tx, write.idempotencyKey);
  if (first) {
    if (!sameMatch(first, write.ref) || first.linkId !== write.linkId) return refused(EXPIRED);
    return { ok: true, event: first, repeated: true, match, before, state: before, changed: [] };
  }
  const newest = newestVersion(events);
  if (write.seenVersion !== undefined && write.seenVersion !== newest) {
    const latest = events.find((e) => e.id === newest)!;
    return refused(staleText(latest, match), { stale: { state: before, newest: latest } });
  }
  const prepared = write.prepare(before, match, events);
  if (prepared.refusal !== undefined) return refused(prepared.refusal, { field: prepared.field });
  const { event } = await insertVersion(tx, {
    matchId: row.id,
    idempotencyKey: write.idempotencyKey,
    kind: write.kind,
    side: prepared.side,
    linkId: write.linkId,
    boards: write.boards ?? null,
    result: prepared.result ?? null,
    players: write.players ?? null,
    comment: write.comment ?? null,
    photoId: prepared.photoId !== undefined ? prepared.photoId : (write.photoId ?? null),
    refEventId: prepared.refEventId ?? null,
    createdAt: write.now,
    receivedAt: write.receivedAt ?? null,
  });
  const state = cardState([...events, event], match, today);
  const changed: SeasonChanges[] = [];
  const now = publishedResultOf(state);
  const was = publishedResultOf(before);
  if (!sameResult(now, was)) {
    const text = changeTextOf(match, state, was, write.comment ?? null);
    const written = await publishResult(tx, write.ref, now, text, write.now);
    if (written) changed.push(written);
  }
  const done: WriteDone = { ok: true, event, repeated: false, match, before, state, changed };
  if (write.after) await write.after(tx, done);
  return done;
}

/** `PA2 round 7: Darcy Road A 2½–1½ Carlingford B, confirmed by both schools` (or how else it was published). */
function changeTextOf(match: CardMatch, state: CardState, was: MatchResult | null, reason: string | null) {
  const names = {
    division: match.division,
    round: match.round,
    home: match.homeTeam.name,
    away: match.awayTeam.name,
  };
  if (state.state !== 'published')
    return `${match.division} round ${match.round}: ${match.homeTeam.name} v ${match.awayTeam.name}, result removed`;
  return cardChangeText(
    names,
    state.published.result,
    publishedHow(state.published, reason, match.zone),
    was ? { home: was.home, away: was.away } : null,
  );
}
