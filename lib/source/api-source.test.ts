/**
 * The league API source through an outage, on both engines, against a fake league API on a real
 * port that is stopped and started again: pages keep their last good data (from memory, and from
 * DATA_DIR after a restart), entry requests are accepted into the outbox while the API is away, and
 * once it answers again each request reaches it exactly once.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { solvedProof } from '@/test/altcha';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { importSeason } from '@/lib/writes/season-import';
import { getAllData, getSeasons } from '@/lib/db/queries/all-data';
import { getSeasonIndex } from '@/lib/db/queries/season-index';
import { getEntryRequests } from '@/lib/db/queries/entries';
import { markForwardFailed } from '@/lib/db/queries/outbox';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { stopForwarder } from '@/lib/entry/forwarding';
import { getEntryStore, startEntryForwarding } from '@/lib/entry/entry-store';
import type { AllData, ContractSeason } from '@/lib/league-api/contract';
import { forgetLeagueApiAnswers, getLeagueSource } from './index';
import { sampleEntry } from '@/test/entry-sample';

let current: TestStore;
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
}));

/**
 * The league's API (SPEC section 7) as a plain HTTP server: all_data and seasons as our store builds
 * them, and add-enter-online-request keeping each request once by its idempotency key while counting
 * every delivery. It has no bot check, as the league's API may not.
 */
