import sharp from 'sharp';
import { ne } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { phonePhoto } from '@/test/phone-photo.mjs';
import { importSeason } from '@/lib/writes/season-import';
import { seasonLinks, type PrintedLink } from '@/lib/db/queries/cards-links';
import { getMatchCard } from '@/lib/db/queries/cards-read';
import { resolvePrivateLink } from '@/lib/db/queries/cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import { DISPUTE_UNCHANGED } from '@/lib/league/cards/check';
import { matches, resultVersions, cardPhotos, privateLinks, seasonChanges, seasons } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { revalidateTag } from 'next/cache';
import { confirmCard, GONE, sendCard } from '@/lib/writes/school-card';
import { newCardKey } from '@/lib/cards/idempotency';
import { PHOTO_MESSAGES } from '@/lib/cards/photo-rules';

let store: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');
const BEFORE = new Date('2030-04-01T02:00:00Z');
/** North Rocks (home) v Carlingford Public School (away), round 3 of the sample season's PA1. */
const MATCH = 'PA1~r3~3v1';
const IP = '203.0.113.7';

function form(boards: string[], extra: Record<string, string | Blob> = {}, key = newCardKey()): FormData {
  const data = new FormData();
  boards.forEach((b, i) => data.set(`board-${i + 1}`, b));
  data.set('key', key);
  for (const [name, value] of Object.entries(extra)) data.set(name, value);
  return data;
}

const gpsPhoto = async () => new Blob([new Uint8Array(await phonePhoto())]);

