import { isTenDigitPhone, nationalPhoneDigits } from './phone';
import { normaliseDigits, validateEntry } from './schema';

describe('an Australian phone number', () => {
  it.each([
    ['+61 491 570 006', '0491570006'],
    ['+61491570006', '0491570006'],
    ['+61 (0)491 570 006', '0491570006'],
    ['61 491 570 006', '0491570006'],
    ['+61 2 5550 0123', '0255500123'],
    ['0491 570 006', '0491570006'],
    ['(02) 5550 0123', '0255500123'],
  ])('%s is %s', (typed, national) => {
    expect(nationalPhoneDigits(typed)).toBe(national);
    expect(isTenDigitPhone(typed)).toBe(true);
    expect(normaliseDigits(typed)).toBe(national);
  });

  it.each(['+44 20 7946 0958', '+1 212 555 0123', '+4 491 570 006', '+61 491 570 00', '0491 570 0066', '04915700', 'call 0491 570 006', '0491+570006'])(
    '%s is refused',
    (typed) => expect(isTenDigitPhone(typed)).toBe(false),
  );

  it('is checked by the shared schema with its message', async () => {
    const checked = await validateEntry({
      mode: 'country_secondary',
      school: { name: 'A', address: 'B', suburb: 'C', state: 'NSW', postcode: '2000', phone: '+1 212 555 0123' },
      coordinators: [{ first_name: 'A', last_name: 'B', title: 'Ms', type: 'Teacher', email: 'a@example.org', mobile: '+44 20 7946 0958' }],
      teams: {},
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.fieldErrors['school.phone']).toBe('Phone must contain 10 digits');
      expect(checked.fieldErrors['coordinators[0].mobile']).toBe('Mobile must contain 10 digits');
    }
  });
});
