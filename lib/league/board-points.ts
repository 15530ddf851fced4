import type { GameResult } from './bundle';

const POINTS: Record<GameResult, [number, number]> = {
  '1': [1, 0],
  '0': [0, 1],
  '½': [0.5, 0.5],
  '1F': [1, 0],
  '0F': [0, 1],
  FF: [0, 0],
  X: [0, 0],
};

/** Board points each side takes from a list of four game results. */
export function boardPoints(boards: readonly GameResult[]): { home: number; away: number } {
  return boards.reduce(
    (sum, game) => ({ home: sum.home + POINTS[game][0], away: sum.away + POINTS[game][1] }),
    { home: 0, away: 0 },
  );
}
