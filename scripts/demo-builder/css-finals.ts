/** The country secondary finals: a round robin among the region winners. */
import type { RoundRobinFinals } from '../../lib/league/bundle';
import { playMatch } from './games';
import { Rng } from './rng';
import { at } from './util';

/** A round-robin schedule by the circle method, alternating who is home. */
function circleSchedule(count: number): [number, number][][] {
  let order = Array.from({ length: count }, (_, i) => i + 1);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < count - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < count / 2; i++) {
      const a = at(order, i);
      const b = at(order, count - 1 - i);
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    order = [at(order, 0), at(order, count - 1), ...order.slice(1, count - 1)];
  }
  return rounds;
}

export function roundRobinFinals(
  key: string,
  winners: { name: string; rating: number }[],
  dates: string[],
  notes: string[],
): RoundRobinFinals {
  const rng = new Rng(key);
  const rating = (no: number) => at(winners, no - 1).rating;
  return {
    teams: winners.map((w, i) => ({ no: i + 1, name: w.name })),
    rounds: circleSchedule(winners.length).map((pairs, r) => ({
      n: r + 1,
      date: at(dates, r),
      play_by: true,
      pairings: pairs.map(([home, away]) => ({
        home,
        away,
        result: playMatch(rng, rating(home), rating(away)),
      })),
    })),
    notes,
  };
}
