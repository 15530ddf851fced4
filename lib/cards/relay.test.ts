/**
 * A site relaying match cards to the league (LEAGUE_API_URL, LEAGUE_API_KEY): the school's action is kept
 * in the card outbox once by its key, shown as on its way, forwarded with growing pauses until the league
 * has it, once; a refusal is kept with the league's message and never sent again. The league here is our
 * own handlers (test/route-fetch.ts) on the same test store, so the relay's outbox and the league's cards
 * sit side by side.
 */
import { ne } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { routeFetch } from '@/test/route-fetch';
import { dataDir, openStore, type Store } from '@/lib/db/client';
import { importSeason } from '@/lib/writes/season-import';
import { seasonLinks, type PrintedLink } from '@/lib/db/queries/cards-links';
import { tokenHash } from '@/lib/db/link-secret';
import { saveOutboxCard } from '@/lib/db/queries/card-outbox';
import {
  matches,
  resultVersions,
  cardOutbox,
  cardPhotos,
  privateLinks,
  seasonChanges,
  seasons,
} from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { retryPause } from '@/lib/entry/forwarding';
import { processState } from '@/lib/process-state';
import { openPrivateLink, readMatchCard, readSchoolCards } from '@/lib/source/cards';
import { confirmCard, sendCard } from '@/lib/writes/school-card';
import { newCardKey } from './idempotency';
import { forwardCards } from './relay-forward';

let store: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));

const KEY = 'a-league-api-key-of-at-least-32-characters';
const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const YEAR = new Date().getUTCFullYear() - 1;
const MATCH = 'PA1~r3~3v1';
const IP = '203.0.113.9';
const league = createLeagueApiClient('http://league.test', routeFetch);
const down = createLeagueApiClient('http://league.test', async () => {
  throw new TypeError('fetch failed');
});
const saved = { ...process.env };

function form(boards: string[], key = newCardKey()): FormData {
  const data = new FormData();
  boards.forEach((b, i) => data.set(`board-${i + 1}`, b));
  data.set('key', key);
  return data;
}

