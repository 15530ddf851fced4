/**
 * The season bundle, the one import/export format. This zod schema is the source of truth;
 * docs/season-bundle.schema.json is generated from it and docs/data-format.md explains it.
 */
import { z } from 'zod';
import {
  INVITATION_HASH_MAX_LENGTH,
  INVITATION_HASH_MESSAGE,
  INVITATION_HASH_MIN_LENGTH,
  INVITATION_HASH_PATTERN,
} from './invitation-hash';
import { checkReferences } from './bundle-references';
import { SEASON_YEAR_MAX, SEASON_YEAR_MIN } from './season-year';
import {
  BOARDS_PER_TEAM,
  COMPETITIONS,
  COMPETITION_MODES,
  FINALS_PAIRING_POINTS,
  FINALS_STAGES,
  GRADE_CODES,
  METROS,
} from './constants';
import { PLAIN_MESSAGE, PLAIN_TEXT, code, isoDate, line, name, plain } from './bundle-primitives';
import { changeRecordSchema, checkNoticeZones, noticeSchema } from './bundle-news';
import { coordinatorSchema, emailAddress, schoolFields } from './bundle-entry-fields';

export const BUNDLE_FORMAT = 'nswjcl-season/1';

const link = z.url().regex(PLAIN_TEXT, PLAIN_MESSAGE);
const halfPoints = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((n) => Number.isInteger(n * 2), 'must be a whole or half point');
const notes = z.array(plain(1000)).optional();

/**
 * One game's result on one board, from the home team's side: SPEC section 9 (1, 0, ½, 1F, 0F, X), and FF for a
 * double forfeit (neither player came: nothing to either side), which a match card can say.
 */
