/**
 * The entry request's Yup schema, run by the form and the server (SPEC 5), with the spec's messages except
 * the coordinator mobile. No casting: the form never sends a wrong type, so one is refused, not converted.
 */
import * as yup from 'yup';
import { COMPETITION_MODES, COORDINATOR_ROLES, COORDINATOR_TITLES, type CompetitionMode } from '@/lib/league/constants';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import { isPlainText } from '@/lib/league/plain-text';
import { isTenDigitPhone, nationalPhoneDigits } from './phone';
import { MESSAGES } from './texts';

import { TEAM_ROWS, totalTeams } from '@/lib/league/fees';
import {
  HOME_MATCH_DAYS,
  MAX_ALL_COORDINATORS,
  MAX_NEW_COORDINATORS,
  MAX_PREVIOUS_COORDINATORS,
  TEAM_FIELDS,
  type TeamField,
} from './request-fields';

export { MESSAGES };

/** Angle brackets (markup) and what is not plain text (lib/league/plain-text) have no place in a school's or a person's details. */
const MARKUP = /[<>]/;

const text = (max: number) =>
  yup
    .string()
    .strict()
    .typeError(MESSAGES.text)
    .max(max, `No more than ${max} characters`)
    .test('plain', MESSAGES.markup, (v) => !v || !MARKUP.test(v))
    .test('printable', MESSAGES.text, (v) => !v || isPlainText(v));
const filled = (v: string | undefined) => typeof v === 'string' && v.trim() !== '';
const required = (max: number) => text(max).required(MESSAGES.required).test('filled', MESSAGES.required, filled);
const tenDigits = (v: string | undefined) => !v || isTenDigitPhone(v);
const FOUR_DIGITS = /^\d{4}$/;
/** A previous-year coordinator's hash, derived by the league from their email. */
const hash = text(128).matches(/^[A-Za-z0-9_-]*$/, { message: MESSAGES.linkCode, excludeEmptyString: true });
/** The invitation's own rule (its length and characters), with the form's one message for it. */
const invitationHash = yup.string().strict().typeError(MESSAGES.linkCode).test('invitation-hash', MESSAGES.linkCode, (v) => !v || isInvitationHash(v));

export const coordinatorSchema = yup
  .object({
    hash: hash.optional(),
    first_name: required(100),
    last_name: required(100),
    title: yup.string().strict().typeError(MESSAGES.text).required(MESSAGES.required).oneOf(COORDINATOR_TITLES, MESSAGES.required),
    type: yup.string().strict().typeError(MESSAGES.text).required(MESSAGES.required).oneOf(COORDINATOR_ROLES, MESSAGES.required),
    email: required(200).email(MESSAGES.email).matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.email),
    mobile: required(20).test('ten-digits', MESSAGES.mobile, tenDigits),
  })
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

const teamCount = yup.number().strict().typeError(MESSAGES.teamCount).integer(MESSAGES.teamCount).min(0, MESSAGES.teamCount).max(99, MESSAGES.teamCount);

export const teamsSchema = yup
  .object(Object.fromEntries(TEAM_FIELDS.map((field) => [field, teamCount.optional()])) as Record<TeamField, typeof teamCount>)
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