describeEachEngine('match cards relayed to the league on %s', (engine) => {
  let links: PrintedLink[];
  const token = (school: string) => links.find((l) => l.subject === school)!.token;
  const outbox = () => store.db.select().from(cardOutbox);
  const reportFrom = (school: string) =>
    sendCard(IP, token(school), MATCH, 'report', form(['1-0', '1-0', '1-0', '1-0']));
  const events = () => store.db.select().from(resultVersions).where(ne(resultVersions.kind, 'import'));

  beforeAll(async () => {
    process.env.LEAGUE_API_URL = 'http://league.test';
    process.env.LEAGUE_API_KEY = KEY;
    // The relay's reads go through the client's default fetch: our own handlers.
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => routeFetch(String(input), init));
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    resetRateLimits({ kind: 'memory' });
    // A fresh season each time: a published card writes its result into the draw.
    for (const table of [
      seasons,
      resultVersions,
      matches,
      cardPhotos,
      cardOutbox,
      privateLinks,
      seasonChanges,
    ])
      await store.db.delete(table);
    await importSeason(store.db, sampleBundle(YEAR));
    const made = await seasonLinks(store.db, YEAR, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    links = made.links;
  });
  afterAll(async () => {
    process.env = { ...saved };
    jest.restoreAllMocks();
    await store.dispose();
  });

  it('keeps a report once, shows it on its way, and delivers it once after the league was away', async () => {
    const card = form(['1-0', '½-½', '1-0', '0-1']);
    const sent = await sendCard(IP, token('North Rocks'), MATCH, 'report', card);
    expect(sent).toEqual({ status: 'ok' });
    expect(await sendCard(IP, token('North Rocks'), MATCH, 'report', card)).toEqual(sent);
    const [row, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      linkHash: tokenHash(token('North Rocks')),
      kind: 'report',
      forwardedAt: null,
    });
    // No token is kept: only its hash.
    expect(JSON.stringify(row)).not.toContain(token('North Rocks'));
    expect(await events()).toEqual([]);

    const link = await openPrivateLink(token('North Rocks'));
    const page = await readSchoolCards(link!);
    expect(page!.matches.find((m) => m.key === MATCH)!.relay).toEqual({ kind: 'report', refusal: null });

    const t0 = new Date();
    expect(await forwardCards(store.db, down, KEY, t0)).toEqual({ delivered: 0, failed: 1 });
    const [waiting] = await outbox();
    expect(waiting!.forwardAttempts).toBe(1);
    expect(waiting!.nextForwardAt!.getTime()).toBe(t0.getTime() + retryPause(1));
    // Not due again before its pause is over; then delivered once.
    expect(await forwardCards(store.db, league, KEY, t0)).toEqual({ delivered: 0, failed: 0 });
    const t1 = new Date(t0.getTime() + retryPause(1));
    expect(await forwardCards(store.db, league, KEY, t1)).toEqual({ delivered: 1, failed: 0 });
    expect(await forwardCards(store.db, league, KEY, new Date(t1.getTime() + 86_400_000))).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect((await events()).map((e) => [e.kind, e.idempotencyKey])).toEqual([
      ['report', row!.idempotencyKey],
    ]);
    const seen = await readMatchCard(token('North Rocks'), MATCH);
    expect([seen!.state.state, seen!.relay]).toEqual(['reported', null]);
  });

  it('relays the other school’s confirmation of the version it was shown: published at the league', async () => {
    await sendCard(IP, token('North Rocks'), MATCH, 'report', form(['1-0', '½-½', '1-0', '0-1']));
    await forwardCards(store.db, league, KEY);
    const shown = await readMatchCard(token('Carlingford Public School'), MATCH);
    expect(shown!.state.state).toBe('reported');
    const version = shown!.state.state === 'reported' ? shown!.state.version.id : -1;
    const key = newCardKey();
    expect(await confirmCard(IP, token('Carlingford Public School'), MATCH, version, key)).toEqual({
      status: 'ok',
    });
    expect(await forwardCards(store.db, league, KEY)).toEqual({ delivered: 1, failed: 0 });
    const after = await readMatchCard(token('Carlingford Public School'), MATCH);
    expect(after!.state.state).toBe('published');
    expect(after!.match.result).toMatchObject({ home: 2.5, away: 1.5 });
  });

  it('checks what it can before keeping anything', async () => {
    const bad = await sendCard(IP, token('North Rocks'), MATCH, 'report', form(['1-0', '9-9', '1-0', '0-1']));
    expect(bad).toMatchObject({ status: 'invalid', errors: [{ field: 'board-2' }] });
    const gone = await sendCard(IP, 'A'.repeat(43), MATCH, 'report', form(['1-0', '1-0', '1-0', '1-0']));
    expect(gone.status).toBe('error');
    expect(await outbox()).toEqual([]);
  });

  it('takes a card while the league is away, from the page the school opened before, and keeps no page on disk', async () => {
    expect((await readMatchCard(token('North Rocks'), MATCH))!.state.state).toBe('result-needed');
    jest.mocked(globalThis.fetch).mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    try {
      expect((await readMatchCard(token('North Rocks'), MATCH))!.state.state).toBe('result-needed');
      expect(await reportFrom('North Rocks')).toEqual({ status: 'ok' });
      // A page never read before cannot be shown, nor a card sent from it.
      expect((await reportFrom('Carlingford Public School')).status).toBe('error');
    } finally {
      jest.mocked(globalThis.fetch).mockImplementation((input, init) => routeFetch(String(input), init));
    }
    expect(await outbox()).toHaveLength(1);
    const kept = path.join(dataDir(), 'league-api');
    const files = fs.existsSync(kept) ? fs.readdirSync(kept) : [];
    expect(files.filter((f) => f.includes('private-page'))).toEqual([]);
  });

  it('keeps nothing in memory for an address the league does not know (anyone can make them up)', async () => {
    const remembered = () => [...(processState.leagueApiAnswers?.keys() ?? [])];
    const before = remembered();
    for (let i = 0; i < 20; i += 1)
      expect(await openPrivateLink(crypto.randomBytes(32).toString('base64url'))).toBeNull();
    expect(remembered()).toEqual(before);
  });

  it("keeps the league's refusal with its message, shown beside the match, and never sends it again", async () => {
    const hash = tokenHash(token('North Rocks'));
    // As if the relay's checks passed on a page that has changed since: the league has the last word.
    await saveOutboxCard(store.db, {
      idempotencyKey: newCardKey(),
      linkHash: hash,
      year: YEAR,
      matchKey: MATCH,
      kind: 'confirm',
      boards: null,
      players: null,
      comment: null,
      version: 1,
      photo: null,
      sentAt: new Date(),
    });
    expect(await forwardCards(store.db, league, KEY)).toEqual({ delivered: 1, failed: 0 });
    const [row] = await outbox();
    expect(row!.refusal).toMatch(/./);
    expect(row!.nextForwardAt).toBeNull();
    expect(await forwardCards(store.db, league, KEY, new Date(Date.now() + 86_400_000))).toEqual({
      delivered: 0,
      failed: 0,
    });
    const seen = await readMatchCard(token('North Rocks'), MATCH);
    expect(seen!.relay).toEqual({ kind: 'confirm', refusal: row!.refusal });
    expect(await events()).toEqual([]);
  });

  if (engine === 'postgres')
    it('is delivered once while three servers’ workers pass over the outbox together', async () => {
      const others: Store[] = [];
      for (let i = 0; i < 2; i += 1)
        others.push(await openStore({ databaseUrl: store.databaseUrl, memory: true }));
      try {
        for (let i = 0; i < 3; i += 1)
          await sendCard(IP, token('North Rocks'), MATCH, 'report', form(['1-0', '1-0', '1-0', '0-1']));
        let calls = 0;
        const counting = createLeagueApiClient('http://league.test', async (input, init) => {
          calls += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return routeFetch(input, init);
        });
        await Promise.all([store, ...others].map((s) => forwardCards(s.db, counting, KEY)));
        await forwardCards(store.db, counting, KEY);
        expect(calls).toBe(3);
        expect(await events()).toHaveLength(3);
      } finally {
        for (const other of others) await other.close();
      }
    });
});
