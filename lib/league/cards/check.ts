/**
 * A card as sent, checked before anything is stored: exactly four boards, each one of the card's choices;
 * players' names and the comment plain text within limits. And whether the sender may act on the match at
 * all: its own school's match, already played, not yet published. Each refusal is a sentence for the page.
 */
import type { GameResult } from '../bundle';
import { BOARDS_PER_TEAM } from '../constants';
import { isNameText, isPlainText, NAME_TEXT_MESSAGE, PLAIN_TEXT_MESSAGE } from '../plain-text';
import { CARD_CHOICES, resultOfChoice } from './choices';
import { OFFICIAL_KINDS, type CardEventKind, type CardPlayers, type CardSide, type CardState } from './state';

export const PLAYER_NAME_MAX = 100;
export const COMMENT_MAX = 2000;
/** An official's reason for a correction, a ruling or a published version: one line. */
export const REASON_MAX = 500;

/** What a form sends: the boards' choices, optionally players' names per board and a comment. */
export type CardInput = {
  boards: unknown;
  players?: { home?: unknown; away?: unknown } | null;
  comment?: unknown;
};

export type CheckedCard = { boards: GameResult[]; players: CardPlayers | null; comment: string | null };
/** `field` is `boards`, `board-2`, `players-home-3`, `comment`, or `match` for the page as a whole. */
export type CardError = { field: string; message: string };
export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errors: CardError[] };

const CHOICES_TEXT = CARD_CHOICES.join(', ');

function names(list: unknown, side: 'home' | 'away', errors: CardError[]): (string | null)[] {
  if (list === undefined || list === null) return Array(BOARDS_PER_TEAM).fill(null);
  if (!Array.isArray(list) || list.length > BOARDS_PER_TEAM) {
    errors.push({
      field: `players-${side}`,
      message: `Give at most ${BOARDS_PER_TEAM} ${side} players' names.`,
    });
    return [];
  }
  return Array.from({ length: BOARDS_PER_TEAM }, (_, i) => {
    const value: unknown = list[i];
    if (value === undefined || value === null) return null;
    const field = `players-${side}-${i + 1}`;
    const label = `Board ${i + 1} ${side} player's name`;
    if (typeof value !== 'string') errors.push({ field, message: `${label} must be text.` });
    else if (value.trim().length > PLAYER_NAME_MAX)
      errors.push({ field, message: `${label} must be at most ${PLAYER_NAME_MAX} characters.` });
    else if (!isNameText(value)) errors.push({ field, message: `${label} ${NAME_TEXT_MESSAGE}.` });
    else return value.trim() || null;
    return null;
  });
}

export function checkCard(input: CardInput): CardCheck {
  const errors: CardError[] = [];
  const boards: GameResult[] = [];
  if (!Array.isArray(input.boards) || input.boards.length !== BOARDS_PER_TEAM) {
    errors.push({
      field: 'boards',
      message: `A card has exactly ${BOARDS_PER_TEAM} boards, each with a result.`,
    });
  } else {
    input.boards.forEach((choice: unknown, i) => {
      const result = typeof choice === 'string' ? resultOfChoice(choice) : null;
      if (result) boards.push(result);
      else
        errors.push({
          field: `board-${i + 1}`,
          message: `Board ${i + 1}: choose one of ${CHOICES_TEXT}.`,
        });
    });
  }
  const home = names(input.players?.home, 'home', errors);
  const away = names(input.players?.away, 'away', errors);
  let comment: string | null = null;
  if (input.comment !== undefined && input.comment !== null) {
    if (typeof input.comment !== 'string')
      errors.push({ field: 'comment', message: 'The comment must be text.' });
    else if (input.comment.length > COMMENT_MAX)
      errors.push({ field: 'comment', message: `The comment must be at most ${COMMENT_MAX} characters.` });
    else if (!isPlainText(input.comment))
      errors.push({ field: 'comment', message: `The comment ${PLAIN_TEXT_MESSAGE}.` });
    else comment = input.comment.trim() || null;
  }
  if (errors.length) return { ok: false, errors };
  const named = [...home, ...away].some((n) => n !== null);
  return { ok: true, card: { boards, players: named ? { home, away } : null, comment } };
}

export const DISPUTE_UNCHANGED =
  'Your version has the same boards as the reported card: change the boards that are wrong, or say in the comment what is wrong with it.';

/**
 * A dispute stops the match until an official acts, so it must say something the reported card does not:
 * at least one other board result, or a comment. Null when it does.
 */
export function disputeError(
  reported: readonly GameResult[] | null,
  boards: readonly GameResult[],
  comment: string | null,
): CardError | null {
  if (comment?.trim() || !reported || reported.length !== boards.length) return null;
  return reported.every((result, i) => boards[i] === result)
    ? { field: 'boards', message: DISPUTE_UNCHANGED }
    : null;
}

/** The match as the sender sees it: which side the sender's school is (null: not its match), the date, the state. */
export type ActionContext = {
  sender: CardSide;
  date: string | null;
  today: string;
  state: CardState;
  otherSchool: string;
};

/** Why the sender may not do `kind` on this match now, or null when it may. */
export function refusalOf(kind: CardEventKind, context: ActionContext): string | null {
  const { sender, state, otherSchool } = context;
  const official = sender === 'scorer' || sender === 'director';
  if (official) {
    if (kind === 'publish' && state.state !== 'reported' && state.state !== 'disputed')
      return 'There is no reported result of this match to publish.';
    if (kind === 'correct' && state.state !== 'published')
      return 'Only a published result can be corrected; enter the result instead.';
    if ((kind === 'enter' || kind === 'rule') && state.state === 'published')
      return 'This result is already published: correct it instead, with a reason.';
    if (!OFFICIAL_KINDS.includes(kind)) return 'Officials publish, enter, correct or rule.';
    if (context.date === null || context.date > context.today) return 'This match has not been played yet.';
    return null;
  }
  if (sender !== 'home' && sender !== 'away') return 'Only the two schools of a match send its card.';
  if (state.state === 'published')
    return state.locked
      ? 'The league has settled this result; ask the zone scorer to correct it.'
      : 'This result is already published; ask the zone scorer to correct it.';
  if (context.date === null || context.date > context.today)
    return 'This match has not been played yet: its result can be entered from the day of the match.';
  if (state.state === 'disputed') return 'This result is disputed: the zone scorer will settle it.';
  if (kind === 'report') {
    if (state.state === 'reported' && state.by !== sender)
      return `${otherSchool} has reported this match: confirm its result or dispute it.`;
    return null;
  }
  if (kind === 'confirm' || kind === 'dispute') {
    if (state.state !== 'reported') return 'There is no reported result to confirm or dispute yet.';
    if (state.by === sender) return `Your result waits for ${otherSchool} to confirm it.`;
    return null;
  }
  return 'Schools report, confirm or dispute a result.';
}

/**
 * Why a school's answer to the version it was shown (`shown`, its event id) is refused now: the state's
 * refusal, or a newer version the other school sent since the page was opened.
 */
export function refusalOfShown(
  kind: CardEventKind,
  context: ActionContext,
  shown: number | null,
): string | null {
  const refusal = refusalOf(kind, context);
  if (refusal) return refusal;
  const { state } = context;
  if (
    (kind === 'confirm' || kind === 'dispute') &&
    shown !== null &&
    state.state === 'reported' &&
    state.version.id !== shown
  )
    return `${context.otherSchool} has changed its result since you opened the page: check it again.`;
  return null;
}
