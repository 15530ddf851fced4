/**
 * Parents' subscriptions in the store: nothing but the confirmation is sent before consent; a confirmed
 * subscriber gets each newly published result of the school once (a weekly one, Monday's round-up);
 * unsubscribing deletes the address everywhere it was kept; an unconfirmed address is forgotten after a week.
 */
import { eq } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks, TEST_LINK_SECRET } from '@/test/sample-season';
import { resolvePrivateLink, type PrintedLink } from '@/lib/db/queries/cards-links';
import { getMatchCard } from '@/lib/db/queries/cards-read';
import {
  mailOutbox,
  mailSubscriptions,
  matches,
  privateLinks,
  resultVersions,
  schoolLines,
  seasonChanges,
  seasons,
} from '@/lib/db/schema';
import { linkToken } from '@/lib/db/link-secret';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { newCardKey } from '@/lib/cards/idempotency';
import { schoolSlug } from '@/lib/league/school-slug';
import { SUBSCRIPTIONS_PER_ADDRESS } from '@/lib/league/subscriptions';
import { confirmCard, sendCard } from './school-card';
import { confirmSubscription, openSubscription, subscribe, unsubscribe } from './subscriptions';
import { queueWeeklyResults } from './subscriber-mail';

let store: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));

const SECRET = TEST_LINK_SECRET;
/** Tuesday 21 May 2030, noon in Sydney. */
const AFTER = new Date('2030-05-21T02:00:00Z');
/** Monday 27 May 2030, 9 am in Sydney. */
const MONDAY = new Date('2030-05-26T23:00:00Z');
const SCHOOL = schoolSlug('Carlingford Public School');
/** North Rocks (home) v Carlingford Public School (away), round 3 of the sample season's PA1. */
const MATCH = 'PA1~r3~3v1';
const IP = '203.0.113.7';

const form = (boards: string[]) => {
  const data = new FormData();
  boards.forEach((b, i) => data.set(`board-${i + 1}`, b));
  data.set('key', newCardKey());
  return data;
};

