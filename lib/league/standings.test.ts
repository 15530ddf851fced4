/**
 * The standings function against the league's own published tables (../shared/data/nswjcl/divisions.json):
 * every complete table's totals, round totals and places must come out as printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { computeStandings, isIncomplete, ordinal, placesByTotal } from './standings';
import type { Draw } from './bundle';

type SheetTeam = {
  no: number;
  name: string;
  round_scores: (number | null)[];
  total: number;
  place: string | null;
  previous?: number;
};
type Sheet = {
  division: string;
  year: number;
  incomplete: boolean;
  rounds: { n: number }[];
  pairings: string[][];
  teams: SheetTeam[];
  round_totals: number[];
  total_sum: number;
};

const FACTS = path.resolve(__dirname, '../../../shared/data/nswjcl/divisions.json');
const sheets = (JSON.parse(fs.readFileSync(FACTS, 'utf8')) as { divisions: Sheet[] }).divisions;

/** The sheet as our structure: each pairing's result is the two teams' scores in that round. */
function drawFromSheet(sheet: Sheet): Draw {
  const byNo = new Map(sheet.teams.map((t) => [t.no, t]));
  return {
    teams: sheet.teams.map((t) => ({
      no: t.no,
      name: t.name,
      bye: t.name === '(Bye)' || undefined,
      previous: t.previous,
    })),
    rounds: sheet.rounds.map((round, r) => ({
      n: round.n,
      date: null,
      pairings: (sheet.pairings[r] ?? []).map((text) => {
        const [home, away] = text.split('v').map(Number) as [number, number];
        const h = byNo.get(home)?.round_scores[r] ?? null;
        const a = byNo.get(away)?.round_scores[r] ?? null;
        return { home, away, result: h === null || a === null ? null : { home: h, away: a } };
      }),
    })),
  };
}

const complete = sheets.filter((s) => !s.incomplete);

describe('standings of the real division tables', () => {
  it('has complete tables to check', () => {
    expect(complete.length).toBeGreaterThanOrEqual(5);
  });

  it.each(complete.map((s) => [`${s.year} ${s.division}`, s] as const))(
    '%s: totals, round totals and places as published',
    (_, sheet) => {
      const standings = computeStandings(drawFromSheet(sheet));
      for (const team of sheet.teams) {
        const ours = standings.teams.find((t) => t.no === team.no)!;
        expect([team.name, ours.total]).toEqual([team.name, team.total]);
        expect(ours.roundScores).toEqual(team.round_scores);
        if (team.place) expect([team.name, ours.place]).toEqual([team.name, team.place]);
        // The sheets mark only the winners: no team without a mark may come out first.
        const marksFirst = sheet.teams.some((t) => t.place);
        if (marksFirst && !team.place) expect(ours.place ?? '').not.toMatch(/^=?1st$/);
      }
      expect(standings.roundTotals).toEqual(sheet.round_totals);
      expect(standings.totalSum).toBe(sheet.total_sum);
    },
  );

  it('reproduces the =1st of the 2013 Armidale AR2 table', () => {
    const sheet = complete.find((s) => s.division === 'AR2')!;
    const standings = computeStandings(drawFromSheet(sheet));
    expect(standings.teams.filter((t) => t.place === '=1st').map((t) => t.name)).toEqual([
      "St Mary's Armidale A",
      'Sandon',
    ]);
  });

  it('checks an in-progress table without inventing places for unplayed rounds', () => {
    const sheet = sheets.find((s) => s.incomplete)!;
    const standings = computeStandings(drawFromSheet(sheet));
    expect(standings.complete).toBe(false);
    expect(standings.teams.map((t) => t.total)).toEqual(sheet.teams.map((t) => t.total));
  });
});

describe('places', () => {
  it('shares a place between equal totals and counts the teams above', () => {
    const places = placesByTotal([
      { no: 1, total: 20 },
      { no: 2, total: 20 },
      { no: 3, total: 15 },
      { no: 4, total: 10 },
      { no: 5, total: 10 },
    ]);
    expect([...places.values()]).toEqual(['=1st', '=1st', '3rd', '=4th', '=4th']);
  });

  it('writes ordinals as English does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('counts forfeits and leaves unfinished games to neither side, marking the match', () => {
    const standings = computeStandings({
      teams: [
        { no: 1, name: 'A' },
        { no: 2, name: 'B' },
      ],
      rounds: [
        {
          n: 1,
          date: null,
          pairings: [{ home: 1, away: 2, result: { home: 2, away: 1, boards: ['1F', '0', '1', 'X'] } }],
        },
      ],
    });
    expect(standings.teams.map((t) => [t.total, t.marks[0], t.place])).toEqual([
      [2, 'incomplete', '1st'],
      [1, 'incomplete', '2nd'],
    ]);
    expect(standings.roundTotals).toEqual([3]);
  });

  /** A knock-out's first round: 1 v 2 with `result`, 3 against the bye. */
  const knockoutRound = (
    result: NonNullable<Draw['rounds'][number]['pairings'][number]['result']>,
  ): Draw => ({
    teams: [
      { no: 1, name: 'A' },
      { no: 2, name: 'B' },
      { no: 3, name: 'C' },
    ],
    rounds: [
      {
        n: 1,
        date: null,
        pairings: [
          { home: 1, away: 2, result },
          { home: 3, away: 'bye' },
        ],
      },
    ],
  });

  it('names a knock-out winner and runner-up instead of ranking totals', () => {
    const standings = computeStandings({
      ...knockoutRound({ home: 2, away: 2, tiebreak: { winner: 'away' } }),
      winner: 2,
      runner_up: 1,
    });
    expect(standings.teams.map((t) => t.place)).toEqual(['2nd', '1st', null]);
    expect(standings.teams[1]!.marks[0]).toBe('tiebreak');
  });

  it('gives no place by points in a knock-out whose winner is not decided yet', () => {
    const standings = computeStandings({ ...knockoutRound({ home: 3, away: 1 }), grade: 'country' });
    expect(standings.teams.map((t) => t.place)).toEqual([null, null, null]);
    expect(standings.teams.map((t) => t.total)).toEqual([3, 1, 0]);
  });
});

describe('incomplete matches', () => {
  it.each([
    [{ home: 2, away: 1, boards: ['1', 'X', '1', '0'] as const }, true],
    [{ home: 1, away: 2, boards: ['FF', '1', '0', '0'] as const }, false],
    [{ home: 0, away: 0, ruled: 'late-card' as const }, false],
    [{ home: 2, away: 1 }, true],
  ])('%p is incomplete: %p', (result, incomplete) => {
    expect(isIncomplete({ ...result, boards: 'boards' in result ? [...result.boards] : undefined })).toBe(
      incomplete,
    );
  });
});
