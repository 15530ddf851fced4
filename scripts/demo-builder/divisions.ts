/** Round-robin divisions: real tables copied from divisions.json, and filled-in ones with generated results. */
import {
  boardPoints,
  type Division,
  type GameResult,
  type MatchResult,
  type Pairing,
  type Round,
  type Team,
} from '../../lib/league/bundle';
import { GRADE_NAMES, type GradeCode } from '../../lib/league/constants';
import { computeStandings } from '../../lib/league/standings';
import type { FactDivision } from './facts';
import { playBoards } from './games';
import { Rng } from './rng';
import { at, dayMonth, must, parseVersus, schoolOf } from './util';

export type Entry = { name: string; school: string; rating: number };

export type BuiltDivision = {
  division: Division;
  entries: Map<number, Entry>;
  /** The outright leader, when there is one and the draw is complete. */
  winner: Entry | null;
  /** Teams sharing first place, when two or more do. */
  tied: Entry[];
};

/** Matches that show their boards: a forfeit on board 4 in round 2, or an unfinished board 1 in round 4. */
const BOARD_DEMOS = {
  forfeit: { round: 1, board: 3, game: '1F' },
  unfinished: { round: 3, board: 0, game: 'X' },
} as const satisfies Record<string, { round: number; board: number; game: GameResult }>;
export type BoardsDemo = keyof typeof BOARD_DEMOS;

type DivisionMeta = {
  code: string;
  name: string;
  no: number;
  zone: string;
  grade: GradeCode;
  dateNotes?: Record<number, string>;
  notes: string[];
};

/** 'Parramatta', 'intermediate', 2 → 'Parramatta Intermediate 2' (shown after the code, as in 'PA2 Parramatta Intermediate 2'). */
export function divisionName(place: string, grade: GradeCode, no: number): string {
  return `${place} ${GRADE_NAMES[grade]} ${no}`;
}

function round(meta: DivisionMeta, n: number, date: string | null, pairings: Pairing[]): Round {
  const note = meta.dateNotes?.[n];
  return { n, date, ...(note ? { date_note: note } : {}), pairings };
}

/** The division with its winner or tied leaders, ranked by lib/league's standings once every match has a result. */
function withStandings(
  meta: DivisionMeta,
  teams: Team[],
  rounds: Round[],
  entries: Map<number, Entry>,
  source?: string,
) {
  const { code, name, no, zone, grade, notes } = meta;
  const division: Division = {
    code,
    name,
    no,
    zone,
    grade,
    teams,
    rounds,
    notes,
    ...(source ? { source } : {}),
  };
  const standings = computeStandings(division);
  if (!standings.complete) return { division, entries, winner: null, tied: [] };
  const top = standings.teams
    .filter((t) => t.place === '1st' || t.place === '=1st')
    .map((t) => must(entries.get(t.no), `entry ${t.no}`));
  return {
    division,
    entries,
    winner: top.length === 1 ? at(top, 0) : null,
    tied: top.length === 1 ? [] : top,
  };
}

export type FilledDivisionArgs = DivisionMeta & {
  key: string;
  schedule: [number, number][][];
  teams: { name: string; school: string }[];
  dates: (string | null)[];
  /** School that must finish first outright (the real region representative). */
  champion?: string;
  /** Exactly two teams share first place (to show a division playoff). */
  tieTop?: boolean;
  /** One team finishes first outright (divisions that feed the finals). */
  uniqueTop?: boolean;
  boards?: BoardsDemo[];
};

/** True when `home` is the home side of the round's first real match (the one that shows its boards). */
function isShowcase(pairs: [number, number][], byeNo: number | undefined, home: number): boolean {
  const first = pairs.find(([h, a]) => h !== byeNo && a !== byeNo);
  return first !== undefined && first[0] === home;
}

