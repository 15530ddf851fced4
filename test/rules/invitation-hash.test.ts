/**
 * The invitation-hash rule (lib/league/invitation-hash.ts) as each of its users applies it: the
 * season bundle (zod), the entry request (Yup), the entry page's look-up and the contract's
 * look-up route. The same hashes go through all of them.
 */
import { GET as schoolInfo } from '@/app/api/index/get-school-info/hash/[hash]/route';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { resolveInvitation } from '@/lib/entry/invitation';
import { validateEntry } from '@/lib/entry/schema';
import { MESSAGES } from '@/lib/entry/texts';
import { checkBundle } from '@/lib/league/bundle';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import { sampleEntry } from '@/test/entry-sample';
import { sampleBundle } from '@/test/fixtures';

const lookUp = jest.fn(async () => null);
jest.mock('@/lib/source', () => ({ getLeagueSource: () => ({ getInvitation: lookUp }) }));

const GOOD: [string, string][] = [
  ['22 base64url characters', 'AbCdEfGhIjKlMnOpQrStUv'],
  ['32 hex digits', '0123456789abcdef0123456789ABCDEF'],
  ['base64url with - and _', 'a-b_c-d_e-f_g-h_i-j_k-l'],
  ['128 characters', 'Z'.repeat(128)],
];
const BAD: [string, string][] = [
  ['21 base64url characters', 'AbCdEfGhIjKlMnOpQrStU'],
  ['31 hex digits (only 124 bits)', '0123456789abcdef0123456789abcde'],
  ['22 hex digits (only 88 bits)', '0123456789abcdef012345'],
  ['129 characters', 'Z'.repeat(129)],
  ['a character outside base64url', 'AbCdEfGhIjKlMnOpQrStUv+'],
  ['markup', '<script>alert(1)</script>xyz'],
  ['a space', 'AbCdEfGhIjKlM OpQrStUvWx'],
];

async function verdicts(hash: string) {
  const bundle = sampleBundle(2030);
  bundle.schools[0]!.invitations = [
    { mode: 'metropolitan_primary', hash, submitted: false, coordinators: [] },
  ];
  const entry = sampleEntry('Example School');
  const checked = await validateEntry({ ...entry, school: { ...entry.school, hash } });
  resetRateLimits();
  lookUp.mockClear();
  const answer = await schoolInfo(
    new Request(`http://league.test/api/index/get-school-info/hash/${encodeURIComponent(hash)}`),
    {
      params: Promise.resolve({ hash }),
    },
  );
  const routeLookedUp = lookUp.mock.calls.length > 0;
  lookUp.mockClear();
  await resolveInvitation(hash, null);
  return {
    rule: isInvitationHash(hash),
    bundle: checkBundle(bundle).ok,
    entry: checked.ok,
    entryMessage: checked.ok ? null : checked.fieldErrors['school.hash'],
    route: answer.status !== 400 && routeLookedUp,
    page: lookUp.mock.calls.length > 0,
  };
}

describe('an invitation hash, everywhere it is checked', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(GOOD)('takes %s', async (_, hash) => {
    expect(await verdicts(hash)).toEqual({
      rule: true,
      bundle: true,
      entry: true,
      entryMessage: null,
      route: true,
      page: true,
    });
  });
  it.each(BAD)('refuses %s', async (_, hash) => {
    expect(await verdicts(hash)).toEqual({
      rule: false,
      bundle: false,
      entry: false,
      entryMessage: MESSAGES.linkCode,
      route: false,
      page: false,
    });
  });
});
