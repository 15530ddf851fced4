import { isInvitationHash } from '@/lib/league/invitation-hash';
import { invitationSchema } from '@/lib/league/bundle';
import { validateEntry } from './schema';

describe('an invitation hash', () => {
  it.each([
    ['16 random bytes in base64url', 'q3Xz_9-Lk2mPwR7tYb1VcA'],
    ['16 random bytes in hex', '99a3daecf0aae047e5b00712b9e067ad'],
  ])('of %s is accepted', (_, hash) => expect(isInvitationHash(hash)).toBe(true));

  it.each([
    ['16 characters', 'q3Xz_9-Lk2mPwR7t'],
    ['21 base64url characters', 'q3Xz_9-Lk2mPwR7tYb1Vc'],
    ['22 hex digits (88 bits)', '99a3daecf0aae047e5b007'],
    ['129 characters', 'a'.repeat(129) + 'z'],
    ['a character outside base64url', 'q3Xz_9-Lk2mPwR7tYb1VcA='],
  ])('of %s is refused', (_, hash) => expect(isInvitationHash(hash)).toBe(false));

  it('is the same rule in the entry request', async () => {
    const checked = await validateEntry({
      mode: 'country_secondary',
      school: { hash: 'q3Xz_9-Lk2mPwR7t' },
      coordinators: [],
      teams: {},
    });
    expect(!checked.ok && checked.fieldErrors['school.hash']).toBe('This link code is not valid');
  });

  it('is the same rule in the season bundle', () => {
    const shape = invitationSchema.shape.hash;
    expect(shape.safeParse('99a3daecf0aae047e5b00712b9e067ad').success).toBe(true);
    expect(shape.safeParse('99a3daecf0aae047e5b007').success).toBe(false);
  });
});
