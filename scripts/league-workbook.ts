/**
 * The zone workbook's part of the league command line (docs/workbook.md):
 *   npm run league -- workbook export YEAR ZONE [FILE]     the zone's workbook (.xlsx; standard output by default)
 *   npm run league -- workbook import FILE.xlsx [--dry-run] [--reason TEXT]   its results and round dates into the season
 *     (--reason: why it corrects published results; without it those cells are listed, not applied)
 * The workbook travels base64 inside the command, which the server may run for us.
 */
import fs from 'node:fs';
import type { WorkbookCommand } from '../lib/db/workbook';
import { parseSeasonYear } from '../lib/league/season-year';
import { sizeProblem } from '../lib/workbook/zip-check';
import { optionValue, withoutOptions } from './league-options';

export const WORKBOOK_USAGE =
  'workbook export YEAR ZONE [FILE] | workbook import FILE.xlsx [--dry-run] [--reason TEXT]';

/** The command and where an export goes, or null when the arguments are not understood. */
export function parseWorkbookArgs(args: string[]): { command: WorkbookCommand; out?: string } | null {
  const dryRun = args.includes('--dry-run');
  const reason = optionValue(args, '--reason');
  const [action, first, second, third, ...rest] = withoutOptions(args, ['--dry-run'], ['--reason']);
  if (rest.length) return null;
  if (
    action === 'export' &&
    !dryRun &&
    reason === undefined &&
    first &&
    second &&
    /^[A-Za-z0-9_-]{1,16}$/.test(second)
  ) {
    const year = parseSeasonYear(first);
    return year === null ? null : { command: { name: 'workbook-export', year, zone: second }, out: third };
  }
  if (action === 'import' && first && second === undefined) {
    let size: number;
    try {
      size = fs.statSync(first).size;
    } catch (error) {
      console.error(`Cannot read ${first}: ${(error as Error).message}`);
      process.exit(1);
    }
    // Refused before it is read: an upload's limit holds on the command line too.
    const tooLarge = sizeProblem(size);
    if (tooLarge) {
      console.error(`workbook import failed; nothing was changed:\n  ${tooLarge}`);
      process.exit(1);
    }
    const data = fs.readFileSync(first).toString('base64');
    return {
      command: {
        name: 'workbook-import',
        data,
        ...(dryRun ? { dryRun } : {}),
        ...(reason !== undefined ? { reason } : {}),
      },
    };
  }
  return null;
}

/** An export's bytes: to the file named, else to standard output. */
export function writeWorkbookOutput(output: unknown, out: string | undefined) {
  const bytes = Buffer.from((output as { base64: string }).base64, 'base64');
  if (out) fs.writeFileSync(out, bytes);
  else process.stdout.write(bytes);
}
