/** A real country secondary knock-out sheet, with fills for the matches whose scores were cut off. */
import type { MatchResult, Pairing } from '../../lib/league/bundle';
import { BOARDS_PER_TEAM } from '../../lib/league/constants';
import { decideMatch } from '../../lib/league/finals';
import type { FactCssSheet } from './facts';
import { Rng } from './rng';
import { must, parseVersus } from './util';

export type SheetPlan = {
  /** Names for team numbers the excerpt does not reach. */
  missingNames: Record<number, string>;
  /** Who won each match with no score on either side, keyed `round:pairing` (e.g. '1:16v15'). */
  fills: Record<string, 'home' | 'away'>;
};

/** A sheet cell: '3', '2*' (2-2 won on tie-break), or null when blank or a bye. */
function cell(sheet: FactCssSheet, no: number, r: number) {
  const text = sheet.teams.find((t) => t.no === no)?.round_scores?.[r] ?? null;
  if (text === null || text === 'Bye') return null;
  return { points: Number(text.replace('*', '')), star: text.endsWith('*') };
}

type Cell = NonNullable<ReturnType<typeof cell>>;

/** A result from the cells on the sheet: both, one (the other side has the rest of 4), or a fill. */
function resultOf(h: Cell | null, a: Cell | null, fill: () => 'home' | 'away', rng: Rng): MatchResult {
  if (h && a) {
    const result: MatchResult = { home: h.points, away: a.points };
    if (h.points === a.points && (h.star || a.star)) result.tiebreak = { winner: h.star ? 'home' : 'away' };
    return result;
  }
  if (h || a) {
    const known = must(h ?? a, 'score');
    const other = BOARDS_PER_TEAM - known.points;
    const knownWins = known.points > 2 || (known.points === 2 && known.star);
    const result: MatchResult = h ? { home: known.points, away: other } : { home: other, away: known.points };
    const homeWins = h ? knownWins : !knownWins;
    if (known.points === 2) result.tiebreak = { winner: homeWins ? 'home' : 'away' };
    return result;
  }
  const side = fill();
  const points = rng.pick([2.5, 3, 3, 3.5, 4]);
  return side === 'home' ? { home: points, away: 4 - points } : { home: 4 - points, away: points };
}

function teamCount(sheet: FactCssSheet): number {
  const numbers = sheet.pairings
    .flat()
    .flatMap((text) => text.split(/v|-/).filter((part) => /^\d+$/.test(part)));
  return Math.max(...numbers.map(Number));
}

export function knockoutFromSheet(sheet: FactCssSheet, plan: SheetPlan, key: string) {
  const rng = new Rng(key);
  const names = Array.from({ length: teamCount(sheet) }, (_, i) => {
    const team = sheet.teams.find((t) => t.no === i + 1);
    return team
      ? team.name
      : must(plan.missingNames[i + 1], `a name for team ${i + 1} of ${sheet.region} ${sheet.year}`);
  });
  // Losses so far decide each team's bracket and check that no one plays after going out.
  const losses = new Map<number, number>();
  const lost = (no: number) => losses.set(no, (losses.get(no) ?? 0) + 1);
  const bracketOf = (no: number) => ((losses.get(no) ?? 0) === 0 ? 'main' : 'second');
  const draw = sheet.pairings.map((round, r) =>
    round.map((text): Pairing => {
      const bye = /^(\d+)-Bye$/.exec(text);
      if (bye) return { home: Number(bye[1]), away: 'bye', bracket: bracketOf(Number(bye[1])) };
      const [home, away] = parseVersus(text);
      for (const no of [home, away])
        if ((losses.get(no) ?? 0) >= 2)
          throw new Error(`${text} in round ${r + 1}: team ${no} is already out`);
      const bracket = bracketOf(home);
      if (bracket !== bracketOf(away)) throw new Error(`${text} in round ${r + 1} mixes the brackets`);
      const fill = () =>
        must(
          plan.fills[`${r + 1}:${text}`],
          `a fill for round ${r + 1} ${text} (${sheet.region} ${sheet.year})`,
        );
      const pairing: Pairing = {
        home,
        away,
        bracket,
        result: resultOf(cell(sheet, home, r), cell(sheet, away, r), fill, rng),
      };
      const { winner } = decideMatch(pairing);
      // A 0-0 on the sheet puts both teams out.
      if (winner === null && pairing.result?.home === 0 && pairing.result.away === 0)
        [home, away].forEach(lost);
      else lost(must(winner, `a winner of ${text} in round ${r + 1}`) === home ? away : home);
      return pairing;
    }),
  );
  const placed = (place: string) =>
    must(
      sheet.teams.find((t) => t.place === place),
      `${place} place on the ${sheet.region} sheet`,
    ).no;
  const winner = placed('1st');
  const runnerUp = placed('2nd');
  if ((losses.get(winner) ?? 0) !== 0 || (losses.get(runnerUp) ?? 0) !== 1)
    throw new Error(`${sheet.region} ${sheet.year}: places do not follow the results`);
  return { draw, names, winner, runnerUp };
}
