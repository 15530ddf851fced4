/**
 * The entry request: one Yup schema that the form (Formik) and the server both run (SPEC section 5).
 * Messages are the spec's, word for word, except the coordinator mobile (docs/spec-deviations.md).
 */
import * as yup from 'yup';
import { COMPETITION_MODES, COORDINATOR_ROLES, COORDINATOR_TITLES, MAX_COORDINATORS, type CompetitionMode } from '@/lib/league/constants';
import { TEAM_ROWS, totalTeams } from '@/lib/league/fees';

export const MESSAGES = {
  required: "This field can't be empty",
  mode: 'Please, select competition',
  postcode: 'Postcode must contain 4 digits',
  phone: 'Phone must contain 10 digits',
  mobile: 'Mobile must contain 10 digits',
  email: 'Please, provide real email address',
  teams: 'Please enter at least one team',
  intermediatePreference:
    'Please nominate the second grade preference for your intermediate grade teams. The total number of teams allocated as a second preference needs to match the number of teams in the intermediate grade.',
  coordinators: 'Please enter at least one coordinator',
  tooManyCoordinators: `No more than ${MAX_COORDINATORS} coordinators`,
  teamCount: 'Enter a number from 0 to 99',
  unknown: 'Unexpected field',
} as const;

const digits = (value: string) => value.replace(/\D/g, '');
/** A masked phone or mobile: digits with the mask's spaces and brackets only. */
const phoneLike = (value: string | undefined) => !value || /^[\d\s()]*$/.test(value);

const text = (max: number) => yup.string().trim().max(max, `No more than ${max} characters`);
const required = (max: number) => text(max).required(MESSAGES.required);
const tenDigits = (message: string) =>
  yup
    .string()
    .required(message)
    .test('ten-digits', message, (v) => phoneLike(v) && digits(v ?? '').length === 10);
const postcode = yup.string().trim().matches(/^\d{4}$/, { message: MESSAGES.postcode, excludeEmptyString: true });

export const coordinatorSchema = yup
  .object({
    hash: yup.string().max(128).optional(),
    first_name: required(100),
    last_name: required(100),
    title: yup.string().required(MESSAGES.required).oneOf(COORDINATOR_TITLES, MESSAGES.required),
    type: yup.string().required(MESSAGES.required).oneOf(COORDINATOR_ROLES, MESSAGES.required),
    email: required(200).email(MESSAGES.email).matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.email),
    mobile: tenDigits(MESSAGES.mobile),
  })
  .noUnknown(MESSAGES.unknown);

const teamCount = yup
  .number()
  .typeError(MESSAGES.teamCount)
  .integer(MESSAGES.teamCount)
  .min(0, MESSAGES.teamCount)
  .max(99, MESSAGES.teamCount);

export const teamsSchema = yup
  .object({
    championship: teamCount.default(0),
    intermediate: teamCount.default(0),
    intermediate_to_championship: teamCount.default(0),
    intermediate_to_rookies: teamCount.default(0),
    rookies: teamCount.default(0),
    junior_rookies: teamCount.default(0),
    senior: teamCount.default(0),
    junior: teamCount.default(0),
  })
  .noUnknown(MESSAGES.unknown);

export const schoolSchema = yup
  .object({
    hash: yup.string().max(128).optional(),
    name: required(200),
    address: required(200),
    suburb: required(100),
    state: required(10),
    postcode: postcode.required(MESSAGES.postcode),
    postal_address: text(200).optional(),
    postal_suburb: text(100).optional(),
    postal_state: text(10).optional(),
    postal_postcode: postcode.optional(),
    phone: tenDigits(MESSAGES.phone),
    fax: yup.string().max(20).test('fax', 'Fax must contain 10 digits', (v) => !v || (phoneLike(v) && digits(v).length === 10)),
    location_of_chess_room: text(300).optional(),
    comments: text(2000).optional(),
    purchaseordernumber: text(100).optional(),
    /** Metropolitan secondary only: who runs the team on match days. */
    match_day_contact: text(200).optional(),
    home_match_day: text(100).optional(),
  })
  .noUnknown(MESSAGES.unknown);

export const entryRequestSchema = yup
  .object({
    mode: yup
      .string()
      .required(MESSAGES.mode)
      .oneOf([...COMPETITION_MODES], MESSAGES.mode),
    school: schoolSchema.required(),
    coordinators: yup
      .array(coordinatorSchema)
      .required(MESSAGES.coordinators)
      .min(1, MESSAGES.coordinators)
      .max(MAX_COORDINATORS, MESSAGES.tooManyCoordinators),
    teams: teamsSchema
      .required()
      .test('at-least-one', MESSAGES.teams, function (teams) {
        const mode = this.parent.mode as CompetitionMode;
        if (!COMPETITION_MODES.includes(mode) || mode === 'country_secondary') return true;
        return totalTeams(mode, teams) > 0;
      })
      .test('intermediate-preference', MESSAGES.intermediatePreference, function (teams) {
        const mode = this.parent.mode as CompetitionMode;
        if (!TEAM_ROWS[mode]?.includes('junior_rookies')) return true;
        return teams.intermediate === teams.intermediate_to_championship + teams.intermediate_to_rookies;
      }),
  })
  .noUnknown(MESSAGES.unknown);

export type EntryRequest = yup.InferType<typeof entryRequestSchema>;

export type FieldErrors = Record<string, string>;

/** Validates on either side; field errors are keyed by their path (`coordinators[0].email`). */
export async function validateEntry(
  value: unknown,
): Promise<{ ok: true; entry: EntryRequest } | { ok: false; fieldErrors: FieldErrors }> {
  try {
    const entry = await entryRequestSchema.validate(value, { abortEarly: false, stripUnknown: false, strict: false });
    return { ok: true, entry };
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

export function normaliseDigits(value: string | undefined): string {
  return value ? digits(value) : '';
}
