import { MESSAGES, validateEntry } from './schema';
import { coordinator, entry, primaryTeams, school } from '@/test/entry-sample';

describe('the entry request schema', () => {
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
