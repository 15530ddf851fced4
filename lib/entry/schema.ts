/**
 * The entry request's Yup schema, run by the form and the server (SPEC 5), with the spec's messages except
 * the coordinator mobile. No casting: the form never sends a wrong type, so one is refused, not converted.
 */
import * as yup from 'yup';
import { COMPETITION_MODES, isOneOf, type CompetitionMode } from '@/lib/league/constants';
import {
  COORDINATOR_FIELDS,
  MAX_ALL_COORDINATORS,
  MAX_NEW_COORDINATORS,
  MAX_PREVIOUS_COORDINATORS,
  SCHOOL_FIELDS,
  TEAM_COUNT_MAX,
  TEAM_FIELDS,
  matchesWhole,
  type CoordinatorField,
  type EntryRequest,
  type FieldRule,
  type SchoolField,
  type TeamField,
} from '@/lib/league/entry-fields';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import { isPlainText } from '@/lib/league/plain-text';
import { TEAM_ROWS, totalTeams } from '@/lib/league/fees';
import { MESSAGES } from './texts';

export { MESSAGES };
export type { EntryRequest };

/** Angle brackets (markup) and what is not plain text (lib/league/plain-text) have no place in a school's or a person's details. */
const MARKUP = /[<>]/;

const text = (max: number, tooLong = `No more than ${max} characters`) =>
  yup
    .string()
    .strict()
    .typeError(MESSAGES.text)
    .max(max, tooLong)
    .test('plain', MESSAGES.markup, (v) => !v || !MARKUP.test(v))
    .test('printable', MESSAGES.text, (v) => !v || isPlainText(v));
const filled = (v: string | undefined) => typeof v === 'string' && v.trim() !== '';

/** SPEC section 5's messages for a value of the wrong form, and for the fields whose emptiness has its own. */
const WRONG: Partial<Record<SchoolField | CoordinatorField, string>> = {
  postcode: MESSAGES.postcode,
  postal_postcode: MESSAGES.postcode,
  phone: MESSAGES.phone,
  fax: MESSAGES.fax,
  email: MESSAGES.email,
  mobile: MESSAGES.mobile,
  home_match_day: MESSAGES.weekday,
};
const EMPTY: Partial<Record<SchoolField | CoordinatorField, string>> = {
  postcode: MESSAGES.postcode,
  phone: MESSAGES.phone,
};

/** A field's Yup check, from its rule (lib/league/entry-fields.ts). */
function fieldSchema(key: SchoolField | CoordinatorField, rule: FieldRule) {
  const wrong = WRONG[key] ?? MESSAGES.required;
  const empty = EMPTY[key] ?? MESSAGES.required;
  let value;
  if ('options' in rule)
    value = yup
      .string()
      .strict()
      .typeError(MESSAGES.text)
      .test('option', wrong, (v) => !v || rule.options.includes(v));
  else if (rule.format) {
    const { pattern } = rule.format;
    // Too long is of the wrong form too, and says so in the spec's words.
    value = text(rule.max, wrong).test('format', wrong, (v) => !v || matchesWhole(pattern, v));
  } else value = text(rule.max);
  return rule.required ? value.required(empty).test('filled', empty, filled) : value.optional();
}

function fieldsSchema<F extends SchoolField | CoordinatorField>(fields: Record<F, FieldRule>) {
  return Object.fromEntries(
    Object.entries<FieldRule>(fields).map(([key, rule]) => [key, fieldSchema(key as F, rule)]),
  );
}

/** A previous-year coordinator's hash, derived by the league from their email. */
const hash = text(128).matches(/^[A-Za-z0-9_-]*$/, { message: MESSAGES.linkCode, excludeEmptyString: true });
/** The invitation's own rule (its length and characters), with the form's one message for it. */
const invitationHash = yup
  .string()
  .strict()
  .typeError(MESSAGES.linkCode)
  .test('invitation-hash', MESSAGES.linkCode, (v) => !v || isInvitationHash(v));

export const coordinatorSchema = yup
  .object({ hash: hash.optional(), ...fieldsSchema(COORDINATOR_FIELDS) })
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

const teamCount = yup
  .number()
  .strict()
  .typeError(MESSAGES.teamCount)
  .integer(MESSAGES.teamCount)
  .min(0, MESSAGES.teamCount)
  .max(TEAM_COUNT_MAX, MESSAGES.teamCount);

export const teamsSchema = yup
  .object(
    Object.fromEntries(TEAM_FIELDS.map((field) => [field, teamCount.optional()])) as Record<
      TeamField,
      typeof teamCount
    >,
  )
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

export const schoolSchema = yup
  .object({ hash: invitationHash.optional(), ...fieldsSchema(SCHOOL_FIELDS) })
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

function modeOf(context: yup.TestContext): CompetitionMode | null {
  const mode = (context.parent as { mode?: unknown } | undefined)?.mode;
  return isOneOf(COMPETITION_MODES, mode) ? mode : null;
}

export const entryRequestSchema = yup
  .object({
    mode: yup
      .string()
      .strict()
      .typeError(MESSAGES.mode)
      .required(MESSAGES.mode)
      .oneOf([...COMPETITION_MODES], MESSAGES.mode),
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
        return (
          previous <= MAX_PREVIOUS_COORDINATORS && (list ?? []).length - previous <= MAX_NEW_COORDINATORS
        );
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
        const counts: unknown[] = [
          teams.intermediate,
          teams.intermediate_to_championship,
          teams.intermediate_to_rookies,
        ].map((n) => n ?? 0);
        // A count that is not a number has its own error already, and adding it could throw.
        if (!counts.every((n): n is number => typeof n === 'number')) return true;
        const [intermediate, up, down] = counts;
        if (intermediate === up! + down!) return true;
        return this.createError({
          path: 'teams.intermediate_preference',
          message: MESSAGES.intermediatePreference,
        });
      }),
  })
  .strict()
  .typeError(MESSAGES.missing)
  .noUnknown(MESSAGES.unknown);

/** Field errors keyed by path: `school.name`, `coordinators[0].email`, `teams.total`, `mode`; `(request)` for the request as a whole. */
export type FieldErrors = Record<string, string>;

function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
  return value;
}

export async function validateEntry(
  value: unknown,
): Promise<{ ok: true; entry: EntryRequest } | { ok: false; fieldErrors: FieldErrors }> {
  try {
    const entry = await entryRequestSchema.validate(value, { abortEarly: false, strict: true });
    return { ok: true, entry: trimmed(entry) as EntryRequest };
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
