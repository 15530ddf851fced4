/**
 * A card action from a private address, in one transaction under the season's card lock: a repeat of an
 * idempotency key returns what the first did; otherwise the sender's right to the match and the card are
 * checked, the event stored, and a result it publishes written into the draw. Nothing refused changes anything.
 */
import type { Db } from '../client';
import type { SeasonChanges } from '../command-result';
import { insertCardEvent, eventByKey, matchEvents, type StoredCardEvent } from './cards-events';
import { readCardSeason } from './cards-season';
import { getCardPhotoYear } from './cards-photos';
import { lockSeasonCards, writeMatchResult } from './cards-publish';
import type { PrivateLink } from './cards-links';
import {
  checkCard,
  disputeError,
  refusalOfShown,
  type CardError,
  type CardInput,
} from '@/lib/league/cards/check';
import { parseMatchKey, sameMatch } from '@/lib/league/cards/match-ref';
import { linkSideOf, type CardMatch } from '@/lib/league/cards/matches';
import {
  cardState,
  oneSchoolMatch,
  type CardEventKind,
  type CardSide,
  type CardState,
} from '@/lib/league/cards/state';
import { matchResultOf } from '@/lib/league/cards/choices';
import { cardChangeText, publishedHow } from '@/lib/league/cards/card-text';
import { isNameText } from '@/lib/league/plain-text';
import { leagueToday } from '@/lib/league/today';

export type CardActionRequest = {
  /** `PA2~r7~1v8` */
  matchKey: string;
  kind: CardEventKind;
  /** One per form instance: a retry or a double tap stores one event. */
  idempotencyKey: string;
  /** report, dispute, enter, correct: the boards (with optional names and comment). */
  card?: CardInput;
  /**
   * publish: the report or dispute event whose version is published. confirm, dispute: the version the school
   * was shown; when the other school has sent another since, the answer is refused (the page shows the new one).
   */
  refEventId?: number;
  /** correct (required), rule, publish: the official's reason, kept as the event's comment. */
  reason?: string;
  photoId?: number | null;
  /** When the league received an action a relaying site sent (its send time is `now`): the days to answer count from here. */
  receivedAt?: Date;
};

export type CardActionOutcome =
  | {
      ok: true;
      event: StoredCardEvent;
      /** True when the key had been used: nothing new was stored. */
      repeated: boolean;
      state: CardState;
      /** What the site must drop from its caches (tagsOfChanges, invalidateEverywhere); empty when nothing was published. */
      changed: SeasonChanges[];
    }
  | { ok: false; errors: CardError[]; notFound?: boolean };

const refused = (message: string, field = 'match'): CardActionOutcome => ({
  ok: false,
  errors: [{ field, message }],
});
const KEY_PATTERN = /^[A-Za-z0-9:_-]{8,100}$/;

