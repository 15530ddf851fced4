/**
 * The card actions of schools and officials on one match (docs/match-cards.md), through the one result write
 * (./result-write.ts): who may act on the match, the card's own checks, the state's refusal, then one version.
 */
import type { Db } from '@/lib/db/types';
import type { SeasonChanges } from '@/lib/db/command-result';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import { getCardPhotoYear } from '@/lib/db/queries/cards-photos';
import { isIdempotencyKey } from '@/lib/league/idempotency-key';
import {
  checkCard,
  disputeError,
  refusalOfShown,
  REASON_MAX,
  type CardError,
  type CardInput,
} from '@/lib/league/cards/check';
import { matchResultOf } from '@/lib/league/cards/choices';
import { parseMatchKey } from '@/lib/league/cards/match-ref';
import { linkSideOf, type CardMatch } from '@/lib/league/cards/matches';
import { oneSchoolMatch, type CardEventKind, type CardSide, type CardState } from '@/lib/league/cards/state';
import { isNameText } from '@/lib/league/plain-text';
import { leagueToday } from '@/lib/league/today';
import { writeResult, type WriteOutcome } from './result-write';
import { queueCardNotices } from './card-notices';
import type { StoredCardEvent } from '@/lib/db/queries/result-versions';
import { EXPIRED, NO_SUCH_MATCH } from './texts';

export type CardActionRequest = {
  /** `PA2~r7~1v8` */
  matchKey: string;
  kind: CardEventKind;
  /** One per form instance: a retry or a double tap stores one version. */
  idempotencyKey: string;
  /** The newest version of the match the page showed (0: none): a write from an older view is refused. */
  seenVersion?: number;
  /** report, dispute, enter, correct: the boards (with optional names and comment). */
  card?: CardInput;
  /** publish: the report or dispute whose version is published. */
  refEventId?: number;
  /** correct (required), rule, publish, enter: the official's reason, kept as the version's comment. */
  reason?: string;
  photoId?: number | null;
  /** When the league received an action a relaying site sent (its send time is `now`): the days to answer count from here. */
  receivedAt?: Date;
};

/** Who sends an action: the address's row, and the side it takes in a match (null: not its match). */
export type Sender = { id: number; year: number; sideOf: (match: CardMatch) => CardSide | null };

export type CardActionOutcome =
  | {
      ok: true;
      event: StoredCardEvent;
      repeated: boolean;
      state: CardState;
      match: CardMatch;
      /** What the site must drop from its caches (tagsOfChanges, invalidateEverywhere); empty when nothing was published. */
      changed: SeasonChanges[];
    }
  | { ok: false; errors: CardError[]; notFound?: boolean; stale?: boolean };

const refusedWith = (message: string, field = 'match'): CardActionOutcome => ({
  ok: false,
  errors: [{ field, message }],
});

const CARD_KINDS: readonly CardEventKind[] = ['report', 'dispute', 'enter', 'correct'];

/** A school's or an official's action on a match, from its private address. Nothing refused changes anything. */
export function sendCardAction(
  db: Db,
  link: PrivateLink,
  request: CardActionRequest,
  now = new Date(),
): Promise<CardActionOutcome> {
  return sendAs(
    db,
    { id: link.id, year: link.year, sideOf: (match) => linkSideOf(link, match) },
    request,
    now,
  );
}

/** An action from any address (a school's, an official's, a paper card's), as `sendCardAction` describes. */
export async function sendAs(
  db: Db,
  link: Sender,
  request: CardActionRequest,
  now = new Date(),
): Promise<CardActionOutcome> {
  const ref = parseMatchKey(link.year, request.matchKey);
  if (!ref) return { ...refusedWith(NO_SUCH_MATCH), notFound: true } as CardActionOutcome;
  if (!isIdempotencyKey(request.idempotencyKey)) return refusedWith(EXPIRED);
  let card = null;
  if (CARD_KINDS.includes(request.kind)) {
    const checked = checkCard(request.card ?? { boards: undefined });
    if (!checked.ok) return { ok: false, errors: checked.errors };
    card = checked.card;
  }
  const reason = request.reason?.trim() || null;
  if (reason !== null && (reason.length > REASON_MAX || !isNameText(reason)))
    return refusedWith(
      `The reason must be one line of plain text, at most ${REASON_MAX} characters.`,
      'reason',
    );
  if (request.kind === 'correct' && !reason)
    return refusedWith('Give the reason for the correction.', 'reason');
  if (request.photoId !== undefined && request.photoId !== null) {
    const photo = await getCardPhotoYear(db, request.photoId);
    if (photo !== link.year) return refusedWith('The photo was not received: send it again.', 'photo');
  }
  const outcome = await writeResult(db, {
    ref,
    kind: request.kind,
    linkId: link.id,
    idempotencyKey: request.idempotencyKey,
    seenVersion: request.seenVersion,
    receivedAt: request.receivedAt ?? null,
    boards: card?.boards ?? null,
    players: card?.players ?? null,
    comment: reason ?? card?.comment ?? null,
    now,
    after: (tx, done) => queueCardNotices(tx, done, now),
    prepare: (state, match, events) => {
      const side = link.sideOf(match);
      if (!side) return { refusal: 'This match is not one of yours.' };
      const other = side === 'home' ? match.awayTeam : match.homeTeam;
      const context = {
        sender: side,
        date: match.date,
        today: leagueToday(now),
        state,
        otherSchool: oneSchoolMatch(match) ? 'the zone scorer' : (other.school?.name ?? other.name),
      };
      const refusal = refusalOfShown(request.kind, context, request.refEventId ?? null);
      if (refusal) return { refusal };
      const unchanged =
        card && request.kind === 'dispute' && state.state === 'reported'
          ? disputeError(state.version.boards, card.boards, card.comment)
          : null;
      if (unchanged) return { refusal: unchanged.message, field: unchanged.field };
      if (request.kind === 'publish') {
        const version = events.find(
          (e) => e.id === request.refEventId && e.boards && (e.kind === 'report' || e.kind === 'dispute'),
        );
        if (!version) return { refusal: 'Choose which reported version to publish.' };
      }
      const confirmed = request.kind === 'confirm' && state.state === 'reported' ? state.version.id : null;
      // A corrected card keeps the photo of the version it replaces unless it brings its own.
      const kept =
        request.kind === 'report' && state.state === 'reported' && state.by === side
          ? state.version.photoId
          : null;
      return {
        side,
        photoId: request.photoId ?? kept,
        refEventId: request.kind === 'publish' ? request.refEventId : confirmed,
        result:
          card && request.kind !== 'confirm'
            ? matchResultOf({ boards: card.boards }, match.knockout)
            : request.kind === 'rule'
              ? matchResultOf({ ruled: 'late-card' }, match.knockout)
              : null,
      };
    },
  });
  return outcomeOf(outcome);
}

export function outcomeOf(outcome: WriteOutcome): CardActionOutcome {
  if (!outcome.ok)
    return {
      ok: false,
      errors: [{ field: outcome.field ?? 'match', message: outcome.message }],
      ...(outcome.notFound ? { notFound: true } : {}),
      ...(outcome.stale ? { stale: true } : {}),
    };
  const { event, repeated, state, match, changed } = outcome;
  return { ok: true, event, repeated, state, match, changed };
}
