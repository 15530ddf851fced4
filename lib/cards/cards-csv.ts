/**
 * `npm run league -- cards YEAR`: every card event of a season as CSV for the league's officials, one row per
 * version or action (the audit trail), formula-safe like the entries CSV. Players' names are in it: the
 * file is the officials' own, never published.
 */
import { stringify } from 'csv-stringify/sync';
import { cell } from '@/lib/entry/csv';
import { trailRows, type LinkLabel, type TrailEvent } from '@/lib/league/cards/audit';

const HEADER = [
  'event',
  'at',
  'match',
  'division',
  'round',
  'home_team',
  'away_team',
  'kind',
  'what',
  'by',
  'boards',
  'comment',
  'photo',
  'version',
  'home_players',
  'away_players',
];

export function cardsCsv(events: readonly TrailEvent[], labels: ReadonlyMap<number, LinkLabel>): string {
  const byId = new Map(events.map((e) => [e.id, e]));
  const rows = trailRows(events, labels).map((row) => {
    const e = byId.get(row.id)!;
    const names = (list: (string | null)[] | undefined) => (list ?? []).map((n) => n ?? '').join(' | ');
    return [
      row.id,
      new Date(row.at).toISOString(),
      row.match,
      e.division,
      e.round,
      e.homeTeam,
      e.awayTeam,
      e.kind,
      row.what,
      row.by,
      row.boards,
      row.comment,
      row.photo ? 'yes' : '',
      row.version ?? '',
      e.players ? names(e.players.home) : '',
      e.players ? names(e.players.away) : '',
    ].map(cell);
  });
  return stringify([HEADER, ...rows]);
}

/** The command's output as it comes back (through the server, as JSON: dates as text). */
export function cardsCsvOf(output: { events: TrailEvent[]; labels: [number, LinkLabel][] }): string {
  return cardsCsv(
    output.events.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })),
    new Map(output.labels),
  );
}
