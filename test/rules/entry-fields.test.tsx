/** @jest-environment jsdom */
/**
 * The entry field rules (lib/league/entry-fields.ts) as each of their users applies them: the season
 * bundle (zod), the entry request (Yup, on the form and the server) and the form's own inputs (the
 * maxLength, pattern and options they render, and whether their label says optional). The same values
 * go through all of them, so they cannot come to disagree.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Formik } from 'formik';
import { CoordinatorsSection } from '@/components/entry/CoordinatorsSection';
import { FRESH_STATUS } from '@/components/entry/form-state';
import { OrderSection } from '@/components/entry/OrderSection';
import { SchoolSection } from '@/components/entry/SchoolSection';
import { TeamsSection } from '@/components/entry/TeamsSection';
import { fieldId, initialValues } from '@/lib/entry/form';
import { validateEntry } from '@/lib/entry/schema';
import { MESSAGES } from '@/lib/entry/texts';
import { checkBundle } from '@/lib/league/bundle';
import {
  COORDINATOR_FIELDS,
  SCHOOL_FIELDS,
  nationalPhoneDigits,
  type FieldRule,
} from '@/lib/league/entry-fields';
import { sampleEntry } from '@/test/entry-sample';
import { sampleBundle } from '@/test/fixtures';

type Case = [value: string, accepted: boolean];

/** Within the limit, at it, past it, and empty (refused when the field must be given); formats have their own values. */
function lengths(rule: FieldRule): Case[] {
  if (!('max' in rule)) return [];
  if (rule.format) return [['', !rule.required]];
  return [
    ['Hall 2', true],
    ['x'.repeat(rule.max), true],
    ['x'.repeat(rule.max + 1), false],
    ['', !rule.required],
  ];
}

const POSTCODES: Case[] = [
  ['2118', true],
  ['211', false],
  ['21188', false],
  ['21a8', false],
  [' 2118', false],
];

/** What a coordinator types (SPEC section 5: ten digits with the area code), in national or international form. */
const PHONES: Case[] = [
  ['0255500123', true],
  ['(02) 5550 0123', true],
  ['02-5550-0123', true],
  ['0491 570 006', true],
  ['+61 491 570 006', true],
  ['+61491570006', true],
  ['+61 (0)491 570 006', true],
  ['61 491 570 006', true],
  ['+61 2 5550 0123', true],
  // Not Australian, or not ten digits with the area code.
  ['+44 20 7946 0958', false],
  ['+1 212 555 0123', false],
  ['+4 491 570 006', false],
  ['+61 491 570 00', false],
  ['0491 570 0066', false],
  ['04915700', false],
  ['1234567890', false],
  ['0123456789', false],
  ['call 0491 570 006', false],
  ['0491+570006', false],
];

const EMAILS: Case[] = [
  ['sam.example@det.nsw.edu.au', true],
  ["o'brien+chess@example.org", true],
  ['SAM@EXAMPLE.ORG', true],
  ['sam@example', false],
  ['sam@example.o', false],
  ['sam example@example.org', false],
  ['.sam@example.org', false],
  ['sam.@example.org', false],
  ['sam..example@example.org', false],
  ['sam@@example.org', false],
  ['sam@-example.org', false],
  ['sam@example.org.', false],
  ['sam@192.168.0.1', false],
  ['josé@example.org', false],
  [`${'s'.repeat(242)}@example.org`, true],
  [`${'s'.repeat(243)}@example.org`, false],
];

const choices = (rule: FieldRule): Case[] =>
  'options' in rule
    ? [
        ...rule.options.map((option): Case => [option, true]),
        [rule.options[0]!.toUpperCase(), false],
        ['Sir', false],
        ['', !rule.required],
      ]
    : [];

