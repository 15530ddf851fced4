/**
 * Entry requests as CSV for league officials: one row per request, with its teams, fee and coordinators. A
 * school's change of its application is a row of its own: the same reference, the next version, and
 * `change_of` naming the first request's id.
 */
import { stringify } from 'csv-stringify/sync';
import { MAX_ALL_COORDINATORS, TEAM_FIELDS } from '@/lib/league/entry-fields';

type Row = {
  id: number;
  year: number;
  mode: string;
  hash: string | null;
  schoolName: string;
  request: Record<string, unknown>;
  totalTeams: number;
  feeCents: number;
  ipAddress: string | null;
  createdAt: Date | string;
  reference: string;
  version: number;
  firstId: number | null;
  /** On the league's API: when the league accepted the request (empty while it waits in the outbox). */
  forwardedAt?: Date | string | null;
};

const SCHOOL_FIELDS = [
  'address',
  'suburb',
  'state',
  'postcode',
  'postal_address',
  'postal_suburb',
  'postal_state',
  'postal_postcode',
  'phone',
  'fax',
  'location_of_chess_room',
  'match_day_contact',
  'home_match_day',
  'purchaseordernumber',
  'comments',
] as const;
const COORDINATOR_FIELDS = ['title', 'first_name', 'last_name', 'type', 'email', 'mobile'] as const;

/** Cells that a spreadsheet would run as a formula are prefixed with an apostrophe (the cards' CSV too). */
export function cell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function entriesCsv(rows: Row[]): string {
  const header = [
    'id',
    'submitted_at',
    'reference',
    'version',
    'change_of',
    'year',
    'competition',
    'school',
    ...SCHOOL_FIELDS,
    ...TEAM_FIELDS,
    'total_teams',
    'fee_aud',
    ...Array.from({ length: MAX_ALL_COORDINATORS }, (_, i) =>
      COORDINATOR_FIELDS.map((f) => `coordinator_${i + 1}_${f}`),
    ).flat(),
    'ip_address',
    'hash',
    'forwarded_at',
  ];
  const records = rows.map((row) => {
    const school = (row.request.school ?? {}) as Record<string, unknown>;
    const teams = (row.request.teams ?? {}) as Record<string, unknown>;
    const coordinators = (row.request.coordinators ?? []) as Record<string, unknown>[];
    return [
      row.id,
      new Date(row.createdAt).toISOString(),
      row.reference,
      row.version,
      row.firstId ?? '',
      row.year,
      row.mode,
      row.schoolName,
      ...SCHOOL_FIELDS.map((f) => school[f]),
      ...TEAM_FIELDS.map((f) => teams[f] ?? ''),
      row.totalTeams,
      (row.feeCents / 100).toFixed(2),
      ...Array.from({ length: MAX_ALL_COORDINATORS }, (_, i) =>
        COORDINATOR_FIELDS.map((f) => coordinators[i]?.[f]),
      ).flat(),
      row.ipAddress,
      row.hash,
      row.forwardedAt ? new Date(row.forwardedAt).toISOString() : '',
    ].map(cell);
  });
  return stringify([header, ...records]);
}
