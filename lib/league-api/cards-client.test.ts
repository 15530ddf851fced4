/**
 * Contract test of the match-card calls: the league API client against our own handlers, on both engines.
 * A relaying site names a school's address by its token's hash and carries LEAGUE_API_KEY.
 */
import { ne } from 'drizzle-orm';
import sharp from 'sharp';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { phonePhoto } from '@/test/phone-photo.mjs';
import { routeFetch } from '@/test/route-fetch';
import { importSeason } from '@/lib/writes/season-import';
import { seasonLinks, type PrintedLink } from '@/lib/db/queries/cards-links';
import { tokenHash } from '@/lib/db/link-secret';
import { resultVersions, cardPhotos } from '@/lib/db/schema';
import { LeagueApiError, createLeagueApiClient, type MatchCardEventRequest } from './client';

let current: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({
  getDb: async () => current.db,
  getStore: async () => current,
  storeUnreachable: () => null,
}));

const BASE = 'http://league.test';
const KEY = 'a-league-api-key-of-at-least-32-characters';
const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
/** Last year's season: every match of the sample is played. */
const YEAR = new Date().getUTCFullYear() - 1;
/** North Rocks A (home) v Carlingford A (away), round 3 of PA1. */
const MATCH = 'PA1~r3~3v1';
const saved = process.env.LEAGUE_API_KEY;

const event = (over: Partial<MatchCardEventRequest>): MatchCardEventRequest => ({
  idempotency_key: `card-${Math.random().toString(16).slice(2)}-relayed`,
  link_hash: '',
  match_key: MATCH,
  kind: 'report',
  boards: ['1-0', '½-½', '1-0', '0-1'],
  players: null,
  comment: null,
  photo: null,
  sent_at: new Date().toISOString(),
  ...over,
});

