import { MESSAGES, validateEntry } from './schema';
import { initialValues, invitedValues, orderedErrors, toEntryRequest, type EntryFormValues } from './form';

const coordinator = {
  first_name: 'Sam',
  last_name: 'Example',
  title: 'Ms',
  type: 'Teacher',
  email: 'sam@example.org',
  mobile: '0491 570 006',
};
const school = {
  name: 'Carlingford Public School',
  address: '1 Example Street',
  suburb: 'Carlingford',
  state: 'NSW',
  postcode: '2118',
  phone: '(02) 5550 0001',
};
const primaryTeams = {
  championship: 1,
  intermediate: 2,
  intermediate_to_championship: 1,
  intermediate_to_rookies: 1,
  rookies: 0,
  junior_rookies: 0,
};

function entry(overrides: Record<string, unknown> = {}) {
  return {
    mode: 'metropolitan_primary',
    school,
    coordinators: [coordinator],
    teams: primaryTeams,
    ...overrides,
  };
}

describe('the entry request schema', () => {
  it.each([
    ['a primary entry', entry()],
    [
      'a secondary entry',
      entry({ mode: 'metropolitan_secondary', teams: { senior: 1, intermediate: 0, junior: 2 } }),
    ],
    [
      'a secondary entry with its match-day details',
      entry({
        mode: 'metropolitan_secondary',
        school: { ...school, match_day_contact: 'Mr Lee', home_match_day: 'Tuesday' },
        teams: { senior: 1 },
      }),
    ],
    ['a country secondary entry with no teams', entry({ mode: 'country_secondary', teams: {} })],
    [
      'five coordinators',
      entry({
        coordinators: Array.from({ length: 5 }, (_, i) => ({ ...coordinator, email: `c${i}@example.org` })),
      }),
    ],
    [
      "five of last year's coordinators and five new ones",
      entry({
        coordinators: Array.from({ length: 10 }, (_, i) => ({
          ...coordinator,
          email: `c${i}@example.org`,
          ...(i < 5 ? { hash: `previous${i}` } : {}),
        })),
      }),
    ],
    [
      'a mobile in international form',
      entry({
        school: { ...school, phone: '+61 2 5550 0001' },
        coordinators: [{ ...coordinator, mobile: '+61 491 570 006' }],
      }),
    ],
    [
      'a postal address',
      entry({ school: { ...school, postal_address: 'PO Box 1', postal_postcode: '2118' } }),
    ],
    ['an empty postal postcode', entry({ school: { ...school, postal_postcode: '' } })],
    [
      'unmasked digits',
      entry({
        school: { ...school, phone: '0255500001' },
        coordinators: [{ ...coordinator, mobile: '0491570006' }],
      }),
    ],
    [
      'accents and a whole emoji',
      entry({ school: { ...school, name: 'Café Demo School', comments: 'Thank you 👩‍👩‍👧‍👦\nSee you there' } }),
    ],
  ])('accepts %s', async (_, value) => {
    expect(await validateEntry(value)).toMatchObject({ ok: true });
  });

  it('trims the text it accepts', async () => {
    const checked = await validateEntry(
      entry({ school: { ...school, name: '  Carlingford Public School ' } }),
    );
    expect(checked.ok && checked.entry.school.name).toBe('Carlingford Public School');
  });

  it.each([
    ['no competition', entry({ mode: '_' }), 'mode', MESSAGES.mode],
    ['an unknown competition', entry({ mode: 'interstate_primary' }), 'mode', MESSAGES.mode],
    ['an empty school name', entry({ school: { ...school, name: ' ' } }), 'school.name', MESSAGES.required],
    ['no address', entry({ school: { ...school, address: '' } }), 'school.address', MESSAGES.required],
    ['no suburb', entry({ school: { ...school, suburb: '' } }), 'school.suburb', MESSAGES.required],
    ['no state', entry({ school: { ...school, state: '' } }), 'school.state', MESSAGES.required],
    ['no postcode', entry({ school: { ...school, postcode: '' } }), 'school.postcode', MESSAGES.postcode],
    [
      'a 3-digit postcode',
      entry({ school: { ...school, postcode: '211' } }),
      'school.postcode',
      MESSAGES.postcode,
    ],
    [
      'a 5-digit postcode',
      entry({ school: { ...school, postcode: '21180' } }),
      'school.postcode',
      MESSAGES.postcode,
    ],
    [
      'a 3-digit postal postcode',
      entry({ school: { ...school, postal_postcode: '211' } }),
      'school.postal_postcode',
      MESSAGES.postcode,
    ],
    [
      'a 5-digit postal postcode',
      entry({ school: { ...school, postal_postcode: '21180' } }),
      'school.postal_postcode',
      MESSAGES.postcode,
    ],
    ['no phone', entry({ school: { ...school, phone: '' } }), 'school.phone', MESSAGES.phone],
    ['a short phone', entry({ school: { ...school, phone: '02 5550' } }), 'school.phone', MESSAGES.phone],
    [
      'a phone with a script tag',
      entry({ school: { ...school, phone: '<script>0255500001' } }),
      'school.phone',
      MESSAGES.markup,
    ],
    [
      'a school name with a script tag',
      entry({ school: { ...school, name: '<script>alert(1)</script>' } }),
      'school.name',
      MESSAGES.markup,
    ],
    [
      'a comment with markup',
      entry({ school: { ...school, comments: 'See <img src=x onerror=alert(1)>' } }),
      'school.comments',
      MESSAGES.markup,
    ],
    [
      'a control character',
      entry({ school: { ...school, suburb: 'Carling\u0000ford' } }),
      'school.suburb',
      MESSAGES.text,
    ],
    [
      'half an emoji (a lone surrogate)',
      entry({ school: { ...school, name: 'Caf\u00e9\udc00 Demo School' } }),
      'school.name',
      MESSAGES.text,
    ],
    [
      'a lone surrogate in a coordinator name',
      entry({ coordinators: [{ ...coordinator, last_name: 'Example \ud83d' }] }),
      'coordinators[0].last_name',
      MESSAGES.text,
    ],
    [
      'no coordinator first name',
      entry({ coordinators: [{ ...coordinator, first_name: '' }] }),
      'coordinators[0].first_name',
      MESSAGES.required,
    ],
    [
      'no coordinator last name',
      entry({ coordinators: [{ ...coordinator, last_name: '' }] }),
      'coordinators[0].last_name',
      MESSAGES.required,
    ],
    [
      'no coordinator title',
      entry({ coordinators: [{ ...coordinator, title: '' }] }),
      'coordinators[0].title',
      MESSAGES.required,
    ],
    [
      'an unknown title',
      entry({ coordinators: [{ ...coordinator, title: 'Sir' }] }),
      'coordinators[0].title',
      MESSAGES.required,
    ],
    [
      'no coordinator role',
      entry({ coordinators: [{ ...coordinator, type: '' }] }),
      'coordinators[0].type',
      MESSAGES.required,
    ],
    [
      'no coordinator email',
      entry({ coordinators: [{ ...coordinator, email: '' }] }),
      'coordinators[0].email',
      MESSAGES.required,
    ],
    [
      'a made-up email',
      entry({ coordinators: [{ ...coordinator, email: 'sam at example' }] }),
      'coordinators[0].email',
      MESSAGES.email,
    ],
    [
      'no coordinator mobile',
      entry({ coordinators: [{ ...coordinator, mobile: '' }] }),
      'coordinators[0].mobile',
      MESSAGES.required,
    ],
    [
      'a short mobile',
      entry({ coordinators: [{ ...coordinator, mobile: '0491' }] }),
      'coordinators[0].mobile',
      MESSAGES.mobile,
    ],
    ['no coordinator', entry({ coordinators: [] }), 'coordinators', MESSAGES.coordinators],
    [
      'six coordinators',
      entry({ coordinators: Array.from({ length: 6 }, () => coordinator) }),
      'coordinators',
      MESSAGES.tooManyCoordinators,
    ],
    [
      'six previous-year coordinators',
      entry({
        coordinators: Array.from({ length: 6 }, (_, i) => ({ ...coordinator, hash: `previous${i}` })),
      }),
      'coordinators',
      MESSAGES.tooManyCoordinators,
    ],
    [
      'a mobile of another country',
      entry({ coordinators: [{ ...coordinator, mobile: '+44 20 7946 0958' }] }),
      'coordinators[0].mobile',
      MESSAGES.mobile,
    ],
    ['no team', entry({ teams: { championship: 0 } }), 'teams.total', MESSAGES.teams],
    [
      'no secondary team',
      entry({ mode: 'metropolitan_secondary', teams: { senior: 0, intermediate: 0, junior: 0 } }),
      'teams.total',
      MESSAGES.teams,
    ],
    [
      'a 3-digit team count',
      entry({ teams: { ...primaryTeams, rookies: 100 } }),
      'teams.rookies',
      MESSAGES.teamCount,
    ],
    [
      'a negative team count',
      entry({ teams: { ...primaryTeams, rookies: -1 } }),
      'teams.rookies',
      MESSAGES.teamCount,
    ],
    [
      'a fractional team count',
      entry({ teams: { ...primaryTeams, rookies: 1.5 } }),
      'teams.rookies',
      MESSAGES.teamCount,
    ],
    [
      'a team count sent as text',
      entry({ teams: { ...primaryTeams, rookies: '2' } }),
      'teams.rookies',
      MESSAGES.teamCount,
    ],
    [
      'a team count that cannot become a number',
      entry({ teams: { ...primaryTeams, championship: { toString: 0 } } }),
      'teams.championship',
      MESSAGES.teamCount,
    ],
    [
      'a preference count that cannot become a number',
      entry({ teams: { ...primaryTeams, intermediate_to_rookies: { toString: 0 } } }),
      'teams.intermediate_to_rookies',
      MESSAGES.teamCount,
    ],
    [
      'unmatched intermediate preferences',
      entry({ teams: { ...primaryTeams, intermediate_to_rookies: 0 } }),
      'teams.intermediate_preference',
      MESSAGES.intermediatePreference,
    ],
    [
      'a school name sent as a number',
      entry({ school: { ...school, name: 42 } }),
      'school.name',
      MESSAGES.text,
    ],
    ['a school sent as text', entry({ school: 'Carlingford' }), 'school', MESSAGES.missing],
    ['no school', entry({ school: undefined }), 'school', MESSAGES.missing],
    [
      'coordinators sent as an object',
      entry({ coordinators: { 0: coordinator } }),
      'coordinators',
      MESSAGES.coordinators,
    ],
    ['an extra field', entry({ admin: true }), '', 'Unexpected field: admin'],
    [
      'an extra school field',
      entry({ school: { ...school, approved: true } }),
      'school',
      'Unexpected field: approved',
    ],
    [
      'a weekday that is not one',
      entry({
        mode: 'metropolitan_secondary',
        school: { ...school, home_match_day: 'Sunday' },
        teams: { senior: 1 },
      }),
      'school.home_match_day',
      MESSAGES.weekday,
    ],
    [
      'a megabyte comment',
      entry({ school: { ...school, comments: 'x'.repeat(1_000_000) } }),
      'school.comments',
      'No more than 2000 characters',
    ],
  ])('rejects %s', async (_, value, field, message) => {
    const checked = await validateEntry(value);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.fieldErrors).toMatchObject({ [field || '(request)']: message });
  });
});