const TABLE: Record<string, Case[]> = {
  ...Object.fromEntries(
    Object.entries(SCHOOL_FIELDS).map(([key, rule]) => [
      `school.${key}`,
      [...lengths(rule), ...choices(rule)],
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(COORDINATOR_FIELDS).map(([key, rule]) => [
      `coordinators[0].${key}`,
      [...lengths(rule), ...choices(rule)],
    ]),
  ),
};
for (const path of ['school.postcode', 'school.postal_postcode']) TABLE[path]!.push(...POSTCODES);
for (const path of ['school.phone', 'school.fax', 'coordinators[0].mobile']) TABLE[path]!.push(...PHONES);
TABLE['coordinators[0].email']!.push(...EMAILS);
TABLE['teams.championship'] = [
  ['0', true],
  ['99', true],
  ['100', false],
  ['-1', false],
  ['1.5', false],
];

/** The form does not show the fax (SPEC section 2), though a request may carry it. */
const NOT_SHOWN = new Set(['school.fax']);

/** Fields the bundle keeps with a school or a coordinator (the others belong to one request). */
const BUNDLE_PATHS = new Set([
  ...[
    'name',
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
  ].map((key) => `school.${key}`),
  ...Object.keys(COORDINATOR_FIELDS).map((key) => `coordinators[0].${key}`),
]);

function split(path: string): [group: string, key: string] {
  const [group, key] = path.replace('[0]', '').split('.');
  return [group!, key!];
}

function bundleTakes(path: string, value: string) {
  const [group, key] = split(path);
  const bundle = sampleBundle(2030);
  const school = bundle.schools[0]!;
  // Teams name their school, so a school of another name is one more school.
  const target =
    group === 'school'
      ? key === 'name'
        ? (bundle.schools.push({ ...school, invitations: [] }), bundle.schools[1]!)
        : school
      : school.invitations![0]!.coordinators[0]!;
  (target as Record<string, unknown>)[key] = value;
  return checkBundle(bundle);
}

async function formTakes(path: string, value: string) {
  const [group, key] = split(path);
  const entry = sampleEntry('Example School') as unknown as Record<
    string,
    Record<string, unknown> & { [0]?: Record<string, unknown> }
  >;
  const part = group === 'coordinators' ? entry.coordinators![0]! : entry[group]!;
  part[key] = group === 'teams' ? Number(value) : value;
  const checked = await validateEntry(entry);
  return checked.ok ? null : (checked.fieldErrors[path] ?? null);
}

/** The form's inputs, every field shown: metropolitan secondary has the home-match block, primary the team rows. */
function renderInputs(root: Root) {
  const values = initialValues({ mode: 'metropolitan_secondary' });
  root.render(
    <Formik initialValues={values} initialStatus={FRESH_STATUS} onSubmit={() => undefined}>
      <form noValidate>
        <SchoolSection mode="metropolitan_secondary" locked={false} onPickSchool={() => undefined} />
        <CoordinatorsSection />
        <TeamsSection mode="metropolitan_primary" priceCents={3300} />
        <OrderSection />
      </form>
    </Formik>,
  );
}

/** Whether the rendered input takes `value`: its options, or its length, pattern and type; empty only where its label says optional. */
function inputTakes(container: HTMLElement, path: string, value: string): boolean {
  const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    `#${fieldId(path)}`,
  );
  if (!input) throw new Error(`No input for ${path}`);
  const optional =
    container.querySelector(`label[for="${input.id}"]`)?.textContent?.endsWith('(optional)') ?? false;
  if (value.trim() === '') return optional && value === '';
  if (input instanceof HTMLSelectElement) return [...input.options].some((option) => option.value === value);
  if (input.maxLength < 0) throw new Error(`${path} has no maxLength`);
  input.value = value;
  return value.length <= input.maxLength && !input.validity.patternMismatch && !input.validity.typeMismatch;
}

describe('entry field rules, everywhere they are checked', () => {
  // Rendered once for every case: each sets one input's value and reads its validity.
  const container = document.createElement('div');
  const root = createRoot(container);
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.append(container);
    await act(async () => renderInputs(root));
  });
  afterAll(() => act(() => root.unmount()));

  const cases = Object.entries(TABLE).flatMap(([path, list]) =>
    list.map(
      ([value, accepted]) =>
        [
          path,
          value.length > 40 ? `${value.slice(0, 12)}… (${value.length})` : value,
          value,
          accepted,
        ] as const,
    ),
  );

  it.each(cases)('%s: %j', async (path, _shown, value, accepted) => {
    const verdicts = {
      form: (await formTakes(path, value)) === null,
      ...(NOT_SHOWN.has(path) ? {} : { input: inputTakes(container, path, value) }),
      ...(BUNDLE_PATHS.has(path) ? { bundle: bundleTakes(path, value).ok } : {}),
    };
    expect(verdicts).toEqual({
      form: accepted,
      ...(NOT_SHOWN.has(path) ? {} : { input: accepted }),
      ...(BUNDLE_PATHS.has(path) ? { bundle: accepted } : {}),
    });
  });

  it('every field of the rules has an input, and the table tries each', () => {
    for (const path of BUNDLE_PATHS) expect(TABLE[path]).toBeDefined();
    expect(Object.keys(TABLE)).toHaveLength(
      Object.keys(SCHOOL_FIELDS).length + Object.keys(COORDINATOR_FIELDS).length + 1,
    );
  });

  it('keeps a phone number as its ten digits, in the bundle as from the form', () => {
    for (const [typed, accepted] of PHONES.filter(([, ok]) => ok)) {
      const checked = bundleTakes('school.phone', typed);
      expect(accepted && checked.ok && checked.bundle.schools[0]!.phone).toBe(nationalPhoneDigits(typed));
      expect(nationalPhoneDigits(typed)).toMatch(/^0\d{9}$/);
    }
  });

  it("refuses with the spec's messages (the mobile's own: docs/spec-deviations.md)", async () => {
    expect(await formTakes('school.phone', '+1 212 555 0123')).toBe(MESSAGES.phone);
    expect(await formTakes('school.phone', '')).toBe(MESSAGES.phone);
    expect(await formTakes('school.fax', '123')).toBe(MESSAGES.fax);
    expect(await formTakes('coordinators[0].mobile', '+44 20 7946 0958')).toBe(MESSAGES.mobile);
    expect(await formTakes('coordinators[0].mobile', '')).toBe(MESSAGES.required);
    expect(await formTakes('school.postcode', '')).toBe(MESSAGES.postcode);
    expect(await formTakes('school.postal_postcode', '211')).toBe(MESSAGES.postcode);
    expect(await formTakes('coordinators[0].email', 'sam@example')).toBe(MESSAGES.email);
    expect(await formTakes('coordinators[0].title', 'Sir')).toBe(MESSAGES.required);
    expect(await formTakes('school.home_match_day', 'Saturday')).toBe(MESSAGES.weekday);
    expect(bundleTakes('school.phone', '0123456789')).toEqual({
      ok: false,
      errors: ['schools[0].phone: must be an Australian phone number, 10 digits with the area code'],
    });
  });
});
