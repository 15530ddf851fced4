/**
 * The visitor's address, through the route handlers: only the X-Client-Address header that
 * server.mjs writes from the connection counts. An X-Forwarded-For a visitor wrote neither buys a
 * fresh allowance, nor gets another address limited, nor is stored as the entry's ip_address.
 */
import { solvedProof } from '@/test/altcha';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { sampleEntry } from '@/test/entry-sample';
import { routeFetch } from '@/test/route-fetch';
import { importSeason } from '@/lib/writes/season-import';
import { entryRequests } from '@/lib/db/schema';
import { resetRateLimits } from './rate-limit';
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

const INVITATION = 'http://league.test/api/index/get-school-info/hash/0123456789abcdef0123456789ab2030';
const TOKEN = 'client-address-token-0123456789';
const lookUp = (headers: Record<string, string>) => routeFetch(INVITATION, { headers });

beforeAll(async () => {
  current = await freshStore('pglite');
  await importSeason(current.db, sampleBundle(2030));
});
afterAll(async () => {
  await current.dispose();
});
beforeEach(() => {
  process.env.INVITATION_RATE_LIMIT = '3';
  resetRateLimits();
});
afterEach(() => {
  delete process.env.INVITATION_RATE_LIMIT;
  delete process.env.TRUSTED_PROXY_HOPS;
  resetRateLimits();
});

it('gives no fresh allowance for a new X-Forwarded-For on each request', async () => {
  const answers = [];
  for (let i = 0; i < 5; i += 1) {
    answers.push(
      (await lookUp({ [CLIENT_ADDRESS_HEADER]: '192.0.2.30', 'x-forwarded-for': `198.51.100.${i}` })).status,
    );
  }
  expect(answers).toEqual([200, 200, 200, 429, 429]);
});

it('does not let a visitor get another address limited by naming it', async () => {
  for (let i = 0; i < 5; i += 1)
    await lookUp({ [CLIENT_ADDRESS_HEADER]: '192.0.2.31', 'x-forwarded-for': '127.0.0.1' });
  // The real 127.0.0.1, as a server that appends the socket's address to X-Forwarded-For would send it.
  expect(
    (await lookUp({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '127.0.0.1' })).status,
  ).toBe(200);
});

it('behind a trusted proxy, still reads only the connection-derived header', async () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  const answers = [];
  for (let i = 0; i < 4; i += 1)
    answers.push(
      (await lookUp({ [CLIENT_ADDRESS_HEADER]: '192.0.2.32', 'x-forwarded-for': `203.0.113.${i}, 10.0.0.1` }))
        .status,
    );
  expect(answers).toEqual([200, 200, 200, 429]);
});

it('without the header (next dev), counts every request in one "unknown" allowance', async () => {
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push((await lookUp({ 'x-forwarded-for': `203.0.113.${i}` })).status);
  expect(answers).toEqual([200, 200, 200, 429]);
});

describe('the stored ip_address', () => {
  const submit = async (school: string, headers: Record<string, string>) => {
    const body = {
      ...sampleEntry(school),
      idempotency_key: `client-address-${school.length}-${Date.now()}`,
      altcha: await solvedProof(),
    };
    const response = await routeFetch('http://league.test/api/index/add-enter-online-request', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${TOKEN}`,
        'x-xsrf-token': TOKEN,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const rows = await current.db.select().from(entryRequests);
    return rows.find((row) => row.schoolName === school)!.ipAddress;
  };

  it('is the connection-derived address, never a forwarded one', async () => {
    expect(
      await submit('Forwarded Demo School', {
        [CLIENT_ADDRESS_HEADER]: '192.0.2.33',
        'x-forwarded-for': 'x'.repeat(12_000),
      }),
    ).toBe('192.0.2.33');
  });

  it('is a valid IP address or nothing', async () => {
    expect(
      await submit('Unknown Address Demo School', {
        [CLIENT_ADDRESS_HEADER]: 'x'.repeat(12_000),
        'x-forwarded-for': '203.0.113.40',
      }),
    ).toBeNull();
  });
});
