/**
 * What a coordinator keeps of a stored request: the summary the confirmation page shows and prints, and the
 * same in plain text for an email. Only what the coordinator sent, with its reference, fee and time; never
 * the visitor's address, the invitation or the previous-year coordinators' hashes.
 */
import type { EntryReceipt } from '@/lib/db/queries/entry-versions';
import { COMPETITION_NAMES } from '@/lib/league/constants';
import { teamFieldsFor } from '@/lib/league/entry-fields';
import { formatDollars } from '@/lib/league/fees';
import { LEAGUE_TIME_ZONE } from '@/lib/league/today';
import { MOBILE_MASK, PHONE_MASK, applyMask } from './form';
import { RECEIPT_TEXTS, SECTION_TEXTS, TEAM_LABELS } from './texts';

export type ReceiptSummary = {
  reference: string;
  version: number;
  /** `Metropolitan primary, 2027 season` */
  competition: string;
  sentAt: string;
  school: { label: string; lines: string[] }[];
  teams: { label: string; count: number }[];
  totalTeams: number;
  fee: string;
  coordinators: { name: string; lines: string[] }[];
};

const sydney = new Intl.DateTimeFormat('en-AU', {
  timeZone: LEAGUE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `Saturday 28 November 2026 at 3:05 pm`, in the league's time. */
export function formatSentAt(at: Date): string {
  const parts = Object.fromEntries(sydney.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

export function receiptSummary(receipt: EntryReceipt): ReceiptSummary {
  const { request, mode } = receipt;
  const school = (request.school ?? {}) as Record<string, unknown>;
  const teams = (request.teams ?? {}) as Record<string, unknown>;
  const people = (Array.isArray(request.coordinators) ? request.coordinators : []) as Record<
    string,
    unknown
  >[];
  const labels = TEAM_LABELS[mode.endsWith('primary') ? 'primary' : 'secondary'];
  const postal = [
    text(school.postal_address),
    joined(school.postal_suburb, school.postal_state, school.postal_postcode),
  ];
  const rows: { label: string; lines: string[] }[] = [
    {
      label: RECEIPT_TEXTS.school,
      lines: [receipt.schoolName, text(school.address), joined(school.suburb, school.state, school.postcode)],
    },
    // A postal state alone is the form's default, not an address.
    {
      label: RECEIPT_TEXTS.postal,
      lines: text(school.postal_address) || text(school.postal_suburb) ? postal : [],
    },
    { label: RECEIPT_TEXTS.phone, lines: [applyMask(text(school.phone), PHONE_MASK.mask)] },
    { label: RECEIPT_TEXTS.chessRoom, lines: [text(school.location_of_chess_room)] },
    {
      label: RECEIPT_TEXTS.homeMatches,
      lines: [joined(school.match_day_contact), text(school.home_match_day)],
    },
    { label: RECEIPT_TEXTS.order, lines: [text(school.purchaseordernumber)] },
    { label: RECEIPT_TEXTS.comments, lines: [text(school.comments)] },
  ];
  return {
    reference: receipt.reference,
    version: receipt.version,
    competition: `${COMPETITION_NAMES[mode]}, ${receipt.year} season`,
    sentAt: formatSentAt(new Date(receipt.createdAt)),
    school: rows
      .map((row) => ({ ...row, lines: row.lines.filter(Boolean) }))
      .filter((row) => row.lines.length),
    teams: teamFieldsFor(mode).map((field) => ({
      label: labels[field] ?? field,
      count: typeof teams[field] === 'number' ? teams[field] : 0,
    })),
    totalTeams: receipt.totalTeams,
    fee: formatDollars(receipt.feeCents),
    coordinators: people.map((c) => ({
      name: joined(c.title, c.first_name, c.last_name),
      lines: [text(c.type), text(c.email), applyMask(text(c.mobile), MOBILE_MASK.mask)].filter(Boolean),
    })),
  };
}

/** The summary as the body of an email the coordinator sends themselves (a `mailto:` link); the page's secret address stays out of it. */
export function receiptEmail(summary: ReceiptSummary): { subject: string; body: string } {
  const lines = [
    `${RECEIPT_TEXTS.reference}: ${summary.reference}${summary.version > 1 ? ` (change ${summary.version - 1})` : ''}`,
    `${RECEIPT_TEXTS.competition}: ${summary.competition}`,
    `${RECEIPT_TEXTS.sent}: ${summary.sentAt}`,
    '',
    ...summary.school.map((row) => `${row.label}: ${row.lines.join(', ')}`),
    '',
    `${RECEIPT_TEXTS.teams}:`,
    ...summary.teams.filter((t) => t.count > 0).map((t) => `  ${t.label}: ${t.count}`),
    `  ${SECTION_TEXTS.total}: ${SECTION_TEXTS.teamCount(summary.totalTeams)}`,
    `${RECEIPT_TEXTS.fee}: ${summary.fee} ${RECEIPT_TEXTS.feeNote}`,
    '',
    `${RECEIPT_TEXTS.coordinators}:`,
    ...summary.coordinators.map((c) => `  ${[c.name, ...c.lines].join(', ')}`),
  ];
  return { subject: `Entry request ${summary.reference}`, body: lines.join('\n') };
}

export function mailtoHref({ subject, body }: { subject: string; body: string }): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
