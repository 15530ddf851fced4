/** The inputs to the entry route, action and error log that once made a 500 or a throw, each kept as a test. */
import { desc } from 'drizzle-orm';
import { solvedProof } from '@/test/altcha';
import { type TestStore } from '@/test/engines';
import { errorLogs } from '@/lib/db/schema';
import { MESSAGES } from '@/lib/entry/schema';
import * as addEntry from '@/app/api/index/add-enter-online-request/route';
import * as logError from '@/app/api/index/log-frontend-error/route';
import { sendEntryRequest } from '@/app/enter-online/actions';
import { readAnswer, storeChecksum } from './harness';
import { SITE, headersOf } from './hostile-requests';
import { BASE, entryRequest, validPair, withSeededStore } from './entry-store';

let current: TestStore;
const mockForwardedFor: string | null = null;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(mockForwardedFor ? { 'x-client-address': mockForwardedFor } : {}),
}));

withSeededStore((store) => (current = store));

describe('the inputs that once made a 500 or a throw (docs/reliability/abuse.md)', () => {
  it('an error log with a NUL character or a lone surrogate is stored without them', async () => {
    const send = (error: string) =>
      logError.POST(
        new Request(`${SITE}/api/index/log-frontend-error`, {
          method: 'POST',
          headers: headersOf({ ...validPair, 'content-type': 'application/json' }),
          body: JSON.stringify({ site: 'nswjcl', error, uri: '/' }),
        }),
      );
    expect((await readAnswer(await send('broken\u0000'))).status).toBe(200);
    expect((await readAnswer(await send('Caf\u00e9\udc00'))).status).toBe(200);
    const rows = await current.db
      .select({ error: errorLogs.error })
      .from(errorLogs)
      .orderBy(desc(errorLogs.id))
      .limit(2);
    expect(rows.map((row) => row.error)).toEqual(['Caf\u00e9\ufffd', 'broken']);
  });

  it('an entry request with a team count of {"toString":0} is a 422 naming the count', async () => {
    const body = {
      ...BASE,
      teams: { ...BASE.teams, championship: { toString: 0 } },
      idempotency_key: 'property-team-count-0123456789',
    };
    const { status, body: answer } = await readAnswer(await addEntry.POST(entryRequest(body, validPair)));
    expect(status).toBe(422);
    expect(answer.form_errors).toMatchObject({ 'teams.championship': MESSAGES.teamCount });
  });

  it('the server action answers a team count of {"toString":0} with a field error, not a throw', async () => {
    const input = {
      ...BASE,
      teams: { ...BASE.teams, championship: { toString: 0 } },
      idempotency_key: 'property-team-count-0123456789',
    };
    await expect(sendEntryRequest(input)).resolves.toMatchObject({
      status: 'invalid',
      fieldErrors: { 'teams.championship': MESSAGES.teamCount },
    });
  });

  it('a valid entry request with a lone surrogate in a name is a 422 asking for plain text, and nothing is stored', async () => {
    const before = await storeChecksum(current.db);
    const body = {
      ...BASE,
      school: { ...BASE.school, name: 'Caf\u00e9\udc00 Demo School' },
      idempotency_key: 'property-surrogate-0123456789',
      altcha: await solvedProof(),
    };
    const { status, body: answer } = await readAnswer(await addEntry.POST(entryRequest(body, validPair)));
    expect(status).toBe(422);
    expect(answer.form_errors).toEqual({ 'school.name': MESSAGES.text });
    expect(await storeChecksum(current.db)).toEqual(before);
  });
});