export async function sendCardAction(
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

/** Who sends an action: the address's row, and the side it takes in a match (null: not its match). */
export type Sender = { id: number; year: number; sideOf: (match: CardMatch) => CardSide | null };

/** An action from any address (a school's, an official's, a paper card's), as `sendCardAction` describes. */
export async function sendAs(
  db: Db,
  link: Sender,
  request: CardActionRequest,
  now = new Date(),
): Promise<CardActionOutcome> {
  const ref = parseMatchKey(link.year, request.matchKey);
  if (!ref) return { ...refused('There is no such match.'), notFound: true } as CardActionOutcome;
  if (!KEY_PATTERN.test(request.idempotencyKey)) return refused('The form has expired: open the page again.');
  return db.transaction(async (tx) => {
    await lockSeasonCards(tx, link.year);
    const season = await readCardSeason(tx as unknown as Db, link.year);
    const match = season?.matches.find((m) => sameMatch(m, ref));
    if (!match) return { ...refused('There is no such match.'), notFound: true } as CardActionOutcome;
    const side = link.sideOf(match);
    if (!side) return refused('This match is not one of yours.');
    const first = await eventByKey(tx, request.idempotencyKey);
    const events = await matchEvents(tx, ref);
    const today = leagueToday(now);
    if (first) {
      if (!sameMatch(first, ref) || first.linkId !== link.id)
        return refused('The form has expired: open the page again.');
      return {
        ok: true,
        event: first,
        repeated: true,
        state: cardState(events, match, today),
        changed: [],
      };
    }
    const before = cardState(events, match, today);
    const other = oneSchoolMatch(match)
      ? 'the zone scorer'
      : side === 'home'
        ? (match.awayTeam.school?.name ?? match.awayTeam.name)
        : (match.homeTeam.school?.name ?? match.homeTeam.name);
    const context = { sender: side, date: match.date, today, state: before, otherSchool: other };
    const refusal = refusalOfShown(request.kind, context, request.refEventId ?? null);
    if (refusal) return refused(refusal);
    return applyCardAction(tx, { match, side, link, request, events, before, now, today });
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StoreInput = {
  match: CardMatch;
  side: CardSide;
  link: Pick<Sender, 'id'> | null;
  request: CardActionRequest;
  events: StoredCardEvent[];
  before: CardState;
  now: Date;
  today: string;
};

/** Checks the card the action carries, stores the event, and publishes when the state became published. */
export async function applyCardAction(tx: Tx, input: StoreInput): Promise<CardActionOutcome> {
  const { match, side, request, events, now, today } = input;
  const needsCard = ['report', 'dispute', 'enter', 'correct'].includes(request.kind);
  let card = null;
  if (needsCard) {
    const checked = checkCard(request.card ?? { boards: undefined });
    if (!checked.ok) return { ok: false, errors: checked.errors };
    card = checked.card;
  }
  const { before } = input;
  const unchanged =
    card && request.kind === 'dispute' && before.state === 'reported'
      ? disputeError(before.version.boards, card.boards, card.comment)
      : null;
  if (unchanged) return { ok: false, errors: [unchanged] };
  // A corrected card keeps the photo of the version it replaces unless it brings its own.
  const keptPhoto =
    request.kind === 'report' && before.state === 'reported' && before.by === side
      ? before.version.photoId
      : null;
  const reason = request.reason?.trim() || null;
  if (reason !== null && (reason.length > 500 || !isNameText(reason)))
    return refused('The reason must be one line of plain text, at most 500 characters.', 'reason');
  if (request.kind === 'correct' && !reason) return refused('Give the reason for the correction.', 'reason');
  if (request.photoId !== undefined && request.photoId !== null) {
    const photo = await getCardPhotoYear(tx, request.photoId);
    if (photo !== match.year) return refused('The photo was not received: send it again.', 'photo');
  }
  let refEventId: number | null = null;
  if (request.kind === 'publish') {
    const version = events.find(
      (e) => e.id === request.refEventId && e.boards && (e.kind === 'report' || e.kind === 'dispute'),
    );
    if (!version) return refused('Choose which reported version to publish.', 'version');
    refEventId = version.id;
  }
  if (request.kind === 'confirm' && input.before.state === 'reported') refEventId = input.before.version.id;
  if (request.kind === 'auto-confirm' && input.before.state === 'reported')
    refEventId = input.before.version.id;
  const { event, repeated } = await insertCardEvent(tx, {
    year: match.year,
    division: match.division,
    round: match.round,
    home: match.home,
    away: match.away,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    idempotencyKey: request.idempotencyKey,
    kind: request.kind,
    side,
    linkId: input.link?.id ?? null,
    boards: card?.boards ?? null,
    players: card?.players ?? null,
    comment: reason ?? card?.comment ?? null,
    photoId: request.photoId ?? keptPhoto,
    refEventId,
    createdAt: now,
    receivedAt: request.receivedAt ?? null,
  });
  if (repeated) return { ok: true, event, repeated, state: input.before, changed: [] };
  // The draw's result is the one this event replaces: the state is the events' own.
  const ours = cardState([...events, event], { date: match.date, result: null }, today);
  const publishes = ours.state === 'published' && ours.published.event?.id === event.id;
  const state = publishes ? ours : cardState([...events, event], match, today);
  const changed: SeasonChanges[] = [];
  if (state.state === 'published' && publishes) {
    const result = matchResultOf(
      state.published.boards ? { boards: state.published.boards } : { ruled: 'late-card' },
      match.knockout,
    );
    const was = match.result ? { home: match.result.home, away: match.result.away } : null;
    const text = cardChangeText(
      { division: match.division, round: match.round, home: match.homeTeam.name, away: match.awayTeam.name },
      result,
      publishedHow(state.published, reason),
      was,
    );
    const written = await writeMatchResult(tx, match, result, text, now);
    if (written) changed.push(written);
  }
  return { ok: true, event, repeated: false, state, changed };
}