function fakeLeague(seasons: ContractSeason[], allData: Map<number, AllData>) {
  const stored = new Map<string, Record<string, unknown>>();
  const deliveries: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://league.test');
      const year = /^\/api\/index\/get-all-data\/year\/(\d{4})$/.exec(url.pathname)?.[1];
      if (request.method === 'POST' && url.pathname === '/api/index/get-all-data')
        return send(200, { result: 1, data: { seasons } });
      if (request.method === 'POST' && year) {
        const data = allData.get(Number(year));
        return data ? send(200, { result: 1, data }) : send(404, { result: 0, error: 'No such season' });
      }
      if (request.method === 'POST' && url.pathname === '/api/index/add-enter-online-request') {
        const token = request.headers['x-xsrf-token'];
        if (typeof token !== 'string' || request.headers.cookie !== `XSRF-TOKEN=${token}`)
          return send(403, { result: 0, error: 'no token' });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        const key = String(body.idempotency_key);
        deliveries.push(key);
        const isNew = !stored.has(key);
        if (isNew) stored.set(key, body);
        return send(isNew ? 201 : 200, { result: 1, id: [...stored.keys()].indexOf(key) + 1 });
      }
      return send(404, { result: 0, error: 'Not found' });
    });
  });
  let port = 0;
  return {
    stored,
    deliveries,
    url: () => `http://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve) => {
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as AddressInfo).port;
          resolve();
        });
      }),
    /** Stops answering at once: open keep-alive connections are cut, new ones refused. */
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const TOKEN = 'csrf-token-0123456789abcdef';
const entry = (name: string, key: string, altcha: string) => ({
  idempotency_key: key,
  altcha,
  ...sampleEntry(name),
});
const sendEntry = (body: unknown) =>
  routeFetch('http://site.test/api/index/add-enter-online-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN },
    body: JSON.stringify(body),
  });

/** Everything a page reads from the source. */
async function pageReads() {
  const source = getLeagueSource();
  return {
    status: await source.getSiteStatus(),
    index: await source.getSeasonIndex(2030),
    zone: await source.getZoneDivisions(2030, 'championship', 'PA'),
    grid: await source.getFinalsGrid({
      year: 2030,
      competition: 'primary',
      grade: 'championship',
      stage: 'interregion',
      value: 'country',
    }),
    roundRobin: await source.getRoundRobinFinals(2030),
    upcoming: await source.getUpcoming('2030-01-01'),
    entrySeason: await getEntryStore().getEntrySeason(),
  };
}

describeEachEngine('the league API source through an outage on %s', (engine) => {
  let league: ReturnType<typeof fakeLeague>;
  let goodReads: Awaited<ReturnType<typeof pageReads>>;
  let warn: jest.SpyInstance;
  const keys = [0, 1, 2].map((i) => `outage-${engine}-${i}-0123456789`);

  beforeAll(async () => {
    current = await freshStore(engine);
    await importSeason(current.db, sampleBundle(2029));
    await importSeason(current.db, sampleBundle(2030));
    const allData = new Map<number, AllData>();
    for (const year of [2029, 2030]) allData.set(year, (await getAllData(current.db, year))!);
    league = fakeLeague(await getSeasons(current.db), allData);
    await league.start();
    process.env.LEAGUE_API_URL = league.url();
    process.env.DATA_DIR = current.dataDir;
    forgetLeagueApiAnswers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As the server does when it starts (instrumentation.ts).
    startEntryForwarding();
  });
  afterAll(async () => {
    await stopForwarder();
    await league.stop().catch(() => undefined);
    warn.mockRestore();
    delete process.env.LEAGUE_API_URL;
    delete process.env.DATA_DIR;
    await current.dispose();
  });
  beforeEach(() => {
    resetRateLimits();
  });

  it('reads the league API while it answers and keeps its answers in DATA_DIR', async () => {
    goodReads = await pageReads();
    // Through the API's all_data and the adapter, the same index as the store's own.
    expect(goodReads.index).toEqual(await getSeasonIndex(current.db, 2030));
    expect(goodReads.status.activeYear).toBe(2030);
    expect(goodReads.zone?.divisions.map((d) => d.code)).toEqual(['PA1']);
    expect(goodReads.grid).toMatchObject({
      html: expect.stringContaining('Emmanuel Anglican College') as unknown as string,
    });
    expect(goodReads.entrySeason?.windows.metropolitan_primary.open).toBe(true);
    expect(fs.readdirSync(path.join(current.dataDir, 'league-api')).sort()).toEqual([
      'all-data-2030.json',
      'seasons.json',
    ]);
  });

  it('serves the last good data while the API does not answer, with a warning, also after a restart', async () => {
    await league.stop();
    warn.mockClear();
    expect(await pageReads()).toEqual(goodReads);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/league API failed .*last good answer/));

    // A restarted server has only DATA_DIR's copies.
    forgetLeagueApiAnswers();
    expect(await pageReads()).toEqual(goodReads);

    // A year the API never sent has no copy to fall back to.
    await expect(getLeagueSource().getSeasonIndex(2029)).rejects.toThrow(/did not answer/);
  });

  it('accepts entry requests while the API does not answer, and queues each once', async () => {
    const bodies = await Promise.all(
      keys.map(async (key, i) => entry(`Outage Demo School ${i + 1}`, key, await solvedProof())),
    );
    for (const body of bodies) expect((await sendEntry(body)).status).toBe(201);
    // The form's retry of a request whose answer it did not see.
    expect((await sendEntry(bodies[0])).status).toBe(200);
    await stopForwarder();

    const rows = await getEntryRequests(current.db, 2030);
    expect(rows.map((r) => r.idempotencyKey)).toEqual(keys);
    expect(rows.every((r) => r.forwardedAt === null && r.nextForwardAt !== null)).toBe(true);
    expect(league.deliveries).toEqual([]);
  });

  it('delivers each queued request exactly once when the API answers again', async () => {
    // As after a long outage: each request is pausing for an hour before its next attempt.
    for (const row of await getEntryRequests(current.db, 2030)) {
      await markForwardFailed(
        current.db,
        'entries',
        row.id,
        8,
        new Date(Date.now() + 3600_000),
        'The league API did not answer',
      );
    }
    await league.start();
    // The server's worker runs on (it was stopped above only to wait for its pass).
    startEntryForwarding();
    // As half a minute later: the next page read asks the API again, finds it back and drains the outbox.
    forgetLeagueApiAnswers();
    expect(await getLeagueSource().getSeasonIndex(2030)).toEqual(goodReads.index);
    await stopForwarder();

    expect([...league.deliveries].sort()).toEqual(keys);
    expect([...league.stored.keys()].sort()).toEqual(keys);
    expect(league.stored.get(keys[1]!)).toMatchObject({
      idempotency_key: keys[1],
      school: { name: 'Outage Demo School 2' },
      teams: { championship: 1 },
    });
    const rows = await getEntryRequests(current.db, 2030);
    expect(
      rows.every((r) => r.forwardedAt instanceof Date && r.nextForwardAt === null && r.forwardError === null),
    ).toBe(true);

    // Later passes find nothing left to send.
    startEntryForwarding();
    await stopForwarder();
    expect(league.deliveries).toHaveLength(keys.length);
  });
});
