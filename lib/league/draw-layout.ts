/** A division's draw as written on the page: `2½` scores, round dates, home team first, knock-outs split. */
import type { Division, MatchResult, Pairing, Round, Team } from './bundle';
import { formatDay } from './dates';
import { isIncomplete } from './standings';
import { decideMatch } from './finals';

/** `2.5` → `2½`, `0.5` → `½`; empty for no score. */
export function formatPoints(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  const whole = Math.floor(n);
  if (n - whole !== 0.5) return String(n);
  return whole ? `${whole}½` : '½';
}

/** `2½–1½` */
export const scoreText = (score: { home: number; away: number }) =>
  `${formatPoints(score.home)}–${formatPoints(score.away)}`;

/** `1 May`, or `play by 27 Mar` for a country secondary round; empty when the round has no date. */
export function roundDateLabel(round: Pick<Round, 'date' | 'play_by'>): string {
  if (!round.date) return '';
  return round.play_by ? `play by ${formatDay(round.date)}` : formatDay(round.date);
}

/** A pairing as the draw lists it, home (first-named) team first: `1 v 8`, `5 bye`, `6 v ?`. */
export function pairingText(pairing: Pick<Pairing, 'home' | 'away'>): string {
  if (pairing.away === 'bye') return `${pairing.home} bye`;
  return `${pairing.home} v ${pairing.away}`;
}

export const KNOCKOUT_BRACKETS = ['main', 'second'] as const;
export type KnockoutBracketName = (typeof KNOCKOUT_BRACKETS)[number];
export const KNOCKOUT_TITLES: Record<KnockoutBracketName, string> = {
  main: 'Main competition',
  second: 'Second-place competition',
};

export type KnockoutSide = {
  no: number | null;
  label: string;
  kind: 'team' | 'bye' | 'unknown';
  score: string;
  won: boolean;
  wonOnTiebreak: boolean;
};
export type KnockoutPairing = {
  home: KnockoutSide;
  away: KnockoutSide;
  played: boolean;
  incomplete: boolean;
};
export type KnockoutRound = {
  n: number;
  dateLabel: string;
  note: string | null;
  pairings: KnockoutPairing[];
};
export type KnockoutBracket = { bracket: KnockoutBracketName; title: string; rounds: KnockoutRound[] };
export type KnockoutLayout = {
  brackets: KnockoutBracket[];
  /** Rounds with a date but no pairings yet. */
  undrawn: { n: number; dateLabel: string }[];
  winner: Team | null;
  runnerUp: Team | null;
  anyTiebreak: boolean;
  anyIncomplete: boolean;
};

/** A country secondary knock-out by round per competition; bracketless pairings are the main one's. */
export function knockoutLayout(
  division: Pick<Division, 'teams' | 'rounds' | 'winner' | 'runner_up'>,
): KnockoutLayout {
  const byNo = new Map(division.teams.map((t) => [t.no, t]));
  const rounds = [...division.rounds].sort((a, b) => a.n - b.n);
  let anyTiebreak = false;
  let anyIncomplete = false;

  const side = (
    no: number | 'bye' | '?',
    which: 'home' | 'away',
    result: MatchResult | null | undefined,
    winner: number | null,
  ): KnockoutSide => {
    if (no === 'bye')
      return { no: null, label: 'Bye', kind: 'bye', score: '', won: false, wonOnTiebreak: false };
    if (no === '?')
      return {
        no: null,
        label: 'to be decided',
        kind: 'unknown',
        score: '',
        won: false,
        wonOnTiebreak: false,
      };
    const won = Boolean(result) && winner === no;
    const wonOnTiebreak = result?.tiebreak?.winner === which && result.home === result.away;
    return {
      no,
      label: byNo.get(no)?.name ?? `Team ${no}`,
      kind: 'team',
      score: result ? formatPoints(result[which]) : '',
      won,
      wonOnTiebreak,
    };
  };

  const brackets = KNOCKOUT_BRACKETS.map((bracket) => ({
    bracket,
    title: KNOCKOUT_TITLES[bracket],
    rounds: rounds
      .map((round) => ({
        n: round.n,
        dateLabel: roundDateLabel(round),
        note: round.date_note ?? null,
        pairings: round.pairings
          .filter((p) => (p.bracket ?? 'main') === bracket)
          .map((p): KnockoutPairing => {
            const result = typeof p.away === 'number' ? p.result : null;
            const incomplete = result ? isIncomplete(result) : false;
            const { winner } = decideMatch({ home: p.home, away: p.away, result });
            const home = side(p.home, 'home', result, winner);
            const away = side(p.away, 'away', result, winner);
            if (home.wonOnTiebreak || away.wonOnTiebreak) anyTiebreak = true;
            if (incomplete) anyIncomplete = true;
            return { home, away, played: Boolean(result), incomplete };
          }),
      }))
      .filter((round) => round.pairings.length > 0),
  })).filter((b) => b.rounds.length > 0);

  return {
    brackets,
    undrawn: rounds
      .filter((r) => r.pairings.length === 0)
      .map((r) => ({ n: r.n, dateLabel: roundDateLabel(r) })),
    winner: division.winner !== undefined ? (byNo.get(division.winner) ?? null) : null,
    runnerUp: division.runner_up !== undefined ? (byNo.get(division.runner_up) ?? null) : null,
    anyTiebreak,
    anyIncomplete,
  };
}
