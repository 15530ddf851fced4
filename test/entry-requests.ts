/**
 * What the entry request tests (lib/entry/submit*.test.ts) share: a store per engine, a valid request,
 * the POST to the contract's route, and a snapshot of everything a request could write.
 */
import { solvedProof } from './altcha';
import { freshStore, type Engine, type TestStore } from './engines';
import { coordinator, primaryTeams as teams, school } from './entry-sample';
import { sampleBundle } from './fixtures';
import { routeFetch } from './route-fetch';
import { importSeason } from '@/lib/writes/season-import';
import { entryRequests, errorLogs, seasonEntries, usedProofs } from '@/lib/db/schema';
import { getDb } from '@/lib/db/server';
import { resetRateLimits } from '@/lib/api/rate-limit';

export const HASH = '0123456789abcdef0123456789ab2030';
export const TOKEN = 'csrf-token-0123456789abcdef';
let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${(keys += 1)}-abcdef`;

/** A fresh store of `engine` with the 2030 sample season, handed to `open`; rate limits reset before each test. */
export function withEntryStore(engine: Engine, open: (store: TestStore) => void) {
  let current: TestStore;
  beforeAll(async () => {
    current = await freshStore(engine);
    await importSeason(current.db, sampleBundle(2030));
    open(current);
  });
  afterAll(async () => {
    await current.dispose();
  });
  beforeEach(() => {
    delete process.env.ENTRY_RATE_LIMIT;
    resetRateLimits();
  });
}

export async function validRequest(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: newKey(),
    altcha: await solvedProof(),
    mode: 'country_primary',
    school: { ...school, name: 'Tamworth Demo School', suburb: 'Tamworth', postcode: '2340' },
    coordinators: [coordinator],
    teams,
    ...overrides,
  };
}

export function post(body: unknown, headers: Record<string, string> = {}) {
  return routeFetch('http://league.test/api/index/add-enter-online-request', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${TOKEN}`,
      'x-xsrf-token': TOKEN,
      'x-client-address': '198.51.100.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Everything a request could write: the requests, the spent solutions, the error log and the season's entry windows. */
export async function snapshot() {
  // The test file's mock of lib/db/server hands out its store.
  const db = await getDb();
  return {
    entries: await db.select().from(entryRequests),
    proofs: await db.select().from(usedProofs),
    errors: await db.select().from(errorLogs),
    windows: await db.select().from(seasonEntries),
  };
}
