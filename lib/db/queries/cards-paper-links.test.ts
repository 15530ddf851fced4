/**
 * The paper card's own address at the store: made once per match when printed, hashed, opening no school's
 * page, sending only its own match's report, rotated with either school's address, never in `links`.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { resultVersions, privateLinks, seasonChanges, seasons } from '../schema';
import { tokenHash } from '../link-secret';
import { resolveLinkHash, resolvePrivateLink, seasonLinks } from './cards-links';
import { paperCardToken, readPaperCardMatch, resolvePaperCardLink, sendPaperCard } from './cards-paper-links';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');
const MATCH = 'PA1~r3~3v1';

describeEachEngine("a paper card's own address on %s", (engine) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    for (const table of [seasons, resultVersions, privateLinks, seasonChanges]) await store.db.delete(table);
    await importSeason(store.db, sampleBundle());
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('is made once, stored hashed, and opens no school page', async () => {
    const token = (await paperCardToken(store.db, 2030, MATCH, SECRET))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await paperCardToken(store.db, 2030, MATCH, SECRET)).toBe(token);
    const rows = await store.db.select().from(privateLinks);
    expect(rows.map((r) => [r.kind, r.subject, r.tokenHash])).toEqual([['match', MATCH, tokenHash(token)]]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await resolvePrivateLink(store.db, token)).toBeNull();
    expect(await resolveLinkHash(store.db, tokenHash(token))).toBeNull();
    expect(await resolvePaperCardLink(store.db, token)).toMatchObject({ year: 2030, key: MATCH });
    // Made with another secret, it is not printed (servers that print must share LINK_SECRET).
    expect(await paperCardToken(store.db, 2030, MATCH, Buffer.from('x'.repeat(40)))).toBeNull();
  });

  it('sends only its own match’s report, as the side the captain chose', async () => {
    const token = (await paperCardToken(store.db, 2030, MATCH, SECRET))!;
    const link = (await resolvePaperCardLink(store.db, token))!;
    const report = (matchKey: string, kind: 'report' | 'confirm', key: string) =>
      sendPaperCard(
        store.db,
        link,
        'away',
        { matchKey, kind, idempotencyKey: key, card: { boards: ['0-1', '1-0', '½-½', '1-0'] } },
        AFTER,
      );
    const other = await report('PA1~r3~2v4', 'report', 'paper-card-other');
    expect(other.ok || other.errors[0]!.message).toBe('This address sends only its own match’s card.');
    const confirm = await report(MATCH, 'confirm', 'paper-card-confirm');
    expect(confirm.ok).toBe(false);
    const sent = await report(MATCH, 'report', 'paper-card-report');
    expect(sent.ok && sent.state).toMatchObject({ state: 'reported', by: 'away' });
    expect(sent.ok && sent.event.linkId).toBe(link.id);
    expect((await readPaperCardMatch(store.db, token, AFTER))!.state.state).toBe('reported');
  });

  it('is revoked with either school’s address, and never printed by `links`', async () => {
    const made = await seasonLinks(store.db, 2030, SECRET);
    const token = (await paperCardToken(store.db, 2030, MATCH, SECRET))!;
    const again = await seasonLinks(store.db, 2030, SECRET);
    expect(again.ok && again.links.map((l) => l.token)).toEqual(made.ok && made.links.map((l) => l.token));
    expect(JSON.stringify(again)).not.toContain(token);

    const rotated = await seasonLinks(store.db, 2030, SECRET, { rotateSchool: 'Carlingford Public School' });
    expect(rotated.ok && rotated.rotated).toBe(1);
    expect(await resolvePaperCardLink(store.db, token)).toBeNull();
    const reprinted = await paperCardToken(store.db, 2030, MATCH, SECRET);
    expect(reprinted).not.toBe(token);
    expect(await resolvePaperCardLink(store.db, reprinted!)).toMatchObject({ key: MATCH });
  });
});
