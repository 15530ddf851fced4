/** Generated games and matches, scored with lib/league's board points and tie-break weights. */
import { boardPoints, type FinalsMatch, type GameResult, type MatchResult } from '../../lib/league/bundle';
import { BOARDS_PER_TEAM, FINALS_PAIRING_POINTS, TIE_BREAK_WEIGHTS } from '../../lib/league/constants';
import { tieBreakOf } from '../../lib/league/cards/choices';
import type { Rng } from './rng';
import { at } from './util';

export type FinalsResult = NonNullable<FinalsMatch['result']>;

/** One game between teams of the given ratings (Elo expectation, 14% draws). */
export function playGame(rng: Rng, home: number, away: number): GameResult {
  const expected = 1 / (1 + 10 ** ((away - home) / 400));
  const draw = 0.14;
  const u = rng.next();
  if (u < expected - draw / 2) return '1';
  if (u < expected + draw / 2) return '½';
  return '0';
}

export function playBoards(rng: Rng, home: number, away: number, games = BOARDS_PER_TEAM): GameResult[] {
  return Array.from({ length: games }, () => playGame(rng, home, away));
}

/** A match of four boards, no tie-break. */
export function playMatch(rng: Rng, home: number, away: number): MatchResult {
  const points = boardPoints(playBoards(rng, home, away));
  return { home: points.home, away: points.away };
}

/** Board-weighted points of one side (4, 3, 2, 1 for boards 1 to 4, repeating for the return match). */
function weighted(games: GameResult[], side: 'home' | 'away'): number {
  return games.reduce(
    (sum, g, i) => sum + at(TIE_BREAK_WEIGHTS, i % BOARDS_PER_TEAM) * boardPoints([g])[side],
    0,
  );
}

/**
 * A finals pairing: a double match with colours reversed, 8 games. A tie is decided by board-weighted points, printed in brackets on the sheets (4(11) v 4(9)); a tie
 * there too is replayed, since the sheets show no further rule.
 */
export function playFinalsPairing(rng: Rng, home: number, away: number): FinalsResult {
  for (;;) {
    const results = playBoards(rng, home, away, FINALS_PAIRING_POINTS);
    const { home: h, away: a } = boardPoints(results);
    if (h !== a) return { home: h, away: a };
    const tbHome = weighted(results, 'home');
    const tbAway = weighted(results, 'away');
    if (tbHome !== tbAway)
      return {
        home: h,
        away: a,
        tiebreak: { home: tbHome, away: tbAway, winner: tbHome > tbAway ? 'home' : 'away' },
      };
  }
}

/** A country secondary knock-out match: a 2-2 tie goes to the side ahead once board 4, then 3, … are set aside. */
export function playKnockoutMatch(rng: Rng, home: number, away: number): MatchResult {
  for (;;) {
    const boards = playBoards(rng, home, away);
    const points = boardPoints(boards);
    if (points.home !== points.away) return { home: points.home, away: points.away };
    const tie = tieBreakOf(boards);
    if (tie) return { home: 2, away: 2, tiebreak: { winner: tie.winner } };
  }
}
