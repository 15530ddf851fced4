/**
 * The entry request's field rules, once: which fields a school and a coordinator have, how long each
 * may be, which must be given, and what a postcode, a phone number and an email address look like.
 * The season bundle (zod), the entry form's Yup schema and the form's inputs (maxLength, pattern)
 * are all built from these; test/rules/entry-fields.test.tsx sends the same values through all three.
 */
import { COORDINATOR_ROLES, COORDINATOR_TITLES, MAX_COORDINATORS, type CompetitionMode } from './constants';
import { TEAM_ROWS } from './fees';

/** What a value must look like: a `pattern` (as an HTML pattern attribute) the whole value matches, and its name in words. */
export type Format = { readonly pattern: string; readonly what: string };
/** Free text of at most `max` characters, of a `format` if given; an optional field may be left empty. */
export type TextRule = {
  readonly max: number;
  readonly required: boolean;
  readonly format?: Format | undefined;
};
/** One of a fixed list, chosen from a select. */
export type ChoiceRule = { readonly options: readonly string[]; readonly required: boolean };
export type FieldRule = TextRule | ChoiceRule;

/** Spaces, brackets, dots and dashes may stand between the digits of a phone number. */
const GAP = String.raw`[\s\(\)\.\-]*`;
const spaced = (...parts: string[]) => parts.join(GAP);
/** After the leading 0: 2, 3, 7, 8 (landlines), 4 (mobiles) or 5, then eight more digits. */
const NATIONAL = spaced('[2-578]', ...Array<string>(8).fill(String.raw`\d`));

/**
 * An Australian phone number as people write it (SPEC section 5: ten digits with the area code):
 * `(02) 5550 0001`, `0491 570 006`, or in international form `+61 2 5550 0001`, `+61 (0)491 570 006`,
 * `61491570006`. Valid with the `u` and `v` flags alike (browsers compile patterns with `v`).
 */
const PHONE_PATTERN = `${GAP}(?:${spaced('0', NATIONAL)}|${spaced(String.raw`\+`, '6', '1', '(?:0', ')?')}${NATIONAL}|${spaced('6', '1', NATIONAL)})${GAP}`;

/**
 * A phone number as stored: its ten national digits (`+61 491 570 006` → `0491570006`). One of
 * another country keeps its `+`, so it never passes for ten digits.
 */
export function nationalPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  const plus = value.trim().startsWith('+');
  if (!plus && !(digits.length === 11 && digits.startsWith('61'))) return digits;
  if (!digits.startsWith('61')) return `+${digits}`;
  // After the country code a national number drops its leading 0, though some write it as (0).
  return `0${digits.slice(2).replace(/^0/, '')}`;
}

