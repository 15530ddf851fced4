/** How a match is named by the cards: its season, division and round, and the two draw numbers. */

export type MatchRef = { year: number; division: string; round: number; home: number; away: number };

/** `PA2~r7~1v8`: the match's key in a private page's address. */
export function matchKey(ref: Pick<MatchRef, 'division' | 'round' | 'home' | 'away'>): string {
  return `${ref.division}~r${ref.round}~${ref.home}v${ref.away}`;
}

const KEY = /^([A-Za-z0-9][A-Za-z0-9_-]{0,15})~r([1-9]\d?)~([1-9]\d{0,2})v([1-9]\d{0,2})$/;

/** The match a key names in a season, or null for anything that is not a key. */
export function parseMatchKey(year: number, key: string): MatchRef | null {
  const found = KEY.exec(key);
  if (!found) return null;
  return {
    year,
    division: found[1]!,
    round: Number(found[2]),
    home: Number(found[3]),
    away: Number(found[4]),
  };
}

export function sameMatch(a: MatchRef, b: MatchRef): boolean {
  return (
    a.year === b.year &&
    a.division === b.division &&
    a.round === b.round &&
    a.home === b.home &&
    a.away === b.away
  );
}
