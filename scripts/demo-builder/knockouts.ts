/** Country secondary knock-outs: teams are out on their second defeat. */
import type { Division, Pairing } from '../../lib/league/bundle';
import { decideMatch } from '../../lib/league/finals';
import { playKnockoutMatch } from './games';
import { Rng } from './rng';
import { regionName } from './zones';
import { at, must } from './util';

export type KnockoutDraw = { rounds: Pairing[][]; winner: number; runnerUp: number };

/** Pairs one bracket's teams for a round; with an odd number, a team with the fewest byes so far gets one. */
function pairBracket(
  rng: Rng,
  pool: number[],
  bracket: 'main' | 'second',
  byes: Map<number, number>,
  rating: (no: number) => number,
) {
  const pairings: Pairing[] = [];
  const winners: number[] = [];
  const losers: number[] = [];
  let order = rng.shuffle(pool);
  if (order.length % 2 === 1) {
    const fewest = Math.min(...order.map((no) => byes.get(no) ?? 0));
    const bye = must(
      order.find((no) => (byes.get(no) ?? 0) === fewest),
      'bye team',
    );
    byes.set(bye, fewest + 1);
    order = order.filter((no) => no !== bye);
    pairings.push({ home: bye, away: 'bye', bracket });
    winners.push(bye);
  }
  for (let i = 0; i + 1 < order.length; i += 2) {
    const home = at(order, i);
    const away = at(order, i + 1);
    const pairing: Pairing = {
      home,
      away,
      bracket,
      result: playKnockoutMatch(rng, rating(home), rating(away)),
    };
    const { winner } = decideMatch(pairing);
    winners.push(must(winner, 'knock-out winner'));
    losers.push(winner === home ? away : home);
    pairings.push(pairing);
  }
  return { pairings, winners, losers };
}

/** A whole filled-in knock-out: the main bracket, and a second-place bracket for teams beaten once. */
export function simulateKnockout(key: string, ratings: Map<number, number>): KnockoutDraw {
  const rng = new Rng(key);
  let main = rng.shuffle([...ratings.keys()]);
  let second: number[] = [];
  const byes = new Map<number, number>();
  const rounds: Pairing[][] = [];
  const rating = (no: number) => must(ratings.get(no), `rating ${no}`);

  while (main.length > 1 || second.length > 1) {
    const pairings: Pairing[] = [];
    let mainLosers: number[] = [];
    if (main.length > 1) {
      const outcome = pairBracket(rng, main, 'main', byes, rating);
      pairings.push(...outcome.pairings);
      main = outcome.winners;
      mainLosers = outcome.losers;
    }
    if (second.length > 1 || (second.length === 1 && main.length > 1)) {
      const outcome = pairBracket(rng, second, 'second', byes, rating);
      pairings.push(...outcome.pairings);
      second = outcome.winners;
    }
    second = [...second, ...mainLosers];
    rounds.push(pairings);
    if (rounds.length > 12) throw new Error(`${key}: the knock-out does not end`);
  }
  return { rounds, winner: at(main, 0), runnerUp: at(second, 0) };
}

export function demoSchoolNames(region: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${regionName(region)} demo school ${i + 1}`);
}

/** A filled-in knock-out between the named teams, each with its own seeded rating. */
export function seededKnockout(key: string, names: string[]) {
  const ratings = new Map(names.map((_, i) => [i + 1, 1000 + new Rng(`${key}/r${i}`).int(600)] as const));
  return { ratings, draw: simulateKnockout(key, ratings) };
}

/**
 * The season still in progress: results up to round `played` (one of its matches not yet reported),
 * the next round drawn with `?` for the opponents that depend on the unreported match, later rounds
 * not drawn yet.
 */
export function partlyPlayed(rounds: Pairing[][], played: number): Pairing[][] {
  const last = at(rounds, played - 1);
  const next = rounds[played] ?? [];
  const real = (p: Pairing) => typeof p.away === 'number';
  // The unreported match is one whose teams meet known teams (not byes) next round, so the '?' shows.
  const showsNext = (p: Pairing) => {
    const teams = [p.home, p.away];
    const meetings = next.filter(
      (q) => teams.includes(q.home) || (typeof q.away === 'number' && teams.includes(q.away)),
    );
    return meetings.length > 0 && meetings.every(real);
  };
  const candidates = [
    ...last.filter((p) => real(p) && p.bracket === 'second'),
    ...last.filter((p) => real(p) && p.bracket !== 'second'),
  ];
  const unreported = candidates.find(showsNext) ?? candidates[0];
  const unknown = new Set<number>();
  if (unreported && typeof unreported.away === 'number') {
    unknown.add(unreported.home);
    unknown.add(unreported.away);
  }
  return rounds.map((pairings, r) => {
    if (r < played - 1) return pairings;
    if (r === played - 1) return pairings.map((p) => (p === unreported ? { ...p, result: null } : p));
    if (r > played) return [];
    return pairings.flatMap((p): Pairing[] => {
      let home: number | '?' = unknown.has(p.home) ? '?' : p.home;
      let away: Pairing['away'] = typeof p.away === 'number' && unknown.has(p.away) ? '?' : p.away;
      if (home === '?') {
        if (typeof away !== 'number') return [];
        [home, away] = [away, '?'];
      }
      const pairing: Pairing = { home, away, ...(p.bracket ? { bracket: p.bracket } : {}) };
      if (typeof away === 'number') pairing.result = null;
      return [pairing];
    });
  });
}

export function knockoutDivision(args: {
  region: string;
  names: string[];
  draw: Pairing[][];
  dates: string[];
  winner?: number;
  runnerUp?: number;
  notes: string[];
  source?: string;
}): Division {
  if (args.draw.length > args.dates.length) throw new Error(`${args.region}: more rounds than play-by dates`);
  const division: Division = {
    code: `${args.region}1`,
    name: `${regionName(args.region)} knock-out`,
    no: 1,
    zone: args.region,
    grade: 'country',
    teams: args.names.map((name, i) => ({ no: i + 1, name, school: name })),
    rounds: args.draw.map((pairings, r) => ({ n: r + 1, date: at(args.dates, r), play_by: true, pairings })),
  };
  if (args.winner !== undefined) division.winner = args.winner;
  if (args.runnerUp !== undefined) division.runner_up = args.runnerUp;
  division.notes = args.notes;
  if (args.source) division.source = args.source;
  return division;
}

export const SECOND_DEFEAT_NOTE =
  'Teams are out on their second defeat; teams beaten once play on in the second-place competition.';

export function demoKnockoutNote(region: string): string {
  return `Filled-in demo knock-out: no ${regionName(region)} sheet was found, so the school names are made up ('demo school') and every result is generated.`;
}
