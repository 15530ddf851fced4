import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { exportSeason, getChangeRecords } from './bundles';
import { importSeason } from '@/lib/writes/season-import';
import { matches, resultVersions, privateLinks, seasonChanges, seasons } from '../schema';
import { resolvePrivateLink, seasonLinks } from './cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import { getFlaggedCards } from './cards-read';
import { runCommand } from '../commands';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');

describeEachEngine('imports and match cards on %s', (engine) => {
  let store: TestStore;
  const pairing = (b: ReturnType<typeof sampleBundle>) => b.divisions[0]!.rounds[2]!.pairings[1]!;
  const stored = async () => pairing((await exportSeason(store.db, 2030))!).result;

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
    await store.db.delete(resultVersions);
    await store.db.delete(matches);
    await store.db.delete(privateLinks);
    await store.db.delete(seasonChanges);
    await importSeason(store.db, sampleBundle(), { at: new Date('2030-05-01T00:00:00Z') });
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    const scorer = (await resolvePrivateLink(store.db, made.links.find((l) => l.subject === 'PA')!.token))!;
    const entered = await sendCardAction(
      store.db,
      scorer,
      {
        matchKey: 'PA1~r3~3v1',
        kind: 'enter',
        idempotencyKey: 'enter-0001-card-key',
        card: { boards: ['1-0', '1-0', '0F-0F', '0-1'] },
      },
      AFTER,
    );
    if (!entered.ok) throw new Error(entered.errors[0]!.message);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('keeps a published card’s result when the bundle has none, and exports it', async () => {
    const outcome = await runCommand(store.db, { name: 'import', document: sampleBundle() });
    expect(outcome.ok && outcome.message).toContain('1 published match card results kept');
    expect(outcome.ok && outcome.changed![0]!.changes).toEqual([]);
    expect(await stored()).toEqual({ home: 2, away: 1, boards: ['1', '1', 'FF', '0'] });
    const exported = await runCommand(store.db, { name: 'export', year: 2030 });
    expect(exported.ok && pairing(exported.output as ReturnType<typeof sampleBundle>).result).toEqual({
      home: 2,
      away: 1,
      boards: ['1', '1', 'FF', '0'],
    });
  });

  it('lets the league’s own result win, and says the league corrected it', async () => {
    const bundle = sampleBundle();
    pairing(bundle).result = { home: 1, away: 3 };
    await importSeason(store.db, bundle, { at: new Date('2030-06-01T00:00:00Z') });
    expect(await stored()).toEqual({ home: 1, away: 3 });
    const [record] = await getChangeRecords(store.db, 2030);
    expect(record!.items.map((i) => i.text)).toEqual([
      'PA1 round 3: North Rocks A 1–3 Carlingford A, corrected by the league, was 2–1 by the card',
    ]);
  });

  it('keeps and flags a card whose match an import re-paired', async () => {
    expect(await getFlaggedCards(store.db, 2030)).toEqual([]);
    const bundle = sampleBundle();
    bundle.divisions[0]!.rounds[2]!.pairings = [
      { home: 1, away: 3 },
      { home: 2, away: 4 },
    ];
    const outcome = await runCommand(store.db, { name: 'import', document: bundle });
    expect(outcome.ok && outcome.message).toContain(
      '1 published match cards have no match in the draw any more',
    );
    const flagged = await getFlaggedCards(store.db, 2030);
    expect(flagged.map((f) => `${f.key} ${f.why} ${f.events.length}`)).toEqual(['PA1~r3~3v1 removed 1']);
  });
});
