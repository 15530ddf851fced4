import { MESSAGES, validateEntry } from './schema';
import { initialValues, invitedValues, orderedErrors, toEntryRequest, type EntryFormValues } from './form';
import { coordinator, entry, school } from '@/test/entry-sample';

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
