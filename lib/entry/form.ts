/** The entry form's values and their mapping to a request, field ids and errors; pure and shared. */
import { COMPETITION_MODES, DEFAULT_STATE, isOneOf, type CompetitionMode } from '@/lib/league/constants';
import type { Invitation } from '@/lib/league/invitation';
import {
  COORDINATOR_FIELDS,
  MAX_PREVIOUS_COORDINATORS,
  SCHOOL_FIELDS,
  TEAM_FIELDS,
  teamFieldsFor,
  type CoordinatorField,
  type FieldRule,
  type SchoolField,
  type TeamField,
} from '@/lib/league/entry-fields';
import type { FieldErrors } from './schema';
import { COORDINATOR_LABELS, OTHER_LABELS, SCHOOL_LABELS, TEAM_LABELS } from './texts';

export type FormMode = CompetitionMode | '_';

/** The selector's options (SPEC section 2); country secondary is listed only when a link chose it. */
export const MODE_OPTIONS: { value: FormMode; label: string }[] = [
  { value: '_', label: '-- Select --' },
  { value: 'metropolitan_primary', label: 'Metropolitan Primary' },
  { value: 'metropolitan_secondary', label: 'Metropolitan Secondary' },
  { value: 'country_primary', label: 'Country Primary' },
];
export const COUNTRY_SECONDARY_OPTION = { value: 'country_secondary', label: 'Country Secondary' } as const;

export function isMode(value: unknown): value is CompetitionMode {
  return isOneOf(COMPETITION_MODES, value);
}

/** Every field of the rules (lib/league/entry-fields.ts) as typed: text, '' when left empty. */
export type CoordinatorValues = Record<CoordinatorField, string> & {
  /** Stable React key and focus target; never sent. */
  uid: string;
  /** A previous-year coordinator from the invitation link. */
  previous: boolean;
  hash?: string;
};

export type SchoolValues = Record<SchoolField, string> & { hash?: string };

export type EntryFormValues = {
  mode: FormMode;
  school: SchoolValues;
  coordinators: CoordinatorValues[];
  /** As typed: digits, or '' while a field is being edited. */
  teams: Record<TeamField, string>;
};

export const PHONE_MASK = { mask: '(__) ____ ____', replacement: { _: /\d/ } };
export const MOBILE_MASK = { mask: '____ ___ ___', replacement: { _: /\d/ } };

/** Digits laid out in a mask (`0255500001` → `(02) 5550 0001`); anything else is left as it is. */
export function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  const slots = mask.split('').filter((c) => c === '_').length;
  if (digits.length !== slots) return value;
  let i = 0;
  return mask.replace(/_/g, () => digits[i++]!);
}

let counter = 0;
export function newUid(): string {
  counter += 1;
  return `c${Date.now().toString(36)}${counter}`;
}

/** Every field of a group left empty. */
function emptyFields<F extends string>(fields: Record<F, FieldRule>): Record<F, string> {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, ''])) as Record<F, string>;
}

export function emptyCoordinator(uid = newUid()): CoordinatorValues {
  return { uid, previous: false, ...emptyFields(COORDINATOR_FIELDS) };
}

export function zeroTeams(): Record<TeamField, string> {
  return Object.fromEntries(TEAM_FIELDS.map((f) => [f, '0'])) as Record<TeamField, string>;
}

/** The form with another competition chosen: its teams start afresh, as the categories differ. */
export function withMode(values: EntryFormValues, mode: FormMode): EntryFormValues {
  return { ...values, mode, teams: zeroTeams() };
}

export function blankSchool(): SchoolValues {
  return { ...emptyFields(SCHOOL_FIELDS), state: DEFAULT_STATE, postal_state: DEFAULT_STATE };
}

/** The rule of the field at a form path (`school.suburb`, `coordinators[2].email`), which its input follows. */
export function ruleOf(path: string): FieldRule {
  const [, group, key = ''] = /^(school|coordinators\[\d+\])\.(\w+)$/.exec(path) ?? [];
  const rules: Record<string, FieldRule> =
    group === 'school' ? SCHOOL_FIELDS : group ? COORDINATOR_FIELDS : {};
  const rule = rules[key];
  if (!rule) throw new Error(`No field rule for ${path}`);
  return rule;
}

/** The form's first values: blank, for a competition chosen or not yet. */
export function initialValues({ mode }: { mode: FormMode }): EntryFormValues {
  return {
    mode,
    school: blankSchool(),
    coordinators: [emptyCoordinator('new-0')],
    teams: zeroTeams(),
  };
}

/** An invitation link's first values: its school and competition, and its previous-year coordinators. */
export function invitedValues(invitation: Invitation): EntryFormValues {
  const s = invitation.school;
  const school: SchoolValues = {
    ...blankSchool(),
    hash: invitation.hash,
    name: s.name,
    address: s.address,
    suburb: s.suburb,
    // The school's own state, even none: an empty one is for the coordinator to fill in, never taken as NSW.
    state: s.state,
    postcode: s.postcode,
    phone: applyMask(s.phone, PHONE_MASK.mask),
    fax: s.fax,
    location_of_chess_room: s.locationOfChessRoom,
  };
  const previous = invitation.coordinators
    .slice(0, MAX_PREVIOUS_COORDINATORS)
    .map((c, i): CoordinatorValues => ({
      uid: `previous-${i}`,
      previous: true,
      hash: c.hash,
      title: c.title,
      first_name: c.firstName,
      last_name: c.lastName,
      type: c.type,
      email: c.email,
      mobile: applyMask(c.mobile, MOBILE_MASK.mask),
    }));
  const blank = initialValues({ mode: invitation.mode });
  return { ...blank, school, coordinators: previous.length ? previous : blank.coordinators };
}

