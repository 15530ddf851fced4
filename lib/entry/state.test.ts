/**
 * The form starts with NSW in State (SPEC section 3: default NSW), but a state the coordinator emptied, or one a
 * school record lacks, stays empty and is refused with the field's message: it never becomes NSW unseen.
 */
import { blankSchool, invitedValues, toEntryRequest, withFoundSchool, type EntryFormValues } from './form';
import { MESSAGES, validateEntry } from './schema';
import { coordinator, school } from '@/test/entry-sample';

const invitation = (state: string) =>
  invitedValues({
    hash: 'abc',
    mode: 'metropolitan_primary',
    school: {
      name: 'Carlingford',
      address: '1 Example Street',
      suburb: 'Carlingford',
      state,
      postcode: '2118',
      phone: '0255500001',
      fax: '',
      locationOfChessRoom: '',
    },
    alreadySubmitted: false,
    coordinators: [],
  });

async function stateError(values: EntryFormValues) {
  const checked = await validateEntry(
    toEntryRequest({ ...values, coordinators: [{ ...values.coordinators[0]!, ...coordinator }] }),
  );
  return checked.ok ? null : (checked.fieldErrors['school.state'] ?? null);
}

describe('the school’s state', () => {
  it('starts as NSW on a blank form', () => {
    expect(blankSchool().state).toBe('NSW');
  });

  it('stays empty for an invitation whose school has none, and is refused', async () => {
    expect(invitation('ACT').school.state).toBe('ACT');
    const values = invitation('');
    expect(values.school.state).toBe('');
    expect(await stateError({ ...values, teams: { ...values.teams, championship: '1' } })).toBe(
      MESSAGES.required,
    );
  });

  it('is emptied by a picked school that has none, not kept from the default', () => {
    const typed = { ...blankSchool(), name: 'Carl' };
    const found = {
      name: 'Carlingford Public School',
      address: '1 Example Street',
      suburb: 'Carlingford',
      postcode: '2118',
    };
    expect(withFoundSchool(typed, found, 'Carlingford Public School').state).toBe('');
    expect(withFoundSchool(typed, { ...found, state: 'ACT' }, 'Carlingford Public School').state).toBe('ACT');
  });

  it.each([
    ['left out', (({ state: _state, ...rest }) => rest)(school)],
    ['emptied', { ...school, state: '' }],
    ['spaces only', { ...school, state: '   ' }],
  ])('is refused when %s, on the server as on the form', async (_, sent) => {
    const checked = await validateEntry({
      mode: 'country_primary',
      school: sent,
      coordinators: [coordinator],
      teams: { championship: 1, intermediate: 0, rookies: 0 },
    });
    expect(checked).toEqual({ ok: false, fieldErrors: { 'school.state': MESSAGES.required } });
  });
});
