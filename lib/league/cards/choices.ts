/**
 * A card's seven choices per board and what they make: the board results (from the home side), the board
 * colours of the season, the match score and, for a tied match, the league's tie-break (board 4 set aside,
 * then board 3, …: SPEC section 3).
 */
import { boardPoints } from '../board-points';
import type { GameResult, MatchResult } from '../bundle';
import { BOARDS_PER_TEAM } from '../constants';
import { boardColours } from '../draw-key';
import { formatPoints } from '../draw-layout';

/** As the card prints them; each is one board's result from the home side. */
export const CARD_CHOICES = ['1-0', '½-½', '0-1', '1F-0F', '0F-1F', '0F-0F', 'Unfinished'] as const;
export type CardChoice = (typeof CARD_CHOICES)[number];

const RESULT_OF: Record<CardChoice, GameResult> = {
  '1-0': '1',
  '½-½': '½',
  '0-1': '0',
  '1F-0F': '1F',
  '0F-1F': '0F',
  '0F-0F': 'FF',
  Unfinished: 'X',
};
const CHOICE_OF = Object.fromEntries(Object.entries(RESULT_OF).map(([c, r]) => [r, c])) as Record<
  GameResult,
  CardChoice
>;

/** What a person may type for a choice: the en dash the card shows, or `1/2` for ½. */
function normalise(text: string): string {
  return text.trim().replace(/[–—]/g, '-').replace(/1\/2/g, '½');
}

export function resultOfChoice(choice: string): GameResult | null {
  const found = normalise(choice);
  return (CARD_CHOICES as readonly string[]).includes(found) ? RESULT_OF[found as CardChoice] : null;
}

export function choiceOfResult(result: GameResult): CardChoice {
  return CHOICE_OF[result];
}

/** `1–0` as the card labels a choice (with an en dash). */
export const choiceLabel = (choice: CardChoice) => choice.replace('-', '–');

export type BoardSide = { board: number; homeColour: 'White' | 'Black' };

/** Each board with the home team's colour under the season's rule; null when the season does not say. */
export function cardBoards(homeWhiteBoards: readonly number[]): BoardSide[] {
  const colours = boardColours(homeWhiteBoards);
  return Array.from({ length: BOARDS_PER_TEAM }, (_, i) => ({
    board: i + 1,
    homeColour: colours && colours.white.includes(i + 1) ? 'White' : 'Black',
  }));
}

export type TieBreak = { winner: 'home' | 'away'; boards: number; home: number; away: number } | null;

/** A tied match goes to the side ahead once board 4, then 3, … are set aside; null when not tied or tied to the end. */
export function tieBreakOf(boards: readonly GameResult[]): TieBreak {
  const all = boardPoints(boards);
  if (all.home !== all.away) return null;
  for (let kept = boards.length - 1; kept >= 1; kept--) {
    const rest = boardPoints(boards.slice(0, kept));
    if (rest.home !== rest.away)
      return { winner: rest.home > rest.away ? 'home' : 'away', boards: kept, ...rest };
  }
  return null;
}

/** The score and tie-break a card shows before it is sent: `2½–1½`, or `2–2, Darcy Road A on boards 1 to 3`. */
export function cardScore(boards: readonly GameResult[]): {
  home: number;
  away: number;
  text: string;
  tiebreak: TieBreak;
} {
  const { home, away } = boardPoints(boards);
  return { home, away, text: `${formatPoints(home)}–${formatPoints(away)}`, tiebreak: tieBreakOf(boards) };
}

/**
 * The result a card publishes into the draw. The tie-break decides a knock-out (country secondary); a round
 * robin's tied match is shared, as the league's sheets show it.
 */
export function matchResultOf(
  card: { boards: readonly GameResult[] } | { ruled: 'late-card' },
  knockout: boolean,
): MatchResult {
  if ('ruled' in card) return { home: 0, away: 0, ruled: card.ruled };
  const { home, away } = boardPoints(card.boards);
  const tie = knockout ? tieBreakOf(card.boards) : null;
  return {
    home,
    away,
    boards: [...card.boards],
    ...(tie ? { tiebreak: { winner: tie.winner } } : {}),
  };
}