describeEachEngine("parents' subscriptions on %s", (engine) => {
  let links: PrintedLink[];
  const schoolToken = (school: string) => links.find((l) => l.subject === school)!.token;
  const mail = (kind: string) => store.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

  /** North Rocks reports `boards`, Carlingford confirms: the result is published. */
  async function publish(boards: string[]) {
    expect(await sendCard(IP, schoolToken('North Rocks'), MATCH, 'report', form(boards), AFTER)).toEqual({
      status: 'ok',
    });
    const away = (await resolvePrivateLink(store.db, schoolToken('Carlingford Public School')))!;
    const shown = (await getMatchCard(store.db, away, MATCH, AFTER))!;
    if (shown.state.state !== 'reported') throw new Error(shown.state.state);
    const key = newCardKey();
    const token = schoolToken('Carlingford Public School');
    expect(await confirmCard(IP, token, MATCH, shown.state.version.id, key, AFTER)).toMatchObject({
      status: 'ok',
    });
  }

  /** The subscription's own address, as its mail would carry it. */
  async function tokenOf(email: string) {
    const [row] = await store.db.select().from(mailSubscriptions).where(eq(mailSubscriptions.email, email));
    const [link] = await store.db
      .select()
      .from(privateLinks)
      .where(eq(privateLinks.subject, String(row!.id)));
    return linkToken(SECRET, {
      kind: 'subscriber',
      year: link!.year,
      subject: link!.subject,
      salt: link!.salt,
    });
  }

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    resetRateLimits({ kind: 'memory' });
    links = await sampleSeasonWithLinks(store.db, [
      seasons,
      resultVersions,
      matches,
      privateLinks,
      seasonChanges,
      mailOutbox,
      mailSubscriptions,
    ]);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('refuses what is not one address, and stores nothing for it', async () => {
    for (const email of ['', 'not an address', 'a@example.org, b@example.org', `${'a'.repeat(250)}@x.org`])
      expect(await subscribe(store.db, { email, school: SCHOOL }, SECRET, AFTER)).toMatchObject({
        ok: false,
        refused: 'email',
      });
    expect(
      await subscribe(store.db, { email: 'p@example.org', school: 'no-such' }, SECRET, AFTER),
    ).toMatchObject({ ok: false, refused: 'no-school' });
    expect(await store.db.select().from(mailSubscriptions)).toEqual([]);
    expect(await store.db.select().from(mailOutbox)).toEqual([]);
  });

  it('sends only the confirmation before consent, once a day, and each published result after it', async () => {
    const email = 'Parent@Example.org';
    expect(await subscribe(store.db, { email, school: SCHOOL }, SECRET, AFTER)).toEqual({ ok: true });
    expect(await subscribe(store.db, { email, school: SCHOOL }, SECRET, AFTER)).toEqual({ ok: true });
    const confirmations = await mail('subscriber-confirm');
    expect(confirmations.map((m) => [m.recipient, m.subject])).toEqual([
      ['parent@example.org', 'Please confirm: Carlingford Public School results by email'],
    ]);
    // The stored message holds no address of the subscription's: the worker fills it in.
    expect(confirmations[0]!.text).not.toMatch(/\/private\/[A-Za-z0-9_-]{43}/);
    const token = await tokenOf('parent@example.org');
    expect(await openSubscription(store.db, token)).toMatchObject({
      schoolName: 'Carlingford Public School',
      consentedAt: null,
    });
    // A subscription's address opens no school's page.
    expect(await resolvePrivateLink(store.db, token)).toBeNull();

    await publish(['1-0', '½-½', '1-0', '0-1']);
    expect(await mail('subscriber-result')).toEqual([]);
  });

  it('sends a confirmed subscriber each newly published result of the school', async () => {
    await subscribe(store.db, { email: 'each@example.org', school: SCHOOL }, SECRET, AFTER);
    const subscription = (await openSubscription(store.db, await tokenOf('each@example.org')))!;
    await confirmSubscription(store.db, subscription.id, 'each', AFTER);
    await publish(['0-1', '0-1', '0-1', '0-1']);
    const results = await mail('subscriber-result');
    expect(results.map((m) => m.subject)).toEqual([
      'Carlingford Public School result: North Rocks A 0–4 Carlingford A (PA1 round 3, 17 May)',
    ]);
    expect(results[0]!.address).toMatchObject({ kind: 'subscriber', subject: String(subscription.id) });
  });

  it("keeps a weekly subscriber's results for Monday's one message", async () => {
    await subscribe(store.db, { email: 'weekly@example.org', school: SCHOOL }, SECRET, AFTER);
    const subscription = (await openSubscription(store.db, await tokenOf('weekly@example.org')))!;
    await confirmSubscription(store.db, subscription.id, 'weekly', AFTER);
    await publish(['1-0', '1-0', '1-0', '1-0']);
    expect(await mail('subscriber-result')).toEqual([]);
    expect(await queueWeeklyResults(store.db, AFTER)).toBe(0);
    expect(await queueWeeklyResults(store.db, MONDAY)).toBe(1);
    expect(await queueWeeklyResults(store.db, MONDAY)).toBe(0);
    const [week] = await mail('subscriber-week');
    expect(week!.subject).toBe('Carlingford Public School results this week (27 May): 1 result');
    expect(week!.text).toContain('- North Rocks A 4–0 Carlingford A (PA1 round 3');
    const [row] = await store.db.select().from(mailSubscriptions);
    expect(row!.pending).toEqual([]);
  });

  it('deletes the address everywhere when unsubscribed, and forgets an unconfirmed one after a week', async () => {
    await subscribe(store.db, { email: 'gone@example.org', school: SCHOOL }, SECRET, AFTER);
    const token = await tokenOf('gone@example.org');
    const subscription = (await openSubscription(store.db, token))!;
    await confirmSubscription(store.db, subscription.id, 'each', AFTER);
    await store.db.update(mailOutbox).set({ state: 'sent', sentAt: AFTER });
    await publish(['1-0', '1-0', '1-0', '0-1']);
    expect(await mail('subscriber-result')).toHaveLength(1);

    expect(await unsubscribe(store.db, subscription.id, AFTER)).toBe(true);
    expect(await openSubscription(store.db, token)).toBeNull();
    expect(await store.db.select().from(mailSubscriptions)).toEqual([]);
    // The result not yet sent is not sent; the confirmation that was keeps no address.
    expect(await mail('subscriber-result')).toEqual([]);
    expect((await mail('subscriber-confirm')).map((m) => m.recipient)).toEqual(['(unsubscribed)']);

    await subscribe(store.db, { email: 'typo@example.org', school: SCHOOL }, SECRET, AFTER);
    const weekLater = new Date(AFTER.getTime() + 8 * 86_400_000);
    await subscribe(store.db, { email: 'other@example.org', school: SCHOOL }, SECRET, weekLater);
    const left = await store.db.select({ email: mailSubscriptions.email }).from(mailSubscriptions);
    expect(left).toEqual([{ email: 'other@example.org' }]);
  });

  it(`lets one address follow at most ${SUBSCRIPTIONS_PER_ADDRESS} schools`, async () => {
    const [season] = await store.db.select({ id: seasons.id }).from(seasons);
    const schools = Array.from({ length: SUBSCRIPTIONS_PER_ADDRESS + 1 }, (_, i) => `school-${i}`);
    await store.db
      .insert(schoolLines)
      .values(schools.map((slug) => ({ seasonId: season!.id, slug, name: slug, listed: true })));
    const answers = [];
    for (const school of schools)
      answers.push(await subscribe(store.db, { email: 'many@example.org', school }, SECRET, AFTER));
    expect(answers.filter((a) => a.ok)).toHaveLength(SUBSCRIPTIONS_PER_ADDRESS);
    expect(answers.at(-1)).toMatchObject({ ok: false, refused: 'too-many' });
  });
});