export const GAME_RESULTS = ['1', '0', '½', '1F', '0F', 'FF', 'X'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export const tieBreakSchema = z.strictObject({
  home: z.number().min(0).max(100).optional(),
  away: z.number().min(0).max(100).optional(),
  winner: z.enum(['home', 'away']),
});

/** A match between two teams of four: board points for each side, 0 to 4 in halves. */
export const matchResultSchema = z.strictObject({
  home: halfPoints(BOARDS_PER_TEAM),
  away: halfPoints(BOARDS_PER_TEAM),
  boards: z.array(z.enum(GAME_RESULTS)).length(BOARDS_PER_TEAM).optional(),
  tiebreak: tieBreakSchema.optional(),
  /** Scored 0–0 by a rule rather than played: `late-card`, the primary card not received within 7 days. */
  ruled: z.enum(['late-card']).optional(),
});

/** A finals pairing is a double match with colours reversed, scored out of 8. */
export const finalsResultSchema = z.strictObject({
  home: halfPoints(FINALS_PAIRING_POINTS),
  away: halfPoints(FINALS_PAIRING_POINTS),
  tiebreak: tieBreakSchema.optional(),
});

const teamNo = z.number().int().min(1).max(999);
/** The opponent of a pairing: a draw number, `bye`, or `?` while the opponent is not yet known. */
const opponent = z.union([teamNo, z.literal('bye'), z.literal('?')]);

export const pairingSchema = z.strictObject({
  home: teamNo,
  away: opponent,
  /** Country secondary knock-outs: the main competition or the second-place one. */
  bracket: z.enum(['main', 'second']).optional(),
  result: matchResultSchema.nullable().optional(),
});

export const roundSchema = z.strictObject({
  n: z.number().int().min(1).max(99),
  date: isoDate.nullable(),
  /** Country secondary: the date by which the round must be played. */
  play_by: z.boolean().optional(),
  date_note: plain(300).optional(),
  pairings: z.array(pairingSchema),
});

export const teamSchema = z.strictObject({
  no: teamNo,
  name,
  /** The `(Bye)` row of a draw is a real team that scores nothing. */
  bye: z.boolean().optional(),
  school: name.optional(),
  /** Points carried from an earlier phase (2007 sheets split divisions after round 7). */
  previous: halfPoints(1000).optional(),
  withdrawn: z.boolean().optional(),
});

export const scorerSchema = z.strictObject({ name, email: emailAddress });

export const divisionSchema = z.strictObject({
  code,
  name,
  no: z.number().int().min(0).max(999),
  zone: code,
  grade: z.enum(GRADE_CODES),
  teams: z.array(teamSchema).min(2),
  rounds: z.array(roundSchema),
  /** Knock-outs (country secondary) name their places; round robins have them computed. */
  winner: teamNo.optional(),
  runner_up: teamNo.optional(),
  notes,
  source: link.optional(),
});

export const finalsEntrantSchema = z.strictObject({ no: teamNo, name, from: line(200).optional(), notes });

export const finalsMatchSchema = z.strictObject({
  home: teamNo,
  away: z.union([teamNo, z.literal('bye'), z.literal('?')]),
  result: finalsResultSchema.nullable().optional(),
});

export const finalsStepSchema = z.strictObject({
  name,
  date: isoDate.nullable(),
  matches: z.array(finalsMatchSchema).min(1),
});

export const finalsGridSchema = z.strictObject({
  competition: z.enum(COMPETITIONS),
  grade: z.enum(GRADE_CODES),
  stage: z.enum(FINALS_STAGES),
  /** Zone code, region code or metro (`metropolitan`/`country`); empty for the metro-versus-country final. */
  value: line(32),
  /** Grids under a zone page's division (a zone final between division winners) name that division. */
  division: code.optional(),
  entrants: z.array(finalsEntrantSchema).min(2),
  steps: z.array(finalsStepSchema).min(1),
  notes,
  source: link.optional(),
});

export const regionSchema = z.strictObject({ code, name, metro: z.enum(METROS) });

export const zoneSchema = z.strictObject({
  code,
  name,
  region: code,
  competition: z.enum(COMPETITIONS),
  scorer: scorerSchema.optional(),
});

export const entryWindowSchema = z.strictObject({
  cutoff_date: isoDate.nullable(),
  commence_date: isoDate.nullable(),
  invitation_active: z.boolean(),
  /** Dollars per team, GST included. */
  price: z.number().min(0).max(10000),
});

export { coordinatorSchema };

export const invitationSchema = z.strictObject({
  mode: z.enum(COMPETITION_MODES),
  hash: z
    .string()
    .min(INVITATION_HASH_MIN_LENGTH, INVITATION_HASH_MESSAGE)
    .max(INVITATION_HASH_MAX_LENGTH, INVITATION_HASH_MESSAGE)
    .regex(INVITATION_HASH_PATTERN, INVITATION_HASH_MESSAGE)
    .describe(
      'At least 128 random bits from a CSPRNG: for example 16 random bytes as 22 base64url characters (or 32 hex digits).',
    ),
  submitted: z.boolean(),
  coordinators: z.array(coordinatorSchema).max(5),
});

export const schoolSchema = z.strictObject({
  ...schoolFields,
  metro: z.enum(METROS),
  competition: z.enum(COMPETITIONS),
  invitations: z.array(invitationSchema).optional(),
});

export const seasonHistorySchema = z.strictObject({
  primary: plain(200).nullable().optional(),
  metropolitan_secondary: z
    .strictObject({
      senior: plain(200).nullable().optional(),
      intermediate: plain(200).nullable().optional(),
      junior: plain(200).nullable().optional(),
    })
    .optional(),
  country_secondary: plain(200).nullable().optional(),
});

export const roundRobinFinalsSchema = z.strictObject({
  teams: z.array(teamSchema).min(2),
  rounds: z.array(roundSchema).min(1),
  notes,
});

export const seasonBundleSchema = z
  .strictObject({
    format: z.literal(BUNDLE_FORMAT),
    year: z.number().int().min(SEASON_YEAR_MIN).max(SEASON_YEAR_MAX),
    /** True when the season mixes real facts with filled-in results; the site then shows a notice. */
    demo: z.boolean(),
    active: z.boolean(),
    published: z.boolean(),
    info_block_hidden: z.boolean(),
    /** The boards on which the home (first-named) team plays White; the league has used 2 and 4, and 1 and 3. */
    home_white_boards: z.union([
      z.tuple([z.literal(2), z.literal(4)]),
      z.tuple([z.literal(1), z.literal(3)]),
    ]),
    entry: z.strictObject({
      metropolitan_primary: entryWindowSchema,
      metropolitan_secondary: entryWindowSchema,
      country_primary: entryWindowSchema,
      country_secondary: entryWindowSchema,
    }),
    regions: z.array(regionSchema),
    zones: z.array(zoneSchema),
    divisions: z.array(divisionSchema),
    finals: z.array(finalsGridSchema),
    round_robin_finals: roundRobinFinalsSchema.nullable(),
    history: seasonHistorySchema,
    schools: z.array(schoolSchema),
    notes,
    /** The league's own messages, shown above the draws of the pages they concern. */
    notices: z.array(noticeSchema).optional(),
    /** What each import changed, written by the site; kept across imports (see docs/data-format.md). */
    changes: z.array(changeRecordSchema).optional(),
    /**
     * When the site exported the file (`npm run league -- export`): an import refuses to replace results
     * written after it unless told to (docs/data-format.md).
     */
    exported_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((bundle, ctx) => {
    checkReferences(bundle, ctx);
    checkNoticeZones(bundle, ctx);
  });

export type SeasonBundle = z.infer<typeof seasonBundleSchema>;
export type Division = z.infer<typeof divisionSchema>;
export type Team = z.infer<typeof teamSchema>;
export type Round = z.infer<typeof roundSchema>;
export type Pairing = z.infer<typeof pairingSchema>;
export type MatchResult = z.infer<typeof matchResultSchema>;
export type FinalsGrid = z.infer<typeof finalsGridSchema>;
export type FinalsStep = z.infer<typeof finalsStepSchema>;
export type FinalsMatch = z.infer<typeof finalsMatchSchema>;
export type FinalsEntrant = z.infer<typeof finalsEntrantSchema>;
export type RegionRecord = z.infer<typeof regionSchema>;
export type ZoneRecord = z.infer<typeof zoneSchema>;
export type EntryWindowRecord = z.infer<typeof entryWindowSchema>;
export type SchoolRecord = z.infer<typeof schoolSchema>;
export type CoordinatorRecord = z.infer<typeof coordinatorSchema>;
export type SeasonHistory = z.infer<typeof seasonHistorySchema>;
export type RoundRobinFinals = z.infer<typeof roundRobinFinalsSchema>;
export { boardPoints } from './board-points';

export type Draw = { teams: Team[]; rounds: Round[] };

/** `['divisions', 3, 'rounds', 2]` → `divisions[3].rounds[2]` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

export type BundleCheck = { ok: true; bundle: SeasonBundle } | { ok: false; errors: string[] };

/** Validates an unknown document; every problem is named by its path. */
export function checkBundle(document: unknown): BundleCheck {
  const parsed = seasonBundleSchema.safeParse(document);
  if (parsed.success) return { ok: true, bundle: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => `${formatPath(issue.path) || '(document)'}: ${issue.message}`),
  };
}
