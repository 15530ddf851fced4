/**
 * Background workers start with the server (instrumentation.ts), not as a side effect of a page's
 * read, and a store that cannot be opened does not stop the server's start.
 */
import { register } from '@/instrumentation';
import { getLeagueSource } from '@/lib/source';
import { stopForwarder } from '@/lib/entry/forwarding';
import { processState } from '@/lib/process-state';
import { stopCardSweep } from '@/lib/cache/card-sweep';
import { stopMailWorker } from '@/lib/mail/start';

const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5999'));
jest.mock('@/lib/db/server', () => ({ getStore: () => down(), getDb: () => down() }));
jest.mock('@/lib/db/private-files', () => ({ privateUmask: () => undefined }));

const saved = { ...process.env };
beforeEach(() => {
  process.env.NEXT_RUNTIME = 'nodejs';
  // Nothing listens there: no read or delivery can succeed.
  process.env.LEAGUE_API_URL = 'http://127.0.0.1:9';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await stopForwarder();
  stopCardSweep();
  stopMailWorker();
  process.env = { ...saved };
  jest.restoreAllMocks();
});

it('does not start the outbox worker when a page reads from the league API', () => {
  getLeagueSource();
  expect(processState.entryForwarder).toBeUndefined();
});

it('starts the outbox worker when the server starts, even while the store cannot be opened', async () => {
  await expect(register()).resolves.toBeUndefined();
  expect(processState.entryForwarder).toBeDefined();
});

it('starts no worker on the store alone', async () => {
  delete process.env.LEAGUE_API_URL;
  await register();
  expect(processState.entryForwarder).toBeUndefined();
});
