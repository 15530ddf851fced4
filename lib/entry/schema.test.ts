import { MESSAGES, validateEntry } from './schema';

const coordinator = { first_name: 'Sam', last_name: 'Example', title: 'Ms', type: 'Teacher', email: 'sam@example.org', mobile: '0491 570 006' };
const school = { name: 'Carlingford Public School', address: '1 Example Street', suburb: 'Carlingford', state: 'NSW', postcode: '2118', phone: '(02) 5550 0001' };
const primaryTeams = { championship: 1, intermediate: 2, intermediate_to_championship: 1, intermediate_to_rookies: 1, rookies: 0, junior_rookies: 0 };

function entry(overrides: Record<string, unknown> = {}) {
  return { mode: 'metropolitan_primary', school, coordinators: [coordinator], teams: primaryTeams, ...overrides };
}

describe('the entry request schema', () => {
  it.each([
    ['a primary entry', entry()],
    ['a secondary entry', entry({ mode: 'metropolitan_secondary', teams: { senior: 1, intermediate: 0, junior: 2 } })],
    ['a country secondary entry with no teams', entry({ mode: 'country_secondary', teams: {} })],
    ['five coordinators', entry({ coordinators: Array.from({ length: 5 }, (_, i) => ({ ...coordinator, email: `c${i}@example.org` })) })],
    ['a postal address', entry({ school: { ...school, postal_address: 'PO Box 1', postal_postcode: '2118' } })],
  ])('accepts %s', async (_, value) => {
    expect(await validateEntry(value)).toMatchObject({ ok: true });
  });

  it.each([
    ['no competition', entry({ mode: '_' }), 'mode', MESSAGES.mode],
    ['an empty school name', entry({ school: { ...school, name: ' ' } }), 'school.name', MESSAGES.required],
    ['a 3-digit postcode', entry({ school: { ...school, postcode: '211' } }), 'school.postcode', MESSAGES.postcode],
    ['a 5-digit postcode', entry({ school: { ...school, postcode: '21180' } }), 'school.postcode', MESSAGES.postcode],
    ['a 3-digit postal postcode', entry({ school: { ...school, postal_postcode: '211' } }), 'school.postal_postcode', MESSAGES.postcode],
    ['a short phone', entry({ school: { ...school, phone: '02 5550' } }), 'school.phone', MESSAGES.phone],
    ['a phone with a script tag', entry({ school: { ...school, phone: '<script>0255500001' } }), 'school.phone', MESSAGES.phone],
    ['a short mobile', entry({ coordinators: [{ ...coordinator, mobile: '0491' }] }), 'coordinators[0].mobile', MESSAGES.mobile],
    ['a made-up email', entry({ coordinators: [{ ...coordinator, email: 'sam at example' }] }), 'coordinators[0].email', MESSAGES.email],
    ['an unknown title', entry({ coordinators: [{ ...coordinator, title: 'Sir' }] }), 'coordinators[0].title', MESSAGES.required],
    ['no coordinator', entry({ coordinators: [] }), 'coordinators', MESSAGES.coordinators],
    ['six coordinators', entry({ coordinators: Array.from({ length: 6 }, () => coordinator) }), 'coordinators', MESSAGES.tooManyCoordinators],
    ['no team', entry({ teams: { championship: 0 } }), 'teams', MESSAGES.teams],
    ['a 3-digit team count', entry({ teams: { ...primaryTeams, rookies: 100 } }), 'teams.rookies', MESSAGES.teamCount],
    ['a negative team count', entry({ teams: { ...primaryTeams, rookies: -1 } }), 'teams.rookies', MESSAGES.teamCount],
    ['unmatched intermediate preferences', entry({ teams: { ...primaryTeams, intermediate_to_rookies: 0 } }), 'teams', MESSAGES.intermediatePreference],
    ['an extra field', entry({ admin: true }), '', MESSAGES.unknown],
    ['a megabyte comment', entry({ school: { ...school, comments: 'x'.repeat(1_000_000) } }), 'school.comments', 'No more than 2000 characters'],
  ])('rejects %s', async (_, value, field, message) => {
    const checked = await validateEntry(value);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.fieldErrors).toMatchObject({ [field || '(request)']: message });
  });
});
