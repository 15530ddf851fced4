/**
 * The season's news in the bundle: the league's notices (written by people) and the change record
 * (written by the site at each import, see season-diff.ts and change-text.ts).
 */
import { z } from 'zod';
import { code, isoDate, line, plain } from './bundle-primitives';
import { COMPETITIONS } from './constants';

export const noticeSchema = z.strictObject({
  date: isoDate,
  text: plain(2000).min(1, 'must not be empty'),
  /** Without competition or zone a notice concerns the whole season. */
  competition: z.enum(COMPETITIONS).optional(),
  zone: code.optional(),
});

/** The kinds of change the site records, as season-diff.ts names them. */
export const RECORDED_KINDS = [
  'results-posted',
  'result-corrected',
  'round-moved',
  'pairings-changed',
  'rounds-changed',
  'team-added',
  'team-withdrawn',
  'team-reinstated',
  'team-removed',
  'team-renamed',
  'division-added',
  'division-removed',
  'finals-decided',
  'finals-moved',
  'scorer-changed',
  'entry-date-changed',
  'fee-changed',
] as const;

export const changeItemSchema = z.strictObject({
  kind: z.enum(RECORDED_KINDS),
  /** The division code or finals grid it belongs to; empty for the season's entry dates and fees. */
  group: line(200),
  text: line(1000).min(1, 'must not be empty'),
  competition: z.enum(COMPETITIONS).optional(),
  zone: code.optional(),
  /** The teams (and their schools) it concerns. */
  teams: z.array(line(200)).max(200),
});

export const changeRecordSchema = z.strictObject({
  /** When the import was made, as an ISO 8601 date and time in UTC (`2026-06-14T09:30:00.000Z`). */
  at: z.iso.datetime(),
  items: z.array(changeItemSchema).min(1),
});

export type Notice = z.infer<typeof noticeSchema>;
export type ChangeItem = z.infer<typeof changeItemSchema>;
export type ChangeRecord = z.infer<typeof changeRecordSchema>;

/** A notice for a zone names a zone of the season. */
export function checkNoticeZones(
  bundle: { zones: { code: string }[]; notices?: Notice[] },
  ctx: z.RefinementCtx,
) {
  const zones = new Set(bundle.zones.map((z) => z.code));
  bundle.notices?.forEach((notice, i) => {
    if (notice.zone && !zones.has(notice.zone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['notices', i, 'zone'],
        message: `zone ${notice.zone} is not in the season`,
      });
    }
  });
}
