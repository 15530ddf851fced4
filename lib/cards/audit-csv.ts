/** The cards' audit trail as CSV (`npm run league -- cards YEAR` and the office's download): one writer for both. */
import { stringify } from 'csv-stringify/sync';
import { cell } from '@/lib/entry/csv';
import type { CardAuditRow } from '@/lib/db/queries/cards-audit';

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
  'homePoints',
  'awayPoints',
  'boards',
  'homePlayers',
  'awayPlayers',
  'comment',
  'photo',
  'version',
];
const COLUMN: Record<keyof CardAuditRow, string> = {
  id: 'event',
  createdAt: 'at_sydney',
  division: 'division',
  round: 'round',
  homeTeam: 'home',
  awayTeam: 'away',
  kind: 'kind',
  side: 'side',
  sender: 'sent_by',
  homePoints: 'home_points',
  awayPoints: 'away_points',
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