/** Letters, digits and these may make up the part before the @ (the HTML standard's list), dots only between them. */
const ATOM = String.raw`[A-Za-z0-9!#$%&'*+\/=?\^_\x60\{\|\}~\-]+`;
const LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?`;
/**
 * An email address a school can be written to: what a browser's email field takes, but with a dot in
 * the domain, a top-level domain of two or more characters that starts with a letter, and no dot at either end of the name or
 * two together (`jane@school`, `.jane@x.org` and `jane..doe@x.org` do not reach anyone).
 */
const EMAIL_PATTERN = String.raw`${ATOM}(?:\.${ATOM})*@(?:${LABEL}\.)+[A-Za-z][A-Za-z0-9\-]{0,61}[A-Za-z0-9]`;

const POSTCODE_PATTERN = String.raw`\d{4}`;

export const PHONE: Format = {
  pattern: PHONE_PATTERN,
  what: 'an Australian phone number, 10 digits with the area code',
};
export const EMAIL: Format = { pattern: EMAIL_PATTERN, what: 'an email address' };
export const POSTCODE: Format = { pattern: POSTCODE_PATTERN, what: '4 digits' };

/** Whether `value` is all of what `pattern` describes, as a browser checks a pattern attribute. */
export function matchesWhole(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'u').test(value);
}

/** A field that must be given, and one that may be left empty. */
const needed = (max: number, format?: Format) => ({ max, required: true, format }) as const;
const optional = (max: number, format?: Format) => ({ max, required: false, format }) as const;

export const HOME_MATCH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** A school's fields, in the order the form shows them (the purchase order and comments follow the teams). */
export const SCHOOL_FIELDS = {
  name: needed(200),
  address: needed(200),
  suburb: needed(100),
  state: needed(10),
  postcode: needed(4, POSTCODE),
  postal_address: optional(200),
  postal_suburb: optional(100),
  postal_state: optional(10),
  postal_postcode: optional(4, POSTCODE),
  phone: needed(20, PHONE),
  fax: optional(20, PHONE),
  location_of_chess_room: optional(300),
  /** Metropolitan secondary only (docs/entry-form.md): who supervises home matches, and on which day. */
  match_day_contact: optional(200),
  home_match_day: { options: HOME_MATCH_DAYS, required: false },
  purchaseordernumber: optional(100),
  comments: optional(2000),
} as const satisfies Record<string, FieldRule>;

export const COORDINATOR_FIELDS = {
  first_name: needed(100),
  last_name: needed(100),
  title: { options: COORDINATOR_TITLES, required: true },
  type: { options: COORDINATOR_ROLES, required: true },
  email: needed(254, EMAIL),
  mobile: needed(20, PHONE),
} as const satisfies Record<string, FieldRule>;

export type SchoolField = keyof typeof SCHOOL_FIELDS;
export type CoordinatorField = keyof typeof COORDINATOR_FIELDS;

/** A team count is typed as digits, at most two; a request carries it as a number. */
export const TEAM_COUNT_INPUT = { max: 2, pattern: String.raw`\d*` } as const;
export const TEAM_COUNT_MAX = 10 ** TEAM_COUNT_INPUT.max - 1;

export const TEAM_FIELDS = [
  'championship',
  'intermediate',
  'intermediate_to_championship',
  'intermediate_to_rookies',
  'rookies',
  'junior_rookies',
  'senior',
  'junior',
] as const;
export type TeamField = (typeof TEAM_FIELDS)[number];

/** The team fields a kind of competition shows: its rows and, for primary, the Intermediate preferences. */
export function teamFieldsFor(mode: CompetitionMode): TeamField[] {
  const rows = [...TEAM_ROWS[mode]] as TeamField[];
  if (!rows.includes('junior_rookies')) return rows;
  return [
    'championship',
    'intermediate',
    'intermediate_to_championship',
    'intermediate_to_rookies',
    'rookies',
    'junior_rookies',
  ];
}

/** Up to five new coordinators besides the invitation's previous ones (docs/spec-deviations.md). */
export const MAX_NEW_COORDINATORS = MAX_COORDINATORS;
export const MAX_PREVIOUS_COORDINATORS = MAX_COORDINATORS;
export const MAX_ALL_COORDINATORS = MAX_NEW_COORDINATORS + MAX_PREVIOUS_COORDINATORS;

/** The value a rule takes: one of its options, or text. */
type ValueOf<R> = R extends { readonly options: readonly (infer O)[] } ? O : string;
type Required<F> = { [K in keyof F]: F[K] extends { readonly required: true } ? K : never }[keyof F];
/** An object of these fields as a request carries it: the required ones present, the others optional. */
type RequestOf<F> = { [K in Required<F>]: ValueOf<F[K]> } & {
  [K in Exclude<keyof F, Required<F>>]?: ValueOf<F[K]>;
};

/** An entry request as the shared schema lets it through (lib/entry/schema.ts), trimmed. */
export type EntryRequest = {
  mode: CompetitionMode;
  /** `hash`: the invitation's. */
  school: RequestOf<typeof SCHOOL_FIELDS> & { hash?: string };
  /** `hash`: a previous-year coordinator's, derived by the league from their email. */
  coordinators: (RequestOf<typeof COORDINATOR_FIELDS> & { hash?: string })[];
  teams: Partial<Record<TeamField, number>>;
};