function seededEntries(args: FilledDivisionArgs): Map<number, Entry> {
  const setup = new Rng(`${args.key}/setup`);
  const entries = new Map<number, Entry>();
  // Teams with made-up 'demo' names are weaker, so the real school names tend to head the tables.
  setup.shuffle(args.teams).forEach((team, i) =>
    entries.set(i + 1, {
      ...team,
      rating: 1000 + setup.int(600) - (team.school.includes(' demo ') ? 250 : 0),
    }),
  );
  if (args.champion) {
    const best = Math.max(...[...entries.values()].map((e) => e.rating));
    const champion = [...entries.values()].find((e) => e.school === args.champion);
    must(champion, `${args.champion} in ${args.code}`).rating = best + 300;
  }
  return entries;
}

/** Draws again (new seed) until the table meets the plan's conditions. */
export function filledDivision(args: FilledDivisionArgs): BuiltDivision {
  const entries = seededEntries(args);
  const teams: Team[] = [...entries.entries()].map(([no, e]) => ({ no, name: e.name, school: e.school }));
  if (teams.length === 7) teams.push({ no: 8, name: '(Bye)', bye: true });
  if (teams.length !== 8) throw new Error(`${args.code}: a filled division needs 7 or 8 teams`);
  const byeNo = teams.find((t) => t.bye)?.no;

  for (let attempt = 0; attempt < 2000; attempt++) {
    const rng = new Rng(`${args.key}/results/${attempt}`);
    const rounds = args.schedule.map((pairs, r) => {
      const pairings = pairs.map(([home, away]): Pairing => {
        if (home === byeNo || away === byeNo)
          return { home, away, result: { home: home === byeNo ? 0 : 4, away: away === byeNo ? 0 : 4 } };
        const h = must(entries.get(home), `team ${home}`);
        const a = must(entries.get(away), `team ${away}`);
        const games = playBoards(rng, h.rating, a.rating);
        const result: MatchResult = boardPoints(games);
        const demo = args.boards?.map((kind) => BOARD_DEMOS[kind]).find((d) => d.round === r);
        if (demo && isShowcase(pairs, byeNo, home)) {
          games[demo.board] = demo.game;
          Object.assign(result, boardPoints(games), { boards: [...games] });
        }
        return { home, away, result };
      });
      return round(args, r + 1, at(args.dates, r), pairings);
    });
    const division = withStandings(args, teams, rounds, entries);
    if (args.champion && division.winner?.school !== args.champion) continue;
    if (args.tieTop && division.tied.length !== 2) continue;
    if (args.uniqueTop && !division.winner) continue;
    return division;
  }
  throw new Error(`${args.code}: no draw met the conditions`);
}

/** A real division table, copied as it is from divisions.json. */
export function realDivision(fact: FactDivision, meta: Omit<DivisionMeta, 'code'>): BuiltDivision {
  const entries = new Map<number, Entry>();
  const teams: Team[] = fact.teams.map((t) => {
    if (t.name === '(Bye)') return { no: t.no, name: t.name, bye: true };
    entries.set(t.no, { name: t.name, school: schoolOf(t.name), rating: 1200 });
    return { no: t.no, name: t.name, school: schoolOf(t.name) };
  });
  const score = (no: number, r: number) =>
    must(
      fact.teams.find((t) => t.no === no),
      `team ${no}`,
    ).round_scores[r] ?? null;
  const withCode = { ...meta, code: fact.division };
  const rounds = fact.rounds.map((factRound, r) => {
    const pairings = at(fact.pairings, r).map((text): Pairing => {
      const [home, away] = parseVersus(text);
      const h = score(home, r);
      const a = score(away, r);
      return { home, away, result: h === null && a === null ? null : { home: h ?? 0, away: a ?? 0 } };
    });
    return round(
      withCode,
      factRound.n,
      factRound.date ? dayMonth(factRound.date, fact.year) : null,
      pairings,
    );
  });
  return withStandings(withCode, teams, rounds, entries, fact.source_url);
}