describeEachEngine("a school's card actions on %s", (engine) => {
  let links: PrintedLink[];
  const token = (school: string) => links.find((l) => l.subject === school)!.token;
  const count = async () => ({
    events: (await store.db.select().from(resultVersions).where(ne(resultVersions.kind, 'import'))).length,
    photos: (await store.db.select().from(cardPhotos)).length,
  });
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    resetRateLimits({ kind: 'memory' });
    jest.mocked(revalidateTag).mockClear();
    for (const table of [seasons, resultVersions, matches, cardPhotos, privateLinks, seasonChanges])
      await store.db.delete(table);
    await importSeason(store.db, sampleBundle());
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    links = made.links;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('stores a card once however often it is sent, with its photo cleaned, and publishes what the other school confirms', async () => {
    const card = form(['1-0', '½-½', '1-0', '0-1'], { photo: await gpsPhoto(), comment: 'Signed by both.' });
    const first = await sendCard(IP, token('North Rocks'), MATCH, 'report', card, AFTER);
    expect(first).toEqual({ status: 'ok' });
    // A double tap, a retry after a dropped connection: the same key, nothing more stored.
    expect(await sendCard(IP, token('North Rocks'), MATCH, 'report', card, AFTER)).toEqual(first);
    expect(await count()).toEqual({ events: 1, photos: 1 });
    const [photo] = await store.db.select().from(cardPhotos);
    const metadata = await sharp(photo!.bytes).metadata();
    expect([metadata.format, metadata.exif]).toEqual(['jpeg', undefined]);
    // The report drops the zone's draw everywhere, so it shows "awaiting confirmation".
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(['league:2030:zone:PA']);

    const away = (await resolvePrivateLink(store.db, token('Carlingford Public School')))!;
    const shown = (await getMatchCard(store.db, away, MATCH, AFTER))!;
    if (shown.state.state !== 'reported') throw new Error(shown.state.state);
    const key = newCardKey();
    const confirmed = await confirmCard(
      IP,
      token('Carlingford Public School'),
      MATCH,
      shown.state.version.id,
      key,
      AFTER,
    );
    expect(confirmed).toEqual({ status: 'ok' });
    expect(
      await confirmCard(IP, token('Carlingford Public School'), MATCH, shown.state.version.id, key, AFTER),
    ).toEqual(confirmed);
    expect(await count()).toEqual({ events: 2, photos: 1 });
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining(['league:2030', 'league:2030:zone:PA']),
    );
  });

  it.each([
    ['a board left out', ['1-0', '', '1-0', '0-1'], {}, 'invalid'],
    ['five boards', ['1-0', '1-0', '1-0', '0-1', '1-0'], {}, 'ok'],
    ['a result that is not a choice', ['1-0', '2-0', '1-0', '0-1'], {}, 'invalid'],
  ])('with %s answers as the card checks say', async (_, boards, extra, status) => {
    // The form has four boards: a fifth field is not one of them and is not read.
    const answer = await sendCard(IP, token('North Rocks'), MATCH, 'report', form(boards, extra), AFTER);
    expect(answer.status).toBe(status);
    if (answer.status === 'invalid') expect(answer.errors.map((e) => e.field)).toEqual(['board-2']);
  });

  it('refuses bad input with a clear message and keeps nothing, not even the photo', async () => {
    const photo = await gpsPhoto();
    const cases: [string, string, Date, FormData, RegExp][] = [
      [
        'a match not yet played',
        token('North Rocks'),
        BEFORE,
        form(['1-0', '1-0', '1-0', '1-0'], { photo }),
        /not been played yet/,
      ],
      [
        'a match of another school',
        token('Darcy Road'),
        AFTER,
        form(['1-0', '1-0', '1-0', '1-0'], { photo }),
        /not one of your school’s/,
      ],
      [
        'an address that does not exist',
        'A'.repeat(43),
        AFTER,
        form(['1-0', '1-0', '1-0', '1-0'], { photo }),
        new RegExp(GONE),
      ],
      [
        'a photo that is not an image',
        token('North Rocks'),
        AFTER,
        form(['1-0', '1-0', '1-0', '1-0'], { photo: new Blob(['%PDF-1.7']) }),
        new RegExp(PHOTO_MESSAGES.notImage),
      ],
      [
        'a form without its key',
        token('North Rocks'),
        AFTER,
        form(['1-0', '1-0', '1-0', '1-0'], {}, 'short'),
        /expired/,
      ],
    ];
    for (const [what, address, now, data, message] of cases) {
      const answer = await sendCard(IP, address, MATCH, 'report', data, now);
      const said =
        answer.status === 'invalid'
          ? answer.errors.map((e) => e.message).join()
          : answer.status === 'error'
            ? answer.message
            : 'ok';
      expect({ what, status: answer.status, said }).toEqual({
        what,
        status: expect.not.stringMatching(/^ok$/),
        said: expect.stringMatching(message),
      });
    }
    expect(await count()).toEqual({ events: 0, photos: 0 });
  });

  it('does not confirm a version the school was not shown', async () => {
    await sendCard(IP, token('North Rocks'), MATCH, 'report', form(['1-0', '1-0', '1-0', '1-0']), AFTER);
    const away = (await resolvePrivateLink(store.db, token('Carlingford Public School')))!;
    const shown = (await getMatchCard(store.db, away, MATCH, AFTER))!;
    if (shown.state.state !== 'reported') throw new Error(shown.state.state);
    await sendCard(IP, token('North Rocks'), MATCH, 'report', form(['0-1', '0-1', '0-1', '0-1']), AFTER);
    const answer = await confirmCard(
      IP,
      token('Carlingford Public School'),
      MATCH,
      shown.state.version.id,
      newCardKey(),
      AFTER,
    );
    expect(answer).toEqual({
      status: 'error',
      message: expect.stringMatching(/has changed its result since you opened the page/),
    });
    expect((await count()).events).toBe(2);
  });

  it('refuses a dispute that changes no board and says nothing, here and in the store, keeping nothing', async () => {
    const reported = ['1-0', '½-½', '1-0', '0-1'];
    await sendCard(IP, token('North Rocks'), MATCH, 'report', form(reported), AFTER);
    const away = (await resolvePrivateLink(store.db, token('Carlingford Public School')))!;
    const shown = (await getMatchCard(store.db, away, MATCH, AFTER))!;
    if (shown.state.state !== 'reported') throw new Error(shown.state.state);
    const version = shown.state.version.id;
    const dispute = (extra: Record<string, string | Blob> = {}) =>
      sendCard(IP, token('Carlingford Public School'), MATCH, 'dispute', form(reported, extra), AFTER, {
        shown: version,
      });
    expect(await dispute({ photo: await gpsPhoto(), comment: '  ' })).toEqual({
      status: 'invalid',
      message: 'Check the card.',
      errors: [{ field: 'boards', message: DISPUTE_UNCHANGED }],
    });
    // The store's own transaction refuses it too, whatever sent it (a relaying site's delivery).
    const stored = await sendCardAction(
      store.db,
      away,
      {
        matchKey: MATCH,
        kind: 'dispute',
        idempotencyKey: newCardKey(),
        card: { boards: reported },
        refEventId: version,
      },
      AFTER,
    );
    expect(stored).toEqual({ ok: false, errors: [{ field: 'boards', message: DISPUTE_UNCHANGED }] });
    expect(await count()).toEqual({ events: 1, photos: 0 });
    expect((await dispute({ comment: 'Board 2 was played by a primary student.' })).status).toBe('ok');
  });

  it('keeps the earlier photo with a corrected card unless it brings its own', async () => {
    const send = (boards: string[], extra: Record<string, string | Blob> = {}) =>
      sendCard(IP, token('North Rocks'), MATCH, 'report', form(boards, extra), AFTER);
    await send(['1-0', '1-0', '1-0', '1-0'], { photo: await gpsPhoto() });
    await send(['1-0', '1-0', '1-0', '0-1']);
    const events = await store.db
      .select()
      .from(resultVersions)
      .where(ne(resultVersions.kind, 'import'))
      .orderBy(resultVersions.id);
    expect(events.map((e) => e.photoId)).toEqual([events[0]!.photoId, events[0]!.photoId]);
    expect(events[0]!.photoId).not.toBeNull();
    await send(['1-0', '1-0', '0-1', '0-1'], { photo: await gpsPhoto() });
    const newest = (
      await store.db
        .select()
        .from(resultVersions)
        .where(ne(resultVersions.kind, 'import'))
        .orderBy(resultVersions.id)
    ).at(-1)!;
    expect(newest.photoId).not.toBe(events[0]!.photoId);
    expect(await count()).toEqual({ events: 3, photos: 2 });
  });

  it('limits cards per address, whichever network they come from', async () => {
    process.env.CARD_RATE_LIMIT = '2';
    resetRateLimits({ kind: 'memory' });
    try {
      const send = (ip: string) =>
        sendCard(ip, token('North Rocks'), MATCH, 'report', form(['1-0', '1-0', '1-0', '1-0']), AFTER);
      expect((await send('203.0.113.1')).status).toBe('ok');
      expect((await send('203.0.113.2')).status).toBe('ok');
      expect(await send('203.0.113.3')).toMatchObject({
        status: 'error',
        message: /Too many results have been sent from this address/,
      });
    } finally {
      delete process.env.CARD_RATE_LIMIT;
    }
  });
});
