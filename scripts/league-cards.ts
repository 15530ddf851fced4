/** The command line's side of `links` and `cards` (lib/db/cards-command.ts): its arguments and the audit CSV. */
import type { CardsCommand } from '../lib/db/cards-command';
import { cardsCsv } from '../lib/cards/audit-csv';
import { parseSeasonYear } from '../lib/league/season-year';

export const CARDS_USAGE =
  'links YEAR [--rotate "School name" | --rotate-zone CODE | --rotate-director] [--send] | cards YEAR [FILE]';

/** `links 2026 --rotate "Darcy Road" --send`; null when the arguments are not a links or cards command. */
export function parseCardsArgs(args: string[]): { command: CardsCommand; out?: string } | null {
  const [name, yearText, ...all] = args;
  const year = yearText ? parseSeasonYear(yearText) : null;
  if (year === null) return null;
  if (name === 'cards') return all.length <= 1 ? { command: { name, year }, out: all[0] } : null;
  if (name !== 'links') return null;
  const send = all.includes('--send');
  const rest = all.filter((a) => a !== '--send');
  if (all.length - rest.length > 1) return null;
  const links = (
    options: Omit<Extract<CardsCommand, { name: 'links' }>, 'name' | 'year'> = {},
  ): { command: CardsCommand } => ({
    command: { name: 'links', year, ...options, ...(send ? { send } : {}) },
  });
  if (!rest.length) return links();
  const [flag, value] = rest;
  if (rest.length === 1 && flag === '--rotate-director') return links({ rotateDirector: true });
  if (rest.length !== 2 || !value) return null;
  if (flag === '--rotate') return links({ rotateSchool: value });
  if (flag === '--rotate-zone') return links({ rotateZone: value });
  return null;
}

export { cardsCsv };
