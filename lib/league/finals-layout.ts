/**
 * A finals grid laid out as a bracket: one column per step, each pairing with its two sides and
 * their scores out of 8 as the league prints them (a tie decided on tie-break reads `4(11)#` for the
 * winner, `4(9)` for the other side), and each team's route (every pairing it plays in).
 */
import type { FinalsGrid, FinalsMatch } from './bundle';
import { decideMatch, gridWinner } from './finals';
import { formatPoints } from './draw-layout';
import { DRAW_MARKS } from './draw-key';

export type BracketSide = {
  /** The entrant's number, or null for a bye or an opponent not yet known. */
  no: number | null;
  label: string;
  kind: 'team' | 'bye' | 'unknown';
  score: string;
  winner: boolean;
  wonOnTiebreak: boolean;
};

export type BracketMatch = { id: string; sides: [BracketSide, BracketSide]; played: boolean };
export type BracketColumn = { name: string; date: string | null; matches: BracketMatch[] };
export type BracketLayout = {
  columns: BracketColumn[];
  winner: { no: number; name: string } | null;
  /** Each entrant's pairings, by match id, in step order. */
  routes: Record<number, string[]>;
  anyTiebreak: boolean;
};

/** One side's score: `5½`, `4(11)#` (won on tie-break), `4(9)`; empty while unplayed. */
export function finalsScore(match: FinalsMatch, which: 'home' | 'away'): string {
  const { result } = match;
  if (!result || typeof match.away !== 'number') return '';
  const tiebreak = result.tiebreak;
  const tb = tiebreak?.[which];
  return `${formatPoints(result[which])}${tb !== undefined ? `(${tb})` : ''}${tiebreak?.winner === which ? DRAW_MARKS.tiebreak : ''}`;
}

export function bracketLayout(grid: Pick<FinalsGrid, 'entrants' | 'steps'>): BracketLayout {
  const names = new Map(grid.entrants.map((e) => [e.no, e.name]));
  const routes: Record<number, string[]> = {};
  let anyTiebreak = false;
  const columns = grid.steps.map((step, s) => ({
    name: step.name,
    date: step.date,
    matches: step.matches.map((match, m): BracketMatch => {
      const id = `s${s + 1}m${m + 1}`;
      const { winner } = decideMatch(match);
      const side = (which: 'home' | 'away'): BracketSide => {
        const no = match[which];
        if (no === 'bye')
          return { no: null, label: 'Bye', kind: 'bye', score: '', winner: false, wonOnTiebreak: false };
        if (no === '?')
          return {
            no: null,
            label: 'To be decided',
            kind: 'unknown',
            score: '',
            winner: false,
            wonOnTiebreak: false,
          };
        (routes[no] ??= []).push(id);
        const wonOnTiebreak = match.result?.tiebreak?.winner === which;
        if (wonOnTiebreak) anyTiebreak = true;
        return {
          no,
          label: names.get(no) ?? `Team ${no}`,
          kind: 'team',
          score: finalsScore(match, which),
          winner: winner === no,
          wonOnTiebreak,
        };
      };
      return { id, sides: [side('home'), side('away')], played: Boolean(match.result) };
    }),
  }));
  const won = gridWinner(grid);
  return {
    columns,
    winner: won === null ? null : { no: won, name: names.get(won) ?? `Team ${won}` },
    routes,
    anyTiebreak,
  };
}