describe('the form values', () => {
  const filled = (): EntryFormValues => {
    const values = initialValues({ mode: 'metropolitan_primary' });
    Object.assign(values.school, school);
    Object.assign(values.coordinators[0]!, coordinator);
    Object.assign(values.teams, { championship: '1', intermediate: '', rookies: '2' });
    return values;
  };

  it('become a valid request with counts as numbers and only the rows of the chosen competition', async () => {
    const request = toEntryRequest({ ...filled(), teams: { ...filled().teams, senior: '3' } });
    expect(request.teams).toEqual({
      championship: 1,
      intermediate: 0,
      intermediate_to_championship: 0,
      intermediate_to_rookies: 0,
      rookies: 2,
      junior_rookies: 0,
    });
    expect(await validateEntry(request)).toMatchObject({ ok: true });
  });

  it('send the secondary match-day details only for metropolitan secondary', () => {
    const values = filled();
    values.school.match_day_contact = 'Mr Lee';
    expect(toEntryRequest(values).school).not.toHaveProperty('match_day_contact');
    expect(toEntryRequest({ ...values, mode: 'metropolitan_secondary' }).school).toMatchObject({
      match_day_contact: 'Mr Lee',
    });
  });

  it('prefill an invitation with masked phone numbers and its previous-year coordinators', () => {
    const values = invitedValues({
      hash: 'abc',
      mode: 'metropolitan_primary',
      school: {
        name: 'Carlingford',
        address: 'a',
        suburb: 's',
        state: 'NSW',
        postcode: '2000',
        phone: '0255500001',
        fax: '',
        locationOfChessRoom: 'Library',
      },
      alreadySubmitted: false,
      coordinators: [
        {
          hash: 'h1',
          firstName: 'Taylor',
          lastName: 'Demo',
          title: 'Miss',
          type: 'Teacher',
          email: 't@example.org',
          mobile: '0491570158',
        },
      ],
    });
    expect(values.school.phone).toBe('(02) 5550 0001');
    expect(values.school).toMatchObject({ hash: 'abc', location_of_chess_room: 'Library' });
    expect(values.mode).toBe('metropolitan_primary');
    expect(values.coordinators).toEqual([
      expect.objectContaining({ previous: true, hash: 'h1', first_name: 'Taylor', mobile: '0491 570 158' }),
    ]);
  });

  it('list errors in the order of the form, naming the field', async () => {
    const values = filled();
    values.school.postcode = '21';
    values.coordinators[0]!.email = 'nope';
    values.teams.intermediate = '1';
    const checked = await validateEntry(toEntryRequest(values));
    const errors = checked.ok ? {} : checked.fieldErrors;
    expect(orderedErrors(values, errors).map((e) => [e.label, e.message, e.targetId])).toEqual([
      ['Postcode', MESSAGES.postcode, 'entry-school-postcode'],
      ['Coordinator 1 email', MESSAGES.email, 'entry-coordinators-0-email'],
      [
        'Intermediate preference',
        MESSAGES.intermediatePreference,
        'entry-teams-intermediate_to_championship',
      ],
    ]);
  });
});
