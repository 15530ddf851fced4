/**
 * A registered player's season, from the school's published cards (docs/privacy.md): each game with its
 * board and score, the points, and where the competition counts them, the finals eligibility sentence. A
 * player's games are the boards that name them, by their name or a spelling typed on a card that the
 * coordinator matched to them (ignoring case and spacing).
 */
import type { GameResult } from '../bundle';
import type { CompetitionMode } from '../constants';
import type { CardPlayers } from '../cards/state';
import { finalsRule, matchesNeeded, nameKey } from '../eligibility';
import { spellingKeys } from './register';
import { plural } from '../plural';

/** One of the school's team's matches, from the school's side. */
export type SchoolMatch = {
  round: number;
  date: string | null;
  mode: CompetitionMode;
  side: 'home' | 'away';
  /** `IE1:3`: division and draw number. */
  team: string;
  teamName: string;
  opponent: string;
  /** Null until a result is published. */
  published: { boards: readonly GameResult[] | null; players: CardPlayers | null } | null;
};

export type PlayedScore = '1' | '½' | '0' | '1F' | '0F';
export type PlayedGame = {
  round: number;
  date: string | null;
  opponent: string;
  board: number;
  score: PlayedScore;
};

export type PlayerSeason = {
  playerId: number;
  /** The team the player played for most (null before a first game), and its competition. */
  team: { key: string; name: string; mode: CompetitionMode } | null;
  games: PlayedGame[];
  points: number;
  /** `Ava Thompson has played 4 of Darcy Road A’s 7 preliminary matches; a finalist needs 4.`, or the rule's note. */
  eligibility: string | null;
};

const FLIP: Record<PlayedScore, PlayedScore> = { '1': '0', '0': '1', '½': '½', '1F': '0F', '0F': '1F' };
const POINTS: Record<PlayedScore, number> = { '1': 1, '½': 0.5, '0': 0, '1F': 1, '0F': 0 };

/** A board's result from one side; null for a board nobody played (a double forfeit, or no game). */
function scoreOf(result: GameResult | undefined, side: 'home' | 'away'): PlayedScore | null {
  if (!result || result === 'FF' || result === 'X') return null;
  return side === 'home' ? result : FLIP[result];
}

function mostPlayed(games: { team: string }[]): string | null {
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.team, (counts.get(g.team) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function eligibilityOf(
  name: string,
  team: NonNullable<PlayerSeason['team']>,
  matches: readonly SchoolMatch[],
  games: number,
) {
  const rule = finalsRule(team.mode);
  const scheduled = matches.filter((m) => m.team === team.key).length;
  const needed = matchesNeeded(rule, scheduled);
  if (needed === null) return rule.text;
  return `${name} has played ${games} of ${team.name}’s ${plural(scheduled, 'preliminary match', 'preliminary matches')}; a finalist needs ${needed}.`;
}

/** A registered player: the name, and other spellings typed on cards that the coordinator matched to them. */
export type ListedPlayer = { id: number; name: string; alsoTyped?: readonly string[] };

/** Each registered player's season so far, in the register's order. */
export function playerSeasons(
  players: readonly ListedPlayer[],
  matches: readonly SchoolMatch[],
): PlayerSeason[] {
  return players.map((player) => {
    const keys = spellingKeys(player);
    const played: (PlayedGame & { team: string })[] = [];
    for (const match of [...matches].sort((a, b) => a.round - b.round)) {
      const names = match.published?.players?.[match.side] ?? [];
      const board = names.findIndex((n) => n !== null && keys.has(nameKey(n)));
      const score = board < 0 ? null : scoreOf(match.published?.boards?.[board], match.side);
      if (!score) continue;
      played.push({
        round: match.round,
        date: match.date,
        opponent: match.opponent,
        board: board + 1,
        score,
        team: match.team,
      });
    }
    const teamKey = mostPlayed(played);
    const of = matches.find((m) => m.team === teamKey);
    const team = of ? { key: of.team, name: of.teamName, mode: of.mode } : null;
    const teamGames = played.filter((g) => g.team === teamKey).length;
    return {
      playerId: player.id,
      team,
      games: played.map(({ team: _team, ...game }) => game),
      points: played.reduce((sum, g) => sum + POINTS[g.score], 0),
      eligibility: team ? eligibilityOf(player.name, team, matches, teamGames) : null,
    };
  });
}

/**
 * Names typed on the school's side of its published cards (someone not on the list) that match no registered
 * player, with their games: the coordinator adds them, spelt the same, and their games count for them.
 */
export function namesNotOnRegister(
  players: readonly Omit<ListedPlayer, 'id'>[],
  matches: readonly SchoolMatch[],
): { name: string; games: number }[] {
  const listed = new Set(players.flatMap((p) => [...spellingKeys(p)]));
  const found = new Map<string, { name: string; games: number }>();
  for (const match of matches)
    for (const name of match.published?.players?.[match.side] ?? []) {
      if (!name?.trim() || listed.has(nameKey(name))) continue;
      const entry = found.get(nameKey(name)) ?? { name: name.trim(), games: 0 };
      entry.games += 1;
      found.set(nameKey(name), entry);
    }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
