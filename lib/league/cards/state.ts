/**
 * A match's state, a pure fold over its result versions (never updated or deleted): who reported, who
 * confirmed or disputed, and what was published, by whom. Every writer adds versions: the schools' cards,
 * the officials' actions, the zone workbook and the league's import. An official's action, a workbook or an
 * import locks the result against the schools. The published result is the newest published version.
 */
import type { GameResult, MatchResult } from '../bundle';
import { matchResultOf } from './choices';

export const CARD_EVENT_KINDS = [
  'report',
  'confirm',
  'dispute',
  'auto-confirm',
  'publish',
  'enter',
  'correct',
  'rule',
  'workbook',
  'import',
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

/** Who wrote a version: a school, an official, the site itself (automatic confirmation), or the league (its import, its command line). */
export const CARD_SIDES = ['home', 'away', 'scorer', 'director', 'system', 'league'] as const;
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
  /** Board results from the home side (report, dispute, enter, correct; an import's when it has them). */
  boards: GameResult[] | null;
  /**
   * The result this version would publish (report, dispute, enter, correct, rule, workbook, import); null for
   * an action on another version (confirm, publish), or for a workbook or import that removes the result.
   */
  result: MatchResult | null;
  players: CardPlayers | null;
  comment: string | null;
  photoId: number | null;
  /** The version a confirm, auto-confirm or publish acts on (a report or dispute event). */
  refEventId: number | null;
};

/** What was published and how: by both schools, automatically, by an official (then locked), or by the league. */
export type PublishedBy = 'both' | 'auto' | Official | 'league';
export type Published = {
  how:
    | 'confirmed'
    | 'auto-confirmed'
    | 'published'
    | 'entered'
    | 'corrected'
    | 'ruled'
    | 'workbook'
    | 'imported';
  by: PublishedBy;
  /** The board results, or null for a match ruled 0–0 (late card) or posted without its games. */
  boards: GameResult[] | null;
  /** The match's result as the draw shows it: the score, the boards when known, a tie-break, a ruling. */
  result: MatchResult;
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

/** A match's facts from its draw: its day, and whether it is a knock-out (a tie is decided by the tie-break). */
export type DrawFacts = {
  date: string | null;
  knockout?: boolean;
  /** The teams' schools, where known (a match's facts carry them). */
  homeTeam?: { school: { slug: string } | null };
  awayTeam?: { school: { slug: string } | null };
};

/** Both teams are one school's (`Darcy Road A v Darcy Road B`). */
export function oneSchoolMatch(facts: Pick<DrawFacts, 'homeTeam' | 'awayTeam'>): boolean {
  const home = facts.homeTeam?.school?.slug;
  return home !== undefined && home === facts.awayTeam?.school?.slug;
}

/** The state before any version: `to-play` until the match's day has come (Sydney), then `result-needed`. */
export function stateWithoutCard(facts: DrawFacts, today: string): CardState {
  return facts.date !== null && facts.date <= today ? { state: 'result-needed' } : { state: 'to-play' };
}

/** The result a version publishes; versions stored before results were kept carry only their boards. */
export function resultOfVersion(version: CardEvent, knockout: boolean): MatchResult | null {
  if (version.result) return version.result;
  if (version.kind === 'rule') return matchResultOf({ ruled: 'late-card' }, knockout);
  return version.boards ? matchResultOf({ boards: version.boards }, knockout) : null;
}

type Fold = {
  versions: Map<number, CardEvent>;
  /** The state without any version: what a workbook or an import that removes the result goes back to. */
  unpublished: CardState;
  knockout: boolean;
};

/** One version on a state; a version the state does not allow (a write-time check refuses it) changes nothing. */
export function applyEvent(state: CardState, event: CardEvent, fold: Fold): CardState {
  const { kind, side } = event;
  const publish = (
    how: Published['how'],
    by: PublishedBy,
    from: CardEvent,
    version: CardEvent | null,
    locked = false,
  ) => {
    const result = resultOfVersion(from, fold.knockout);
    return result ? published(how, by, from.boards, result, event, version, locked) : fold.unpublished;
  };
  // A school reports a match without a card, or sends its own report again before the other school answers.
  const canReport =
    state.state === 'to-play' ||
    state.state === 'result-needed' ||
    (state.state === 'reported' && state.by === side);
  if (kind === 'report' && isSchool(side) && canReport)
    return { state: 'reported', by: side, version: event };
  if (kind === 'confirm' && state.state === 'reported' && side === other(state.by))
    return publish('confirmed', 'both', state.version, state.version);
  if (kind === 'dispute' && state.state === 'reported' && side === other(state.by))
    return { state: 'disputed', report: state.version, dispute: event };
  if (kind === 'auto-confirm' && state.state === 'reported' && event.refEventId === state.version.id)
    return publish('auto-confirmed', 'auto', state.version, state.version);
  // The league's import and workbooks run from the command line: they post or correct whatever the state.
  if (kind === 'import' && side === 'league') return publish('imported', 'league', event, null, true);
  if (kind === 'workbook' && (isOfficial(side) || side === 'league'))
    return publish('workbook', side, event, null, true);
  if (!isOfficial(side)) return state;
  if (kind === 'publish') {
    const version = event.refEventId === null ? undefined : fold.versions.get(event.refEventId);
    return version ? publish('published', side, version, version, true) : state;
  }
  if (kind === 'enter' || kind === 'correct')
    return event.boards
      ? publish(kind === 'enter' ? 'entered' : 'corrected', side, event, null, true)
      : state;
  if (kind === 'rule') return publish('ruled', side, event, null, true);
  return state;
}

function published(
  how: Published['how'],
  by: PublishedBy,
  boards: GameResult[] | null,
  result: MatchResult,
  event: CardEvent | null,
  version: CardEvent | null,
  locked = false,
): CardState {
  return { state: 'published', published: { how, by, boards, result, event, version }, locked };
}

/** The match's state from all its versions, oldest first (by id): the published result is the newest published. */
export function cardState(events: readonly CardEvent[], facts: DrawFacts, today: string): CardState {
  const sorted = [...events].sort((a, b) => a.id - b.id);
  const unpublished = stateWithoutCard(facts, today);
  const fold: Fold = {
    versions: new Map(sorted.filter((e) => e.boards || e.result).map((e) => [e.id, e])),
    unpublished,
    knockout: facts.knockout ?? false,
  };
  let state = unpublished;
  for (const event of sorted) {
    const next = applyEvent(state, event, fold);
    // Once an official acted, the result stays locked through later official actions.
    state =
      next.state === 'published' && state.state === 'published' && state.locked
        ? { ...next, locked: true }
        : next;
  }
  return state.state === 'reported' && oneSchoolMatch(facts) ? { ...state, awaits: 'scorer' } : state;
}

/** The newest version of a match: what a writer names as the version it saw (0 for a match with none). */
export function newestVersion(events: readonly CardEvent[]): number {
  return events.reduce((newest, e) => Math.max(newest, e.id), 0);
}
