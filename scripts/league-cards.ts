/** The command line's side of `links` and `cards` (lib/db/cards-command.ts): its arguments and the audit CSV. */
import type { CardsCommand } from '../lib/db/cards-command';
import { cardsCsv } from '../lib/cards/audit-csv';
import { parseSeasonYear } from '../lib/league/season-year';

export const CARDS_USAGE =
  'links YEAR [--rotate "School name" | --rotate-zone CODE | --rotate-director] | cards YEAR [FILE]';

/** `links 2026 --rotate "Darcy Road"`; null when the arguments are not a links or cards command. */
export function parseCardsArgs(args: string[]): { command: CardsCommand; out?: string } | null {
  const [name, yearText, ...rest] = args;
  const year = yearText ? parseSeasonYear(yearText) : null;
  if (year === null) return null;
  if (name === 'cards') return rest.length <= 1 ? { command: { name, year }, out: rest[0] } : null;
  if (name !== 'links') return null;
  if (!rest.length) return { command: { name, year } };
  const [flag, value] = rest;
  if (rest.length === 1 && flag === '--rotate-director')
    return { command: { name, year, rotateDirector: true } };
  if (rest.length !== 2 || !value) return null;
  if (flag === '--rotate') return { command: { name, year, rotateSchool: value } };
  if (flag === '--rotate-zone') return { command: { name, year, rotateZone: value } };
  return null;
}

export { cardsCsv };
