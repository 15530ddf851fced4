/** @jest-environment jsdom */
import { draftStorageKey, readDraft, saveDraft } from './draft';
import { initialValues } from './form';

const KEY = draftStorageKey(null);
const values = initialValues({ mode: 'country_primary' });

describe('a kept draft', () => {
  beforeEach(() => localStorage.clear());

  it('comes back as it was saved', () => {
    saveDraft(KEY, { key: 'entry-0123456789abcdef', values, savedAt: Date.now() });
    expect(readDraft(KEY)?.values).toEqual(values);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    [
      'without coordinators',
      JSON.stringify({
        version: 1,
        key: 'entry-0123456789abcdef',
        savedAt: Date.now(),
        values: { ...values, coordinators: undefined },
      }),
    ],
    [
      'with a coordinator that is null',
      JSON.stringify({
        version: 1,
        key: 'entry-0123456789abcdef',
        savedAt: Date.now(),
        values: { ...values, coordinators: [null] },
      }),
    ],
    [
      'with a team count that is a number',
      JSON.stringify({
        version: 1,
        key: 'entry-0123456789abcdef',
        savedAt: Date.now(),
        values: { ...values, teams: { ...values.teams, rookies: 2 } },
      }),
    ],
    [
      'with a school field the form does not have',
      JSON.stringify({
        version: 1,
        key: 'entry-0123456789abcdef',
        savedAt: Date.now(),
        values: { ...values, school: { ...values.school, website: 'x' } },
      }),
    ],
    [
      'with a coordinator without a uid',
      JSON.stringify({
        version: 1,
        key: 'entry-0123456789abcdef',
        savedAt: Date.now(),
        values: { ...values, coordinators: [{ ...values.coordinators[0], uid: '' }] },
      }),
    ],
    ['with a key that is not one', JSON.stringify({ version: 1, key: 'short', savedAt: Date.now(), values })],
    [
      'of another version',
      JSON.stringify({ version: 0, key: 'entry-0123456789abcdef', savedAt: Date.now(), values }),
    ],
    [
      'too old',
      JSON.stringify({
        version: 1,
        key: 'entry-0123456789abcdef',
        savedAt: Date.now() - 200 * 24 * 3600 * 1000,
        values,
      }),
    ],
  ])('is dropped when it is %s', (_, stored) => {
    localStorage.setItem(KEY, stored);
    expect(readDraft(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
