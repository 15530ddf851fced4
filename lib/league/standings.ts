/**
 * Round-robin standings as the league's sheets show them. A round's score is the board points of its match
 * (1F counts for the side present, 0F and unfinished X for neither, and X marks the match incomplete); the
 * `(Bye)` row scores nothing and its opponent takes the recorded 4-0. Totals add points carried from an
 * earlier phase. Equal totals share a place ('=1st', '=1st', '3rd'); a knock-out (country secondary, where
 * board points decide matches, not places) names only its winner and runner-up, once decided.
 */
import { BOARDS_PER_TEAM } from './constants';
import type { Draw, MatchResult, Team } from './bundle';
import type { GradeCode } from './constants';

/** A country secondary region's draw: a knock-out, whose teams have no places by points. */
export function isKnockout(draw: { grade?: GradeCode }): boolean {
  return draw.grade === 'country';
}

export type TeamStanding = {
  no: number;
  name: string;
  bye: boolean;
  /** One entry per round of the draw, in round order: the points taken, or null when no result. */
  roundScores: (number | null)[];
  /** Rounds in which this team's match was incomplete (unfinished games) or won on tie-break. */
  marks: ('incomplete' | 'tiebreak' | null)[];
  previous: number | null;
  total: number;
  place: string | null;
};

export type Standings = {
  teams: TeamStanding[];
  roundTotals: number[];
  totalSum: number;
  /** True once every match between two real teams has a result. */
  complete: boolean;
};

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** A game still to be adjudicated; without the games, fewer points than boards (a double forfeit or a ruling is complete). */
export function isIncomplete(result: MatchResult): boolean {
  if (result.boards) return result.boards.includes('X');
  return !result.ruled && result.home + result.away < BOARDS_PER_TEAM;
}

/** Places by total: equal totals share a place ('=1st'). Teams absent from `totals` get none. */
export function placesByTotal(totals: { no: number; total: number }[]): Map<number, string> {
  const places = new Map<number, string>();
  for (const team of totals) {
    const above = totals.filter((other) => other.total > team.total).length;
    const tied = totals.filter((other) => other.total === team.total).length > 1;
    places.set(team.no, `${tied ? '=' : ''}${ordinal(above + 1)}`);
  }
  return places;
}

export function computeStandings(
  draw: Draw & { winner?: number; runner_up?: number; grade?: GradeCode },
): Standings {
  const rounds = [...draw.rounds].sort((a, b) => a.n - b.n);
  const byNo = new Map<number, Team>(draw.teams.map((team) => [team.no, team]));
  const scores = new Map<number, (number | null)[]>(draw.teams.map((t) => [t.no, rounds.map(() => null)]));
  const marks = new Map<number, TeamStanding['marks']>(draw.teams.map((t) => [t.no, rounds.map(() => null)]));
  const roundTotals = rounds.map(() => 0);
  let complete = true;

  rounds.forEach((round, r) => {
    for (const pairing of round.pairings) {
      if (typeof pairing.away !== 'number') continue;
      const { result } = pairing;
      const realMatch = !byNo.get(pairing.home)?.bye && !byNo.get(pairing.away)?.bye;
      if (!result) {
        if (realMatch) complete = false;
        continue;
      }
      const mark = isIncomplete(result) ? 'incomplete' : result.tiebreak ? 'tiebreak' : null;
      for (const [no, points, won] of [
        [pairing.home, result.home, result.tiebreak?.winner === 'home'],
        [pairing.away, result.away, result.tiebreak?.winner === 'away'],
      ] as const) {
        const row = scores.get(no);
        if (row) row[r] = (row[r] ?? 0) + points;
        const markRow = marks.get(no);
        if (markRow && (mark === 'incomplete' || won)) markRow[r] = mark;
      }
      roundTotals[r] = (roundTotals[r] ?? 0) + result.home + result.away;
    }
  });

  const teams: TeamStanding[] = draw.teams.map((team) => {
    const roundScores = scores.get(team.no) ?? [];
    const previous = team.previous ?? null;
    const total = (previous ?? 0) + roundScores.reduce<number>((sum, s) => sum + (s ?? 0), 0);
    return {
      no: team.no,
      name: team.name,
      bye: team.bye ?? false,
      roundScores,
      marks: marks.get(team.no) ?? [],
      previous,
      total,
      place: null,
    };
  });

  if (isKnockout(draw) || draw.winner !== undefined || draw.runner_up !== undefined) {
    for (const team of teams) {
      if (team.no === draw.winner) team.place = '1st';
      if (team.no === draw.runner_up) team.place = '2nd';
    }
  } else {
    const places = placesByTotal(teams.filter((t) => !t.bye));
    for (const team of teams) team.place = places.get(team.no) ?? null;
  }

  const previousSum = teams.reduce((sum, t) => sum + (t.previous ?? 0), 0);
  return {
    teams,
    roundTotals,
    totalSum: previousSum + roundTotals.reduce((a, b) => a + b, 0),
    complete,
  };
}
