/**
 * A match's card state, a pure fold over its events (never updated or deleted): who reported, who confirmed
 * or disputed, and what was published, by whom. An official's action locks the result against the schools.
 */
import { boardPoints } from '../board-points';
import type { GameResult } from '../bundle';

export const CARD_EVENT_KINDS = [
  'report',
  'confirm',
  'dispute',
  'auto-confirm',
  'publish',
  'enter',
  'correct',
  'rule',
] as const;
export type CardEventKind = (typeof CARD_EVENT_KINDS)[number];
export const OFFICIAL_KINDS: readonly CardEventKind[] = ['publish', 'enter', 'correct', 'rule'];
/** What a school does with a match's card. */
export const SCHOOL_CARD_ACTIONS = [
  'report',
  'confirm',
  'dispute',
] as const satisfies readonly CardEventKind[];
export type SchoolCardAction = (typeof SCHOOL_CARD_ACTIONS)[number];

export const CARD_SIDES = ['home', 'away', 'scorer', 'director', 'system'] as const;
export type CardSide = (typeof CARD_SIDES)[number];
export type SchoolSide = 'home' | 'away';
export type Official = 'scorer' | 'director';

/** Players' names per board (private: officials and eligibility only); null for a board left blank. */
export type CardPlayers = { home: (string | null)[]; away: (string | null)[] };

export type CardEvent = {
  id: number;
  kind: CardEventKind;
  side: CardSide;
  /** The private link that sent it (null for the system's automatic confirmation). */
  linkId: number | null;
  createdAt: Date;
  /** When the league received a card a relaying site sent (later than `createdAt` after an outage); else null. */
  receivedAt?: Date | null;
  /** Board results from the home side (report, dispute, enter, correct). */
  boards: GameResult[] | null;
  players: CardPlayers | null;
  comment: string | null;
  photoId: number | null;
  /** The version a confirm, auto-confirm or publish acts on (a report or dispute event). */
  refEventId: number | null;
};

/** What was published and how: by both schools, automatically, by an official (then locked), or imported by the league. */
export type PublishedBy = 'both' | 'auto' | Official | 'league';
export type Published = {
  how: 'confirmed' | 'auto-confirmed' | 'published' | 'entered' | 'corrected' | 'ruled' | 'imported';
  by: PublishedBy;
  /** The board results, or null for a match ruled 0–0 (late card) or imported without its games. */
  boards: GameResult[] | null;
  /** The event that published it; null for a result the league imported. */
  event: CardEvent | null;
  /** The version it came from (the report confirmed, the version an official published). */
  version: CardEvent | null;
};

export type CardState =
  | { state: 'to-play' }
  | { state: 'result-needed' }
  /** `awaits: 'scorer'`: both teams are one school's, so no other school can confirm it; the zone's scorer publishes it. */
  | { state: 'reported'; by: SchoolSide; version: CardEvent; awaits?: 'scorer' }
  | { state: 'disputed'; report: CardEvent; dispute: CardEvent }
  | { state: 'published'; published: Published; locked: boolean };

export type CardStateName = CardState['state'];

const other = (side: SchoolSide): SchoolSide => (side === 'home' ? 'away' : 'home');
const isSchool = (side: CardSide): side is SchoolSide => side === 'home' || side === 'away';
const isOfficial = (side: CardSide): side is Official => side === 'scorer' || side === 'director';

/** A match's facts from its draw: its day, and the games of a result the league imported (null without one). */
export type DrawFacts = {
  date: string | null;
  result: { home: number; away: number; boards?: GameResult[] } | null;
  /** The teams' schools, where known (a match's facts carry them). */
  homeTeam?: { school: { slug: string } | null };
  awayTeam?: { school: { slug: string } | null };
};

/** Both teams are one school's (`Darcy Road A v Darcy Road B`). */
export function oneSchoolMatch(facts: Pick<DrawFacts, 'homeTeam' | 'awayTeam'>): boolean {
  const home = facts.homeTeam?.school?.slug;
  return home !== undefined && home === facts.awayTeam?.school?.slug;
}

/**
 * The state before any card: a result the league imported is published (and locked: the league corrects
 * it); otherwise `to-play` until the match's day has come (Sydney), then `result-needed`.
 */
export function stateWithoutCard(facts: DrawFacts, today: string): CardState {
  if (facts.result) return published('imported', 'league', facts.result.boards ?? null, null, null, true);
  return facts.date !== null && facts.date <= today ? { state: 'result-needed' } : { state: 'to-play' };
}

/** One event on a state; an event the state does not allow (a write-time check refuses it) changes nothing. */
export function applyEvent(state: CardState, event: CardEvent, versions: Map<number, CardEvent>): CardState {
  const { kind, side } = event;
  // A school reports a match without a card, or sends its own report again before the other school answers.
  const canReport =
    state.state === 'to-play' ||
    state.state === 'result-needed' ||
    (state.state === 'reported' && state.by === side);
  if (kind === 'report' && isSchool(side) && canReport)
    return { state: 'reported', by: side, version: event };
  if (kind === 'confirm' && state.state === 'reported' && side === other(state.by))
    return published('confirmed', 'both', state.version.boards, event, state.version);
  if (kind === 'dispute' && state.state === 'reported' && side === other(state.by))
    return { state: 'disputed', report: state.version, dispute: event };
  if (kind === 'auto-confirm' && state.state === 'reported' && event.refEventId === state.version.id)
    return published('auto-confirmed', 'auto', state.version.boards, event, state.version);
  if (!isOfficial(side)) return state;
  if (kind === 'publish') {
    const version = event.refEventId === null ? undefined : versions.get(event.refEventId);
    return version ? published('published', side, version.boards, event, version, true) : state;
  }
  if (kind === 'enter' || kind === 'correct')
    return event.boards
      ? published(kind === 'enter' ? 'entered' : 'corrected', side, event.boards, event, null, true)
      : state;
  if (kind === 'rule') return published('ruled', side, null, event, null, true);
  return state;
}

function published(
  how: Published['how'],
  by: PublishedBy,
  boards: GameResult[] | null,
  event: CardEvent | null,
  version: CardEvent | null,
  locked = false,
): CardState {
  return { state: 'published', published: { how, by, boards, event, version }, locked };
}

/**
 * The match's state from all its events, oldest first (by id). A result in the draw that no card published
 * is the league's (imported before or after the cards), and the league's wins.
 */
export function cardState(events: readonly CardEvent[], facts: DrawFacts, today: string): CardState {
  const sorted = [...events].sort((a, b) => a.id - b.id);
  const versions = new Map(sorted.filter((e) => e.boards).map((e) => [e.id, e]));
  let state = stateWithoutCard({ ...facts, result: null }, today);
  for (const event of sorted) {
    const next = applyEvent(state, event, versions);
    // Once an official acted, the result stays locked through later official actions.
    state =
      next.state === 'published' && state.state === 'published' && state.locked
        ? { ...next, locked: true }
        : next;
  }
  if (facts.result && !(state.state === 'published' && sameScore(state.published.boards, facts.result)))
    return stateWithoutCard(facts, today);
  return state.state === 'reported' && oneSchoolMatch(facts) ? { ...state, awaits: 'scorer' } : state;
}

function sameScore(boards: GameResult[] | null, result: { home: number; away: number }): boolean {
  const score = boards ? boardPoints(boards) : { home: 0, away: 0 };
  return score.home === result.home && score.away === result.away;
}
