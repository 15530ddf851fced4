/**
 * The one gate between a player's name and a public page (docs/privacy.md): every public output that names a
 * player asks here, and test/player-names.test.ts keeps every other module from reading a name for one.
 */
import type { NameShown } from './register';

export type GatedPlayer = { name: string | null; shown: NameShown };

/** What a public page may print of a player: null when nothing (not allowed, or the player was removed). */
export function publicPlayerName(player: GatedPlayer | null | undefined): string | null {
  const name = player?.name?.trim();
  if (!player || !name || player.shown === 'none') return null;
  if (player.shown === 'full') return name;
  const words = name.split(/\s+/);
  if (words.length === 1) return words[0]!;
  const last = words[words.length - 1]!;
  return `${words[0]} ${[...last][0]!.toLocaleUpperCase('en-AU')}.`;
}

export type PublicBoard = {
  board: number;
  home: { team: string; player: GatedPlayer | null };
  away: { team: string; player: GatedPlayer | null };
  /** `1–0`, `½–½`, `1F–0F`. */
  score: string;
};

const side = ({ team, player }: PublicBoard['home']) => {
  const name = publicPlayerName(player);
  return name ? `${name} (${team})` : team;
};

/** A board of a public match: `Board 1: Ava T. (Darcy Road A) 1–0 Carlingford B`, names only as allowed. */
export const publicBoardLine = (board: PublicBoard) =>
  `Board ${board.board}: ${side(board.home)} ${board.score} ${side(board.away)}`;

/** A published match's boards as public lines, for the pages that show them. */
export type PublicBoards = { division: string; round: number; home: number; away: number; lines: string[] };
