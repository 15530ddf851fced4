/**
 * Finals eligibility from the cards' players' names (SPEC section 9, metropolitan secondary): a player must have
 * played at least half of the team's preliminary matches. Counted over the matches whose published card names
 * the team's players; names are matched ignoring case and spacing. Private: the scorer's page only.
 */
import type { CardPlayers, Published } from './state';

export type TeamGames = {
  /** `PA2:3`: division and draw number. */
  team: string;
  name: string;
  /** Matches of the team with a published result. */
  matches: number;
  /** The names on each of those matches' cards (null: the card named none). */
  lineups: (readonly (string | null)[] | null)[];
};

export type Eligibility = {
  team: string;
  name: string;
  matches: number;
  /** Each player named, with the games played, most first; `eligible` when at least half the matches. */
  players: { name: string; games: number; eligible: boolean }[];
};

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function eligibility(teams: readonly TeamGames[]): Eligibility[] {
  return teams.map((team) => {
    const games = new Map<string, { name: string; games: number }>();
    for (const lineup of team.lineups) {
      const seen = new Set<string>();
      for (const name of lineup ?? []) {
        if (!name) continue;
        const key = keyOf(name);
        if (seen.has(key)) continue;
        seen.add(key);
        const found = games.get(key) ?? { name: name.trim(), games: 0 };
        found.games += 1;
        games.set(key, found);
      }
    }
    const players = [...games.values()]
      .map((p) => ({ ...p, eligible: p.games * 2 >= team.matches }))
      .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
    return { team: team.team, name: team.name, matches: team.matches, players };
  });
}

/** The players' names a published result carries: its version's (a confirmed report), or its own (an entry). */
export function publishedPlayers(published: Published): CardPlayers | null {
  return published.version?.players ?? published.event?.players ?? null;
}
