import fs from 'node:fs';
import path from 'node:path';
import { FIDE_BERGER_TABLES } from '@/test/fide-berger-tables';
import { bergerTable, formatRound, tableSize } from './berger';

const asFide = (teams: number) =>
  bergerTable(teams).map((round) => round.map((p) => `${p.home}-${p.away}`).join(', '));

/**
 * The Berger construction stated as a cross table, apart from the code's rotation: with n even and m = n − 1,
 * i and j (both below n) meet in the round r with i + j ≡ r + 1 (mod m), the lower number at home when i + j
 * is odd and the higher when it is even; i meets n in the round with 2i ≡ r + 1, at home when i ≤ n/2.
 */
function crossTable(n: number): Map<number, Set<string>> {
  const m = n - 1;
  const roundOf = (sum: number) => ((((sum - 2) % m) + m) % m) + 1;
  const rounds = new Map<number, Set<string>>();
  const add = (r: number, home: number, away: number) =>
    rounds.set(r, (rounds.get(r) ?? new Set()).add(`${home}-${away}`));
  for (let i = 1; i < n; i += 1) {
    add(roundOf(2 * i), i <= n / 2 ? i : n, i <= n / 2 ? n : i);
    for (let j = i + 1; j < n; j += 1) add(roundOf(i + j), (i + j) % 2 ? i : j, (i + j) % 2 ? j : i);
  }
  return rounds;
}

describe('Berger tables', () => {
  it.each([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])(
    '%i teams play the FIDE handbook table, round by round and board by board',
    (teams) => {
      expect(asFide(teams)).toEqual(FIDE_BERGER_TABLES[tableSize(teams)]);
    },
  );

  it.each([4, 6, 8, 10, 12, 14, 16])(
    'the %i-team table is the cross-table statement of the construction',
    (n) => {
      const table = bergerTable(n);
      expect(table).toHaveLength(n - 1);
      table.forEach((round, index) => {
        expect(new Set(round.map((p) => `${p.home}-${p.away}`))).toEqual(crossTable(n).get(index + 1));
      });
    },
  );

  it.each([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])(
    'with %i teams everyone meets everyone once, at home at most once more than away',
    (teams) => {
      const n = tableSize(teams);
      const met = new Set<string>();
      const home = new Map<number, number>();
      const away = new Map<number, number>();
      for (const round of bergerTable(teams)) {
        expect(new Set(round.flatMap((p) => [p.home, p.away])).size).toBe(n);
        for (const { home: h, away: a } of round) {
          met.add([h, a].sort((x, y) => x - y).join('-'));
          // Against the bye nobody plays: an odd count balances over the games actually played.
          if (teams % 2 && (h === n || a === n)) continue;
          home.set(h, (home.get(h) ?? 0) + 1);
          away.set(a, (away.get(a) ?? 0) + 1);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      for (let t = 1; t <= teams; t += 1)
        expect(Math.abs((home.get(t) ?? 0) - (away.get(t) ?? 0))).toBeLessThanOrEqual(1);
    },
  );

  it("reproduces the league's published 8- and 10-team schedules round by round (shared structure.json)", () => {
    const file = path.resolve(__dirname, '../../../../shared/data/nswjcl/structure.json');
    const structure = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      pairing_schedules: { name: string; per_round?: string[][] }[];
    };
    const schedule = (teams: number) =>
      structure.pairing_schedules.find((s) => s.name.startsWith(`${teams}-team`))?.per_round;
    for (const teams of [8, 10]) {
      const published = schedule(teams);
      expect(published).toHaveLength(teams - 1);
      expect(bergerTable(teams).map(formatRound)).toEqual(published!.map((round) => round.join(' ')));
    }
  });

  it('refuses a table it cannot make', () => {
    expect(() => bergerTable(1)).toThrow('A table is for 2 to 24 teams, not 1.');
    expect(() => bergerTable(4.5)).toThrow(RangeError);
  });
});
