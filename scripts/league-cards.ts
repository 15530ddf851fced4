/** The command line's side of `links` and `cards` (lib/db/cards-command.ts): its arguments and the audit CSV. */
import { stringify } from 'csv-stringify/sync';
import { cell } from '../lib/entry/csv';
import type { CardAuditRow, CardsCommand } from '../lib/db/cards-command';
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

const HEADER: (keyof CardAuditRow)[] = [
  'id',
  'createdAt',
  'division',
  'round',
  'homeTeam',
  'awayTeam',
  'kind',
  'side',
  'sender',
  'boards',
  'homePlayers',
  'awayPlayers',
  'comment',
  'photo',
  'version',
];
const COLUMN: Record<keyof CardAuditRow, string> = {
  id: 'event',
  createdAt: 'at',
  division: 'division',
  round: 'round',
  homeTeam: 'home',
  awayTeam: 'away',
  kind: 'kind',
  side: 'side',
  sender: 'sent_by',
  boards: 'boards',
  homePlayers: 'home_players',
  awayPlayers: 'away_players',
  comment: 'comment',
  photo: 'photo',
  version: 'of_event',
};

/** The audit trail as CSV, formula-safe like the entries CSV. */
export function cardsCsv(rows: CardAuditRow[]): string {
  return stringify([HEADER.map((k) => COLUMN[k]), ...rows.map((row) => HEADER.map((k) => cell(row[k])))]);
}
