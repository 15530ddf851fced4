/**
 * A valid entry request is stored once however often it arrives, on both engines: replays, retries,
 * invitations, the rate limit, and the form's server action.
 */
import { solvedProof } from '@/test/altcha';
import { describeEachEngine, type TestStore } from '@/test/engines';
import { coordinator, school } from '@/test/entry-sample';
import { HASH, newKey, post, snapshot, validRequest, withEntryStore } from '@/test/entry-requests';
import { routeFetch } from '@/test/route-fetch';
import { entryRequests } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { sendEntryRequest } from '@/app/enter-online/actions';
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

  it('refuses a replayed proof-of-work solution', async () => {
    const first = await validRequest({ school: { ...school, name: 'Replay Demo School' } });
    expect((await post(first)).status).toBe(201);
    const before = await snapshot();
    const replay = await post({ ...first, idempotency_key: newKey() });
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as { error: string }).error).toMatch(/already been used/);
    expect(await snapshot()).toEqual(before);
  });

  it('stores a request once for a double click, a retry and a resubmitted page, answering the same', async () => {
    const request = await validRequest({ school: { ...school, name: 'Idempotent Demo School' } });
    const [a, b] = await Promise.all([post(request), post(request)]);
    const answers = [await a.json(), await b.json()] as { result: number; id: number }[];
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(answers[0]).toEqual(answers[1]);
    // A resubmitted page sends the same key with a freshly solved check.
    const again = await post({ ...request, altcha: await solvedProof() });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answers[0]);
    const rows = (await current.db.select().from(entryRequests)).filter(
      (r) => r.idempotencyKey === request.idempotency_key,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ipAddress: '198.51.100.7',
      schoolName: 'Idempotent Demo School',
      totalTeams: 3,
      feeCents: 9900,
    });
  });

  it('takes a previous-year coordinator hash only with its email, and refuses a second request for an invitation', async () => {
    const info = (await (
      await routeFetch(`http://league.test/api/index/get-school-info/hash/${HASH}`)
    ).json()) as {
      data: { coordinators: { hash: string; email: string }[] };
    };
    const previous = info.data.coordinators[0]!;
    const request = await validRequest({
      mode: 'metropolitan_primary',
      school: { ...school, hash: HASH },
      coordinators: [
        { ...coordinator, hash: previous.hash, email: previous.email },
        { ...coordinator, hash: previous.hash, email: 'someone.else@example.org' },
      ],
    });
    expect((await post(request)).status).toBe(201);
    const [row] = (await current.db.select().from(entryRequests)).filter((r) => r.hash === HASH);
    const stored = row!.request as { coordinators: { hash?: string }[] };
    expect(stored.coordinators.map((c) => c.hash)).toEqual([previous.hash, undefined]);

    const before = await snapshot();
    const second = await post(
      await validRequest({ mode: 'metropolitan_primary', school: { ...school, hash: HASH } }),
    );
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toMatch(
      /already been submitted.*contact the administrator by email at \S+@example\.org/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('limits submissions per address with a clear 429', async () => {
    process.env.ENTRY_RATE_LIMIT = '2';
    resetRateLimits();
    const ip = { 'x-client-address': '192.0.2.44' };
    await post(await validRequest({ mode: '_' }), ip);
    await post(await validRequest({ mode: '_' }), ip);
    const before = await snapshot();
    const limited = await post(await validRequest(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /Too many entry requests have come from your network\. Please wait \d+ minutes/,
    );
    expect(await snapshot()).toEqual(before);
    expect((await post(await validRequest({ mode: '_' }), { 'x-client-address': '192.0.2.45' })).status).toBe(
      422,
    );
  });

  describe('through the server action', () => {
    it('stores a valid request with the address from the request and answers the same for a retry', async () => {
      const request = await validRequest({
        school: { ...school, name: 'Action Demo School' },
        ip_address: '1.2.3.4',
      });
      const first = await sendEntryRequest(request);
      expect(first).toEqual({
        status: 'ok',
        id: expect.any(Number),
        receipt: expect.any(String),
        same: false,
      });
      expect(await sendEntryRequest({ ...request, altcha: await solvedProof() })).toEqual(first);
      const rows = (await current.db.select().from(entryRequests)).filter(
        (r) => r.schoolName === 'Action Demo School',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.ipAddress).toBe('203.0.113.9');
    });

    it.each([
      [
        'an invalid request',
        async () => validRequest({ school: { ...school, postcode: '21' } }),
        { status: 'invalid', fieldErrors: { 'school.postcode': MESSAGES.postcode } },
      ],
      [
        'a megabyte request',
        async () => validRequest({ school: { ...school, comments: 'x'.repeat(1_000_000) } }),
        { status: 'error', message: expect.stringMatching(/too large/) },
      ],
      ['no request at all', async () => null, { status: 'error', message: expect.stringMatching(/empty/) }],
      [
        'a junk solution',
        async () => ({ ...(await validRequest()), altcha: 'eyJ9' }),
        { status: 'error', reason: 'proof' },
      ],
    ])('answers %s with a message and stores nothing', async (_, build, expected) => {
      const before = await snapshot();
      expect(await sendEntryRequest(await build())).toMatchObject(expected);
      expect(await snapshot()).toEqual(before);
    });
  });
});
