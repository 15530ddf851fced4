/**
 * The draw maker's part of the league command line (docs/draw-maker.md):
 *   npm run league -- pairings N                 the N-team Berger table, one round a line (`1v8 2v7 3v6 4v5`)
 *   npm run league -- draw YEAR [--zone ZONE] [--settings FILE] [--dry-run]
 */
import {
  bergerTable,
  formatRound,
  MAX_TABLE_TEAMS,
  MIN_TABLE_TEAMS,
  tableSize,
} from '../lib/league/draw/berger';
import type { DrawCommand } from '../lib/db/draw-command';
import { parseSeasonYear } from '../lib/league/season-year';

export const DRAW_USAGE = 'pairings N | draw YEAR [--zone ZONE] [--settings FILE] [--dry-run]';

/** Prints the table and returns the exit code. */
export function printPairings(args: string[]): number {
  const teams = args.length === 1 && /^\d{1,3}$/.test(args[0]!) ? Number(args[0]) : NaN;
  if (!(teams >= MIN_TABLE_TEAMS && teams <= MAX_TABLE_TEAMS)) {
    console.error(
      `Usage: npm run league -- pairings N, N a number of teams from ${MIN_TABLE_TEAMS} to ${MAX_TABLE_TEAMS}.`,
    );
    return 2;
  }
  if (teams % 2)
    console.error(
      `${teams} teams play the ${tableSize(teams)}-team table; team ${tableSize(teams)} is the bye.`,
    );
  process.stdout.write(`${bergerTable(teams).map(formatRound).join('\n')}\n`);
  return 0;
}

/** `draw` and its options into the command, or null when they are not understood. */
export function parseDrawArgs(args: string[], readJson: (file: string) => unknown): DrawCommand | null {
  let year: number | null = null;
  const command: Partial<DrawCommand> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--dry-run') command.dryRun = true;
    else if (arg === '--zone' && args[i + 1]) command.zone = args[++i];
    else if (arg === '--settings' && args[i + 1]) command.settings = readJson(args[++i]!);
    else if (year === null && !arg.startsWith('--')) year = parseSeasonYear(arg);
    else return null;
  }
  return year === null ? null : { ...command, name: 'draw', year };
}
