/**
 * Who may play in the finals, by each competition's own rules (lib/league/competition-rules.ts, printed to the
 * rules PDFs): the metropolitan secondary rules ask a finalist to have played in at least 50% of the team's
 * preliminary matches; the primary rules (metropolitan and country) and the country secondary rules set no such
 * minimum. Counted from the players' names on published cards, which stay on the officials' private page.
 */
import type { CompetitionMode } from './constants';
import type { CardPlayers, Published } from './cards/state';

export type FinalsRule = { kind: 'share'; percent: number; text: string } | { kind: 'none'; text: string };

const METROPOLITAN_SECONDARY: FinalsRule = {
  kind: 'share',
  percent: 50,
  text: 'To play in the finals, a player must have played in at least 50% of the team’s preliminary matches (Metropolitan secondary rules, Teams and players).',
};

const none = (rules: string): FinalsRule => ({
  kind: 'none',
  text: `The ${rules} rules set no number of matches a player must have played to play in the finals: there is nothing to count.`,
});

/** The finals rule of a competition, as its rules text says it. */
export function finalsRule(mode: CompetitionMode): FinalsRule {
  switch (mode) {
    case 'metropolitan_secondary':
      return METROPOLITAN_SECONDARY;
    case 'country_secondary':
      return none('Country secondary');
    case 'metropolitan_primary':
    case 'country_primary':
      return none('primary');
  }
}

/** Matches a player needs under the rule: `percent` of the preliminary matches, rounded up (7 → 4). */
export function matchesNeeded(rule: FinalsRule, preliminary: number): number | null {
  return rule.kind === 'share' ? Math.ceil((preliminary * rule.percent) / 100) : null;
}

export type TeamGames = {
  /** `IE1:3`: division and draw number. */
  team: string;
  name: string;
  /** The team's preliminary matches in the draw (byes left out): the rule's share is of these. */
  scheduled: number;
  /** The names on each of its matches with a published result (null: that card named no one). */
  lineups: (readonly (string | null)[] | null)[];
};

/**
 * `eligible`: played enough; `unknown`: not enough named, but the published cards without names may make it up;
 * `not-yet`: could still make it in the matches left to play; `no`: cannot any more.
 */
export type PlayerStatus = 'eligible' | 'unknown' | 'not-yet' | 'no';

export type TeamEligibility = {
  team: string;
  name: string;
  scheduled: number;
  /** Matches with a published result, and those of them whose card names no players. */
  published: number;
  unnamed: number;
  needed: number;
  /** Each player named, with the matches played, most first. */
  players: { name: string; games: number; status: PlayerStatus }[];
};

export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function statusOf(games: number, needed: number, unnamed: number, toPlay: number): PlayerStatus {
  if (games >= needed) return 'eligible';
  if (games + unnamed >= needed) return 'unknown';
  return games + unnamed + toPlay >= needed ? 'not-yet' : 'no';
}

/** Each team's players against the rule (names matched ignoring case and spacing); none under a rule of `none`. */
export function teamEligibility(rule: FinalsRule, teams: readonly TeamGames[]): TeamEligibility[] {
  return teams.flatMap((team) => {
    const needed = matchesNeeded(rule, team.scheduled);
    if (needed === null) return [];
    const games = new Map<string, { name: string; games: number }>();
    for (const lineup of team.lineups) {
      const seen = new Set<string>();
      for (const name of lineup ?? []) {
        if (!name?.trim()) continue;
        const key = nameKey(name);
        if (seen.has(key)) continue;
        seen.add(key);
        const found = games.get(key) ?? { name: name.trim(), games: 0 };
        found.games += 1;
        games.set(key, found);
      }
    }
    const published = team.lineups.length;
    const unnamed = team.lineups.filter((l) => !l?.some((n) => n?.trim())).length;
    const toPlay = Math.max(0, team.scheduled - published);
    const players = [...games.values()]
      .map((p) => ({ ...p, status: statusOf(p.games, needed, unnamed, toPlay) }))
      .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
    return [
      { team: team.team, name: team.name, scheduled: team.scheduled, published, unnamed, needed, players },
    ];
  });
}

/** The players' names a published result carries: its version's (a confirmed report), or its own (an entry). */
export function publishedPlayers(published: Published): CardPlayers | null {
  return published.version?.players ?? published.event?.players ?? null;
}
