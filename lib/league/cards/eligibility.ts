/**
 * Finals eligibility from the cards' players' names (SPEC section 9, metropolitan secondary): a player must have
 * played at least half of the team's preliminary matches (all of its matches in the draw, byes left out), counted
 * from the published cards that name the team's players; names are matched ignoring case and spacing. Private: the scorer's page only.
 */
import type { CardPlayers, Published } from './state';

export type TeamGames = {
  /** `PA2:3`: division and draw number. */
  team: string;
  name: string;
  /** Matches of the team with a published result. */
  matches: number;
  /** The team's preliminary matches in the draw (byes left out): the rule's half is of these. */
  scheduled: number;
  /** The names on each of those matches' cards (null: the card named none). */
  lineups: (readonly (string | null)[] | null)[];
};

export type Eligibility = {
  team: string;
  name: string;
  matches: number;
  scheduled: number;
  /** Games needed: half the preliminary matches, rounded up. */
  needed: number;
  /** Each player named, with the games played, most first; `eligible` once at least `needed`. */
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
    const needed = Math.ceil(team.scheduled / 2);
    const players = [...games.values()]
      .map((p) => ({ ...p, eligible: p.games >= needed }))
      .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
    const { team: id, name, matches, scheduled } = team;
    return { team: id, name, matches, scheduled, needed, players };
  });
}

/** The players' names a published result carries: its version's (a confirmed report), or its own (an entry). */
export function publishedPlayers(published: Published): CardPlayers | null {
  return published.version?.players ?? published.event?.players ?? null;
}
