/**
 * The FIDE Berger tables (Handbook C.05, Annex 1), which the league's round-robin divisions follow. An odd
 * count plays the table of the next even size; its last number is the bye. The league writes a pairing
 * `1v8`, the first-named team at home.
 */

export type TablePairing = { home: number; away: number };

export const MIN_TABLE_TEAMS = 2;
export const MAX_TABLE_TEAMS = 24;

/** The even size of the table a division of `teams` plays: one more for an odd count, the bye. */
export function tableSize(teams: number): number {
  return teams % 2 ? teams + 1 : teams;
}

/**
 * Round r of the n-table: the last number meets the team p with 2p ≡ r + 1 (mod n − 1), at home in even
 * rounds; on the other boards p + k is at home against p − k (counted 1 to n − 1, wrapping round).
 */
export function bergerTable(teams: number): TablePairing[][] {
  if (!Number.isInteger(teams) || teams < MIN_TABLE_TEAMS || teams > MAX_TABLE_TEAMS) {
    throw new RangeError(`A table is for ${MIN_TABLE_TEAMS} to ${MAX_TABLE_TEAMS} teams, not ${teams}.`);
  }
  const n = tableSize(teams);
  const m = n - 1;
  const wrap = (x: number) => ((((x - 1) % m) + m) % m) + 1;
  const rounds: TablePairing[][] = [];
  for (let r = 1; r <= m; r += 1) {
    const p = wrap(r % 2 ? (r + 1) / 2 : (r + 1 + m) / 2);
    const round: TablePairing[] = [r % 2 ? { home: p, away: n } : { home: n, away: p }];
    for (let k = 1; k < n / 2; k += 1) round.push({ home: wrap(p + k), away: wrap(p - k) });
    rounds.push(round);
  }
  return rounds;
}

export function formatPairing(pairing: TablePairing): string {
  return `${pairing.home}v${pairing.away}`;
}

/** `1v8 2v7 3v6 4v5`: one round as the league writes it. */
export function formatRound(round: readonly TablePairing[]): string {
  return round.map(formatPairing).join(' ');
}
