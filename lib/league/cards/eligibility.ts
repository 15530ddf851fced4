/**
 * Eligibility for the finals (metropolitan secondary rule, SPEC section 9): a finalist must have played at
 * least half of the team's preliminary matches. Counted from the players' names the published cards carry;
 * private (officials only, never on a public page).
 */
import type { CardPlayers, CardState } from './state';

export type EligibilityMatch = {
  division: string;
  home: { no: number; name: string };
  away: { no: number; name: string };
  state: CardState;
};

export type PlayerCount = { name: string; matches: number; eligible: boolean };
export type TeamEligibility = {
  division: string;
  team: string;
  /** The team's preliminary matches in the draw (byes not counted). */
  preliminary: number;
  /** Of those, the published ones whose card names the team's players. */
  named: number;
  /** At least this many matches make a player eligible: half the preliminary matches, rounded up. */
  needed: number;
  players: PlayerCount[];
};

/** The players' names of the version a published result came from; null when it names no one. */
export function publishedPlayers(state: CardState): CardPlayers | null {
  if (state.state !== 'published') return null;
  const { version, event } = state.published;
  return version?.players ?? event?.players ?? null;
}

/** One player under one name: case and spacing do not make two players. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function finalsEligibility(matches: readonly EligibilityMatch[]): TeamEligibility[] {
  const teams = new Map<
    string,
    { division: string; team: string; preliminary: number; named: number; seen: Map<string, PlayerCount> }
  >();
  const teamOf = (division: string, name: string) => {
    const key = `${division}\u0000${name}`;
    let team = teams.get(key);
    if (!team) teams.set(key, (team = { division, team: name, preliminary: 0, named: 0, seen: new Map() }));
    return team;
  };
  for (const match of matches) {
    const players = publishedPlayers(match.state);
    for (const side of ['home', 'away'] as const) {
      const team = teamOf(match.division, match[side].name);
      team.preliminary += 1;
      const names = [...new Set((players?.[side] ?? []).filter((n): n is string => Boolean(n?.trim())))];
      if (!names.length) continue;
      team.named += 1;
      const counted = new Set<string>();
      for (const name of names) {
        const key = nameKey(name);
        if (counted.has(key)) continue;
        counted.add(key);
        const player = team.seen.get(key) ?? { name: name.trim(), matches: 0, eligible: false };
        player.matches += 1;
        team.seen.set(key, player);
      }
    }
  }
  return [...teams.values()]
    .filter((t) => t.named > 0)
    .map((t) => {
      const needed = Math.ceil(t.preliminary / 2);
      const players = [...t.seen.values()]
        .map((p) => ({ ...p, eligible: p.matches >= needed }))
        .sort((a, b) => b.matches - a.matches || a.name.localeCompare(b.name));
      return {
        division: t.division,
        team: t.team,
        preliminary: t.preliminary,
        named: t.named,
        needed,
        players,
      };
    })
    .sort((a, b) => a.division.localeCompare(b.division) || a.team.localeCompare(b.team));
}
