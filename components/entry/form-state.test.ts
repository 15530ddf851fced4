import { initialValues, emptyCoordinator } from '@/lib/entry/form';
import { MESSAGES } from '@/lib/entry/texts';
import { FRESH_STATUS, attemptErrors, shownError, validateValues } from './form-state';

const values = {
  ...initialValues({ mode: 'country_primary' }),
  coordinators: [emptyCoordinator('first'), emptyCoordinator('added')],
};

async function formAfter(submitCount: number, status = FRESH_STATUS) {
  return { values, errors: await validateValues(values), submitCount, status };
}

describe('the errors a field shows', () => {
  it("are none before the first attempt to send, then the schema's", async () => {
    expect(shownError(await formAfter(0), 'school.name')).toBeUndefined();
    expect(shownError(await formAfter(1), 'school.name')).toBe(MESSAGES.required);
    expect(shownError(await formAfter(1), 'school.postcode')).toBe(MESSAGES.postcode);
  });

  it('wait for the next send in a block added since the last one, and stay in the others', async () => {
    const form = await formAfter(1, { ...FRESH_STATUS, added: ['added'] });
    expect(shownError(form, 'coordinators[0].first_name')).toBe(MESSAGES.required);
    expect(shownError(form, 'coordinators[1].first_name')).toBeUndefined();
    expect(shownError({ ...form, status: FRESH_STATUS }, 'coordinators[1].first_name')).toBe(
      MESSAGES.required,
    );
  });

  it("include the server's, which give way to the schema's own on the same field", async () => {
    const form = await formAfter(1, {
      ...FRESH_STATUS,
      serverErrors: { 'school.hash': 'This link code is not valid', 'school.name': 'from the server' },
    });
    expect(shownError(form, 'school.hash')).toBe('This link code is not valid');
    expect(shownError(form, 'school.name')).toBe(MESSAGES.required);
    expect(attemptErrors(form)).toMatchObject({
      'school.hash': 'This link code is not valid',
      'school.name': MESSAGES.required,
      'coordinators[1].email': MESSAGES.required,
    });
  });
});
