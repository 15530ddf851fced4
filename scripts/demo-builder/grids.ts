/** Filled-in knock-out finals grids: the league's bracket shapes, played with generated pairings. */
import type { FinalsEntrant, FinalsGrid, FinalsMatch, FinalsStep } from '../../lib/league/bundle';
import { type Competition, type FinalsStage, type GradeCode } from '../../lib/league/constants';
import { decideMatch, gridWinner } from '../../lib/league/finals';
import type { Entry } from './divisions';
import { playFinalsPairing } from './games';
import { Rng } from './rng';
import { at, must } from './util';

/** An entrant number, a bye, an unknown team, or `Wi`: the winner of match i of the step before. */
type Ref = number | 'bye' | '?' | `W${number}`;
type StepShape = { name: string; pairs: [Ref, Ref][] };
export type StepPlan = StepShape & { date: string | null };
export type GridTeam = Entry & { from: string; notes?: string[] };

/** The league's knock-out shapes by number of entrants. */
const BRACKETS: Record<number, StepShape[]> = {
  2: [{ name: 'Final', pairs: [[1, 2]] }],
  3: [
    {
      name: 'Semi',
      pairs: [
        [1, 'bye'],
        [2, 3],
      ],
    },
    { name: 'Final', pairs: [['W0', 'W1']] },
  ],
  4: [
    {
      name: 'Semi',
      pairs: [
        [1, 3],
        [4, 2],
      ],
    },
    { name: 'Final', pairs: [['W1', 'W0']] },
  ],
  6: [
    {
      name: 'Quarter',
      pairs: [
        [6, 1],
        [4, 5],
        [2, 3],
      ],
    },
    {
      name: 'Semi',
      pairs: [
        ['W0', 'W2'],
        ['W1', 'bye'],
      ],
    },
    { name: 'Final', pairs: [['W1', 'W0']] },
  ],
};

export function bracket(count: number, dates: (string | null)[]): StepPlan[] {
  const shape = must(BRACKETS[count], `a bracket for ${count} entrants`);
  return shape.map((step, i) => ({ ...step, date: dates[i] ?? null }));
}

export type GridArgs = {
  key: string;
  competition: Competition;
  grade: GradeCode;
  stage: FinalsStage;
  value: string;
  division?: string;
  teams: GridTeam[];
  steps: StepPlan[];
  /** Steps with results; later steps are still to be played. All by default. */
  played?: number;
  /** School that must win the grid. */
  champion?: string;
  notes: string[];
};

function entrantsOf(teams: GridTeam[]): FinalsEntrant[] {
  return teams.map((t, i) => ({
    no: i + 1,
    name: t.name,
    from: t.from,
    ...(t.notes ? { notes: t.notes } : {}),
  }));
}

/** Plays the steps in order; each step's `Wi` refers to the winners lib/league decides in the one before. */
function playSteps(args: GridArgs, rng: Rng): FinalsStep[] {
  let previous: FinalsMatch[] = [];
  return args.steps.map((plan, s) => {
    const resolve = (ref: Ref): number | 'bye' | '?' => {
      if (typeof ref !== 'string' || !ref.startsWith('W')) return ref as number | 'bye' | '?';
      return decideMatch(at(previous, Number(ref.slice(1)))).winner ?? '?';
    };
    const matches = plan.pairs.map(([homeRef, awayRef]): FinalsMatch => {
      let home = resolve(homeRef);
      let away = resolve(awayRef);
      if (home === '?' && typeof away === 'number') [home, away] = [away, home];
      if (typeof home !== 'number') throw new Error(`${args.key}: a match needs a known home team`);
      if (away === 'bye') return { home, away };
      if (away === '?' || s >= (args.played ?? args.steps.length)) return { home, away, result: null };
      const h = at(args.teams, home - 1);
      const a = at(args.teams, away - 1);
      return { home, away, result: playFinalsPairing(rng, h.rating, a.rating) };
    });
    previous = matches;
    return { name: plan.name, date: plan.date, matches };
  });
}

/** Draws again (new seed) until the wanted champion wins. */
export function knockoutGrid(args: GridArgs): { grid: FinalsGrid; winner: GridTeam | null } {
  if (args.champion && !args.teams.some((t) => t.school === args.champion))
    throw new Error(`${args.key}: ${args.champion} is not an entrant`);
  for (let attempt = 0; attempt < 2000; attempt++) {
    const steps = playSteps(args, new Rng(`${args.key}/${attempt}`));
    const last = gridWinner({ steps });
    const winner = last === null ? null : at(args.teams, last - 1);
    if (args.champion && winner?.school !== args.champion) continue;
    const grid: FinalsGrid = {
      competition: args.competition,
      grade: args.grade,
      stage: args.stage,
      value: args.value,
      ...(args.division ? { division: args.division } : {}),
      entrants: entrantsOf(args.teams),
      steps,
      notes: args.notes,
    };
    return { grid, winner };
  }
  throw new Error(`${args.key}: no grid met the conditions`);
}
