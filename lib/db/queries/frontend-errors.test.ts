/**
 * The front-end error log stays small whatever arrives: one entry keeps a bounded amount of text, a
 * repeat adds to its count instead of a row, and the table keeps only its newest rows of the last
 * days, on both engines.
 */
import { asc } from 'drizzle-orm';
import { ENGINES, freshStore, type TestStore } from '@/test/engines';
import { errorLogs } from '../schema';
import { ERROR_LOG_KEEPS, recordFrontendError } from './frontend-errors';

const DAY = 24 * 3600 * 1000;

describe.each(ENGINES)('the front-end error log on %s', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(errorLogs);
  });
  afterAll(async () => {
    await store.dispose();
  });
  const rows = () => store.db.select().from(errorLogs).orderBy(asc(errorLogs.id));

  it('folds a repeated error into one row with a count and the time it was last seen', async () => {
    const first = new Date('2030-03-01T00:00:00Z');
    const last = new Date('2030-03-01T00:05:00Z');
    for (let i = 0; i < 9; i += 1)
      await recordFrontendError(
        store.db,
        { site: 'nswjcl', error: 'TypeError: x', uri: '/home' },
        { now: first },
      );
    await recordFrontendError(
      store.db,
      { site: 'nswjcl', error: 'TypeError: x', uri: '/home' },
      { now: last },
    );
    await recordFrontendError(store.db, { site: 'nswjcl', error: 'TypeError: x', uri: '/draws' });
    expect(
      (await rows()).map(({ error, uri, count, createdAt, lastSeenAt }) => ({
        error,
        uri,
        count,
        createdAt,
        lastSeenAt,
      })),
    ).toEqual([
      { error: 'TypeError: x', uri: '/home', count: 10, createdAt: first, lastSeenAt: last },
      {
        error: 'TypeError: x',
        uri: '/draws',
        count: 1,
        createdAt: expect.any(Date),
        lastSeenAt: expect.any(Date),
      },
    ]);
  });

  it('keeps at most its share of each field, cut at a whole character', async () => {
    const error = `${'e'.repeat(ERROR_LOG_KEEPS.error - 2)}\u{1F600}tail`;
    await recordFrontendError(store.db, { site: 's'.repeat(500), error, uri: `/${'u'.repeat(5_000)}` });
    const [row] = await rows();
    expect(row!.site.length).toBeLessThanOrEqual(ERROR_LOG_KEEPS.site);
    expect(row!.error.length).toBeLessThanOrEqual(ERROR_LOG_KEEPS.error);
    expect(row!.error.startsWith('e'.repeat(100))).toBe(true);
    expect(row!.error.isWellFormed()).toBe(true);
    expect(row!.uri.length).toBeLessThanOrEqual(ERROR_LOG_KEEPS.uri);
  });

  it('keeps only the newest rows, and none older than the retention', async () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const keep = { rows: 3, days: 30 };
    await recordFrontendError(
      store.db,
      { site: 'nswjcl', error: 'old', uri: '/' },
      { now: new Date(now.getTime() - 31 * DAY), keep },
    );
    for (let i = 1; i <= 4; i += 1) {
      await recordFrontendError(
        store.db,
        { site: 'nswjcl', error: `error ${i}`, uri: '/' },
        { now: new Date(now.getTime() + i * 1000), keep },
      );
    }
    expect((await rows()).map((row) => row.error)).toEqual(['error 2', 'error 3', 'error 4']);
    // A repeat of an old error is seen again, so it stays and the least recently seen goes.
    await recordFrontendError(
      store.db,
      { site: 'nswjcl', error: 'error 2', uri: '/' },
      { now: new Date(now.getTime() + 9000), keep },
    );
    await recordFrontendError(
      store.db,
      { site: 'nswjcl', error: 'error 5', uri: '/' },
      { now: new Date(now.getTime() + 10_000), keep },
    );
    expect((await rows()).map((row) => row.error)).toEqual(['error 2', 'error 4', 'error 5']);
    // Days pass with no new errors: the next one finds the rest too old.
    await recordFrontendError(
      store.db,
      { site: 'nswjcl', error: 'error 6', uri: '/' },
      { now: new Date(now.getTime() + 40 * DAY), keep },
    );
    expect((await rows()).map((row) => row.error)).toEqual(['error 6']);
  });
});
