/** Finals grids: who won each pairing and who advances (SPEC sections 3 and 9). */
import type { FinalsGrid, FinalsMatch } from './bundle';

/**
 * The winner of a finals pairing: the higher score out of 8; a tied pairing is decided by its
 * tie-break (printed by the league as `4(11)#`); a bye advances the team drawn against it.
 * `winner` is null while the pairing is unplayed or undecided.
 */
export function decideMatch(match: FinalsMatch): { winner: number | null } {
  if (match.away === 'bye') return { winner: match.home };
  const { result } = match;
  if (!result || typeof match.away !== 'number') return { winner: null };
  if (result.home > result.away) return { winner: match.home };
  if (result.away > result.home) return { winner: match.away };
  if (result.tiebreak) return { winner: result.tiebreak.winner === 'home' ? match.home : match.away };
  return { winner: null };
}

/** The grid's overall winner: the winner of the last step's only pairing, once decided. */
export function gridWinner(grid: Pick<FinalsGrid, 'steps'>): number | null {
  const last = grid.steps[grid.steps.length - 1];
  if (!last || last.matches.length !== 1) return null;
  return decideMatch(last.matches[0]!).winner;
}

/** How many steps have at least one decided pairing (the contract's `max_step`). */
export function playedSteps(grid: Pick<FinalsGrid, 'steps'>): number {
  return grid.steps.filter((step) => step.matches.some((m) => m.result)).length;
}