describeEachEngine('the match-card calls of the contract on %s', (engine) => {
  const client = createLeagueApiClient(BASE, routeFetch);
  let links: PrintedLink[];
  const hashOf = (school: string) => tokenHash(links.find((l) => l.subject === school)!.token);

  beforeAll(async () => {
    process.env.LEAGUE_API_KEY = KEY;
    current = await freshStore(engine);
  });
  beforeAll(async () => {
    await importSeason(current.db, sampleBundle(YEAR));
    const made = await seasonLinks(current.db, YEAR, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    links = made.links;
  });
  afterAll(async () => {
    process.env.LEAGUE_API_KEY = saved;
    await current.dispose();
  });

  it("reads a school's page by its token's hash, dates as dates, and nothing for an unknown hash", async () => {
    const page = await client.getPrivatePage(KEY, { link_hash: hashOf('North Rocks') });
    expect(page?.link).toEqual({ kind: 'school', year: YEAR, subject: 'North Rocks' });
    expect(page?.school?.matches.map((m) => m.key)).toContain(MATCH);
    expect(await client.getPrivatePage(KEY, { link_hash: 'f'.repeat(64) })).toBeNull();
    expect(
      await client.getPrivatePage(KEY, {
        link_hash: hashOf('Carlingford Public School'),
        match_key: 'PA1~r1~2v3',
      }),
    ).toBeNull();
  });

  it('refuses a missing or wrong key, and hides the calls where no key is set', async () => {
    const hash = hashOf('North Rocks');
    await expect(client.getPrivatePage('x'.repeat(40), { link_hash: hash })).rejects.toMatchObject({
      status: 401,
    });
    await expect(client.addMatchCardEvent('', event({ link_hash: hash }))).rejects.toThrow(LeagueApiError);
    await expect(
      client.getAwaitingMatches('x'.repeat(40), { year: YEAR, division_codes: ['PA1'] }),
    ).rejects.toMatchObject({ status: 401 });
    delete process.env.LEAGUE_API_KEY;
    try {
      expect(await client.getPrivatePage(KEY, { link_hash: hash })).toBeNull();
      await expect(client.addMatchCardEvent(KEY, event({ link_hash: hash }))).rejects.toMatchObject({
        status: 404,
      });
    } finally {
      process.env.LEAGUE_API_KEY = KEY;
    }
  });

  it('stores a relayed report once, refuses what breaks a rule, and publishes the confirmation', async () => {
    await current.db.delete(resultVersions);
    const home = hashOf('North Rocks');
    const away = hashOf('Carlingford Public School');
    const photo = await phonePhoto();
    const report = event({ link_hash: home, photo: photo.toString('base64'), comment: 'Signed.' });
    expect(await client.addMatchCardEvent(KEY, report)).toMatchObject({
      outcome: 'stored',
      state: 'reported',
    });
    expect(await client.addMatchCardEvent(KEY, report)).toMatchObject({ outcome: 'duplicate' });
    expect(
      await current.db.select().from(resultVersions).where(ne(resultVersions.kind, 'import')),
    ).toHaveLength(1);
    // Reported: the public draw of a relaying site marks it, without a score.
    const awaiting = { year: YEAR, division_codes: ['PA1', 'PA2'] };
    expect(await client.getAwaitingMatches(KEY, awaiting)).toEqual([
      { division: 'PA1', round: 3, home: 3, away: 1 },
    ]);
    const [kept] = await current.db.select().from(cardPhotos);
    expect((await sharp(kept!.bytes).metadata()).exif).toBeUndefined();
    // The photo comes back to both schools' addresses (as the league keeps it), to no other, and only by its match.
    for (const school of [home, away]) {
      const relayed = await client.getCardPhoto(KEY, {
        link_hash: school,
        match_key: MATCH,
        photo_id: kept!.id,
      });
      expect(relayed?.equals(kept!.bytes)).toBe(true);
    }
    const otherSchool = hashOf(
      links.find((l) => l.kind === 'school' && ![home, away].includes(tokenHash(l.token)))!.subject,
    );
    expect(
      await client.getCardPhoto(KEY, { link_hash: otherSchool, match_key: MATCH, photo_id: kept!.id }),
    ).toBeNull();
    expect(
      await client.getCardPhoto(KEY, { link_hash: home, match_key: 'PA1~r1~2v3', photo_id: kept!.id }),
    ).toBeNull();
    await expect(
      client.getCardPhoto('x'.repeat(40), { link_hash: home, match_key: MATCH, photo_id: kept!.id }),
    ).rejects.toMatchObject({ status: 401 });

    const bad = await client.addMatchCardEvent(
      KEY,
      event({ link_hash: away, kind: 'dispute', boards: ['1-0'] }),
    );
    expect(bad).toMatchObject({ outcome: 'refused', message: 'Check the card.' });
    const notYours = await client.addMatchCardEvent(KEY, event({ link_hash: away, match_key: 'PA1~r1~2v3' }));
    expect(notYours).toMatchObject({ outcome: 'refused' });

    const card = await client.getPrivatePage(KEY, { link_hash: away, match_key: MATCH });
    expect(card?.card?.state.state).toBe('reported');
    const version = card!.card!.history[0]!;
    expect(version.createdAt).toBeInstanceOf(Date);
    const confirm = event({ link_hash: away, kind: 'confirm', boards: null, version: version.id });
    expect(await client.addMatchCardEvent(KEY, confirm)).toMatchObject({
      outcome: 'stored',
      state: 'published',
    });
    const after = await client.getPrivatePage(KEY, { link_hash: home, match_key: MATCH });
    expect(after?.card?.match.result).toMatchObject({ home: 2.5, away: 1.5 });
    expect(after?.card?.history.map((e) => e.kind)).toEqual(['report', 'confirm']);
    expect(await client.getAwaitingMatches(KEY, awaiting)).toEqual([]);
  });

  it('refuses a body that breaks the contract with the field it names', async () => {
    await expect(
      client.getAwaitingMatches(KEY, { year: YEAR, division_codes: ['PA1; drop'] }),
    ).rejects.toThrow('division_codes');
    await expect(client.addMatchCardEvent(KEY, event({ link_hash: 'not-a-hash' }))).rejects.toThrow(
      'link_hash',
    );
  });
});