/**
 * The school a type-ahead pick found (`search-school-by-name`), over what was typed: its details replace the
 * typed ones, and a detail it lacks is left empty for the coordinator, never kept from the form's defaults.
 */
export function withFoundSchool(
  current: SchoolValues,
  found: Partial<Record<string, string>>,
  name: string,
): SchoolValues {
  return {
    ...current,
    name: found.name ?? name,
    address: found.address ?? '',
    suburb: found.suburb ?? '',
    state: found.state ?? '',
    postcode: found.postcode ?? '',
    phone: applyMask(found.phone ?? '', PHONE_MASK.mask),
    fax: found.fax ?? '',
    location_of_chess_room: found.location_of_chess_room ?? '',
  };
}

/** The request the form sends: only the fields of the chosen kind of competition, team counts as numbers. */
export function toEntryRequest(values: EntryFormValues): Record<string, unknown> {
  const mode = values.mode;
  const { hash, match_day_contact, home_match_day, ...school } = values.school;
  const rows = isMode(mode) ? teamFieldsFor(mode) : [];
  return {
    mode,
    school: {
      ...(hash ? { hash } : {}),
      ...school,
      ...(mode === 'metropolitan_secondary' ? { match_day_contact, home_match_day } : {}),
    },
    coordinators: values.coordinators.map(
      ({ uid: _uid, previous: _previous, hash: coordinatorHash, ...c }) => ({
        ...(coordinatorHash ? { hash: coordinatorHash } : {}),
        ...c,
      }),
    ),
    teams: Object.fromEntries(rows.map((row) => [row, Number(values.teams[row] || 0)])),
  };
}

/** The school's fields in the order the form shows them (the purchase order and comments follow the teams). */
const SCHOOL_ORDER = (Object.keys(SCHOOL_LABELS) as (keyof SchoolValues)[]).filter(
  (key) => key !== 'purchaseordernumber' && key !== 'comments',
);

/** The id of a field's input: `school.name` → `entry-school-name`, `coordinators[1].email` → `entry-coordinators-1-email`. */
export function fieldId(path: string): string {
  return `entry-${path.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;
}

export function errorId(path: string): string {
  return `${fieldId(path)}-error`;
}

export type SummaryError = { path: string; message: string; label: string; targetId: string };

/** Every error in the order the form shows its fields, with the field to focus and a label that names it. */
export function orderedErrors(values: EntryFormValues, errors: FieldErrors): SummaryError[] {
  const list: SummaryError[] = [];
  const seen = new Set<string>();
  const push = (path: string, label: string, targetPath = path) => {
    const message = errors[path];
    if (!message || seen.has(path)) return;
    seen.add(path);
    list.push({ path, message, label, targetId: fieldId(targetPath) });
  };
  push('mode', OTHER_LABELS.mode);
  for (const key of SCHOOL_ORDER)
    push(`school.${key}`, SCHOOL_LABELS[key], key === 'hash' ? 'school.name' : undefined);
  values.coordinators.forEach((_, i) => {
    for (const key of Object.keys(COORDINATOR_FIELDS) as CoordinatorField[]) {
      push(`coordinators[${i}].${key}`, `Coordinator ${i + 1} ${COORDINATOR_LABELS[key].toLowerCase()}`);
    }
  });
  push('coordinators', OTHER_LABELS.coordinators, 'add-coordinator');
  const mode = isMode(values.mode) ? values.mode : null;
  const level = mode?.endsWith('secondary') ? 'secondary' : 'primary';
  const rows = mode ? teamFieldsFor(mode) : [];
  for (const row of rows) push(`teams.${row}`, TEAM_LABELS[level][row] ?? row);
  push(
    'teams.intermediate_preference',
    OTHER_LABELS.intermediatePreference,
    'teams.intermediate_to_championship',
  );
  push('teams.total', OTHER_LABELS.teams, rows[0] ? `teams.${rows[0]}` : 'mode');
  push('school.purchaseordernumber', SCHOOL_LABELS.purchaseordernumber);
  push('school.comments', SCHOOL_LABELS.comments);
  // Anything else the server named (an unexpected field, the request as a whole) comes last.
  for (const [path, message] of Object.entries(errors)) {
    if (!seen.has(path)) {
      seen.add(path);
      list.push({
        path,
        message,
        label: path === '(request)' ? OTHER_LABELS.request : path,
        targetId: fieldId('mode'),
      });
    }
  }
  return list;
}

/** Errors about the form as a whole rather than one field: the common-errors list beside 'Send request'. */
export const COMMON_ERROR_PATHS = [
  'coordinators',
  'teams.total',
  'teams.intermediate_preference',
  'school.hash',
  '(request)',
];
