/**
 * Hostile and repeated entry requests, through the contract's route handler and the form's server
 * action, on both engines: every refusal is a 4xx with a message that says what to fix, and leaves
 * the store exactly as it was; a valid request is stored once however often it arrives.
 */
import { solvedProof } from '@/test/altcha';
import { describeEachEngine, type TestStore } from '@/test/engines';
import { coordinator, primaryTeams as teams, school } from '@/test/entry-sample';
import { HASH, TOKEN, newKey, post, snapshot, validRequest, withEntryStore } from '@/test/entry-requests';
import { MESSAGES } from './schema';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-client-address': '203.0.113.9' }),
}));

describeEachEngine('entry requests on %s', (engine) => {
  withEntryStore(engine, (store) => (current = store));

  describe('hostile payloads get a 4xx with a clear message and change nothing', () => {
    const cases: [string, () => Promise<Response>, number, RegExp, Record<string, string> | null][] = [
      [
        'missing fields',
        async () =>
          post({ idempotency_key: newKey(), altcha: await solvedProof(), mode: 'metropolitan_primary' }),
        422,
        /correct the marked fields/,
        { school: MESSAGES.missing, coordinators: MESSAGES.coordinators, teams: MESSAGES.missing },
      ],
      [
        'an extra field',
        async () => post(await validRequest({ approved: true })),
        422,
        /correct/,
        { '(request)': 'Unexpected field: approved' },
      ],
      [
        'an extra coordinator field',
        async () => post(await validRequest({ coordinators: [{ ...coordinator, admin: 1 }] })),
        422,
        /correct/,
        { 'coordinators[0]': 'Unexpected field: admin' },
      ],
      [
        'team counts as text',
        async () => post(await validRequest({ teams: { ...teams, championship: '1' } })),
        422,
        /correct/,
        { 'teams.championship': MESSAGES.teamCount },
      ],
      [
        'a school name as a number',
        async () => post(await validRequest({ school: { ...school, name: 12345 } })),
        422,
        /correct/,
        { 'school.name': MESSAGES.text },
      ],
      [
        'coordinators as an object',
        async () => post(await validRequest({ coordinators: { first_name: 'Sam' } })),
        422,
        /correct/,
        { coordinators: MESSAGES.coordinators },
      ],
      [
        'six coordinators',
        async () =>
          post(
            await validRequest({
              coordinators: Array.from({ length: 6 }, (_, i) => ({
                ...coordinator,
                email: `c${i}@example.org`,
              })),
            }),
          ),
        422,
        /correct/,
        { coordinators: MESSAGES.tooManyCoordinators },
      ],
      [
        'a 3-digit team count',
        async () => post(await validRequest({ teams: { ...teams, rookies: 100 } })),
        422,
        /correct/,
        { 'teams.rookies': MESSAGES.teamCount },
      ],
      [
        'a 3-digit postcode',
        async () => post(await validRequest({ school: { ...school, postcode: '211' } })),
        422,
        /correct/,
        { 'school.postcode': MESSAGES.postcode },
      ],
      [
        'a 5-digit postcode',
        async () => post(await validRequest({ school: { ...school, postcode: '21180' } })),
        422,
        /correct/,
        { 'school.postcode': MESSAGES.postcode },
      ],
      [
        'a 3-digit postal postcode',
        async () => post(await validRequest({ school: { ...school, postal_postcode: '211' } })),
        422,
        /correct/,
        { 'school.postal_postcode': MESSAGES.postcode },
      ],
      [
        'a script tag',
        async () => post(await validRequest({ school: { ...school, name: '<script>alert(1)</script>' } })),
        422,
        /correct/,
        { 'school.name': MESSAGES.markup },
      ],
      [
        'a script tag in a coordinator',
        async () =>
          post(
            await validRequest({
              coordinators: [{ ...coordinator, last_name: '"><script src=//x></script>' }],
            }),
          ),
        422,
        /correct/,
        { 'coordinators[0].last_name': MESSAGES.markup },
      ],
      [
        'a megabyte string',
        async () => post(await validRequest({ school: { ...school, comments: 'x'.repeat(1_000_000) } })),
        413,
        /larger than/,
        null,
      ],
      ['a body that is not JSON', async () => post('{"mode":'), 400, /not valid JSON/, null],
      [
        'form data',
        async () =>
          post('mode=metropolitan_primary', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        /application\/json/,
        null,
      ],
      [
        'no idempotency key',
        async () => post({ ...(await validRequest()), idempotency_key: undefined }),
        400,
        /idempotency_key/,
        null,
      ],
      [
        'no proof of work',
        async () => post({ ...(await validRequest()), altcha: undefined }),
        403,
        /security check has not finished/,
        null,
      ],
      [
        'a forged proof of work',
        async () =>
          post(
            await validRequest({
              altcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64'),
            }),
          ),
        403,
        /security check did not pass/,
        null,
      ],
      [
        'a proof of work with the wrong answer',
        async () => {
          const proof = JSON.parse(Buffer.from(await solvedProof(), 'base64').toString()) as {
            solution: { derivedKey: string };
          };
          const key = proof.solution.derivedKey;
          proof.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
          return post(await validRequest({ altcha: Buffer.from(JSON.stringify(proof)).toString('base64') }));
        },
        403,
        /security check did not pass/,
        null,
      ],
      [
        'no cross-site token',
        async () => post(await validRequest(), { cookie: '', 'x-xsrf-token': '' }),
        403,
        /security token/,
        null,
      ],
      [
        'a token that does not match its cookie',
        async () => post(await validRequest(), { 'x-xsrf-token': `${TOKEN}x` }),
        403,
        /security token/,
        null,
      ],
      [
        'another site as origin',
        async () => post(await validRequest(), { origin: 'https://evil.example.com' }),
        403,
        /other sites/,
        null,
      ],
      [
        'a closed competition',
        async () => post(await validRequest({ mode: 'country_secondary', teams: {} })),
        409,
        /Entry to the competition is now closed/,
        null,
      ],
      [
        'an unknown invitation link',
        async () =>
          post(await validRequest({ school: { ...school, hash: 'ffffffffffffffffffffffffffffffff' } })),
        422,
        /correct/,
        { 'school.hash': expect.stringMatching(/not known/) as unknown as string },
      ],
      [
        'an invitation for another competition',
        async () => post(await validRequest({ mode: 'country_primary', school: { ...school, hash: HASH } })),
        422,
        /correct/,
        { mode: 'This invitation is for the Metropolitan primary competition.' },
      ],
      [
        'an invitation for another school',
        async () =>
          post(
            await validRequest({
              mode: 'metropolitan_primary',
              school: { ...school, hash: HASH, name: 'Another School' },
            }),
          ),
        422,
        /correct/,
        { 'school.name': 'This invitation is for Carlingford Public School.' },
      ],
    ];

    it.each(cases)('%s', async (_, send, status, message, formErrors) => {
      const before = await snapshot();
      const response = await send();
      expect(response.status).toBe(status);
      const body = (await response.json()) as {
        result: number;
        error: string;
        form_errors?: Record<string, string>;
      };
      expect(body.result).toBe(0);
      expect(body.error).toMatch(message);
      if (formErrors) expect(body.form_errors).toMatchObject(formErrors);
      expect(await snapshot()).toEqual(before);
    });
  });
});