export const schoolSchema = yup
  .object({
    hash: invitationHash.optional(),
    name: required(200),
    address: required(200),
    suburb: required(100),
    state: required(10),
    postcode: text(10)
      .required(MESSAGES.postcode)
      .test('postcode', MESSAGES.postcode, (v) => FOUR_DIGITS.test(v?.trim() ?? '')),
    postal_address: text(200).optional(),
    postal_suburb: text(100).optional(),
    postal_state: text(10).optional(),
    postal_postcode: text(10)
      .optional()
      .test('postcode', MESSAGES.postcode, (v) => !v?.trim() || FOUR_DIGITS.test(v.trim())),
    phone: text(20).required(MESSAGES.phone).test('ten-digits', MESSAGES.phone, (v) => filled(v) && tenDigits(v)),
    fax: text(20).optional().test('ten-digits', MESSAGES.fax, (v) => !v?.trim() || tenDigits(v)),
    location_of_chess_room: text(300).optional(),
    comments: text(2000).optional(),
    purchaseordernumber: text(100).optional(),
    /** Metropolitan secondary only (docs/entry-form.md): who supervises home matches, and on which day. */
    match_day_contact: text(200).optional(),
    home_match_day: text(20)
      .optional()
      .test('weekday', MESSAGES.weekday, (v) => !v || (HOME_MATCH_DAYS as readonly string[]).includes(v)),
  })
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

function modeOf(context: yup.TestContext): CompetitionMode | null {
  const mode = (context.parent as { mode?: unknown } | undefined)?.mode;
  return COMPETITION_MODES.includes(mode as CompetitionMode) ? (mode as CompetitionMode) : null;
}

export const entryRequestSchema = yup
  .object({
    mode: yup.string().strict().typeError(MESSAGES.mode).required(MESSAGES.mode).oneOf([...COMPETITION_MODES], MESSAGES.mode),
    school: schoolSchema.required(MESSAGES.missing),
    coordinators: yup
      .array(coordinatorSchema)
      .strict()
      .typeError(MESSAGES.coordinators)
      .required(MESSAGES.coordinators)
      .min(1, MESSAGES.coordinators)
      .max(MAX_ALL_COORDINATORS, MESSAGES.tooManyCoordinators)
      .test('new-and-previous', MESSAGES.tooManyCoordinators, (list) => {
        const previous = (list ?? []).filter((c) => c?.hash).length;
        return previous <= MAX_PREVIOUS_COORDINATORS && (list ?? []).length - previous <= MAX_NEW_COORDINATORS;
      }),
    teams: teamsSchema
      .required(MESSAGES.missing)
      // Messages about the teams as a whole sit beside the Total row and the preference fields.
      .test('at-least-one', function (teams) {
        const mode = modeOf(this);
        if (!mode || mode === 'country_secondary' || totalTeams(mode, teams) > 0) return true;
        return this.createError({ path: 'teams.total', message: MESSAGES.teams });
      })
      .test('intermediate-preference', function (teams) {
        const mode = modeOf(this);
        if (!mode || !TEAM_ROWS[mode].includes('junior_rookies')) return true;
        const counts: unknown[] = [teams.intermediate, teams.intermediate_to_championship, teams.intermediate_to_rookies].map((n) => n ?? 0);
        // A count that is not a number has its own error already, and adding it could throw.
        if (!counts.every((n): n is number => typeof n === 'number')) return true;
        const [intermediate, up, down] = counts;
        if (intermediate === up! + down!) return true;
        return this.createError({ path: 'teams.intermediate_preference', message: MESSAGES.intermediatePreference });
      }),
  })
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

export type EntryRequest = yup.InferType<typeof entryRequestSchema>;

/** Field errors keyed by path: `school.name`, `coordinators[0].email`, `teams.total`, `mode`; `(request)` for the request as a whole. */
export type FieldErrors = Record<string, string>;

function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
  return value;
}

export async function validateEntry(value: unknown): Promise<{ ok: true; entry: EntryRequest } | { ok: false; fieldErrors: FieldErrors }> {
  try {
    const entry = await entryRequestSchema.validate(value, { abortEarly: false, strict: true });
    return { ok: true, entry: trimmed(entry) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fieldErrors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path || '(request)';
      fieldErrors[path] ??= inner.message;
    }
    return { ok: false, fieldErrors };
  }
}

/** A phone, fax or mobile as stored: its ten national digits (`+61 491 570 006` → `0491570006`). */
export function normaliseDigits(value: string | undefined): string {
  return value ? nationalPhoneDigits(value) : '';
}
