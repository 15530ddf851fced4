import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { matches, resultVersions, privateLinks, seasons } from '../schema';
import { resolvePrivateLink, seasonLinks, type PrivateLink } from './cards-links';
import { sendCardAction, type CardActionRequest } from '@/lib/writes/card-actions';
import { getZoneCards } from './cards-read';
import { linkLabels } from './cards-desk';
import { getCardHistory } from './cards-read';
import { trailRows } from '@/lib/league/cards/audit';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');
const MATCH = 'PA1~r3~3v1';
let n = 0;
const key = () => `desk-card-key-${++n}-of-this-run`;

describeEachEngine("the scorer's desk on %s", (engine) => {
  let store: TestStore;
  const as: Record<string, PrivateLink> = {};
  const send = (who: string, request: Partial<CardActionRequest>) =>
    sendCardAction(
      store.db,
      as[who]!,
      { matchKey: MATCH, kind: 'report', idempotencyKey: key(), ...request },
      AFTER,
    );

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
    await store.db.delete(resultVersions);
    await store.db.delete(matches);
    await store.db.delete(privateLinks);
    await importSeason(store.db, sampleBundle());
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    for (const l of made.links) as[`${l.kind}:${l.subject}`] = (await resolvePrivateLink(store.db, l.token))!;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it("lists the zone's late match with its 7-day date, and none of another zone's", async () => {
    const desk = (await getZoneCards(store.db, as['scorer:PA']!, AFTER))!;
    const late = desk.matches.filter((m) => m.state.state === 'result-needed');
    expect(late.map((m) => m.key)).toEqual([MATCH]);
    expect(late[0]).toMatchObject({ daysLate: 3, lateRuleDate: '2030-05-25' });
    expect(desk.counts).toMatchObject({ late: 1, disputed: 0, waiting: 0 });
    // The other zone's scorer sees none of PA's matches.
    const other = (await getZoneCards(store.db, as['scorer:NC']!, AFTER))!;
    expect(other.matches.some((m) => m.match.zone === 'PA')).toBe(false);
  });

  it('keeps every version and action with who sent it (never a token)', async () => {
    const players = { home: ['=HYPERLINK("x")', 'Bo', 'Cy', 'Di'], away: ['Eve', 'Fay', 'Gus', 'Hal'] };
    const report = await send('school:North Rocks', {
      card: { boards: ['1-0', '1-0', '0-1', '½-½'], players },
    });
    expect(report.ok).toBe(true);
    const dispute = await send('school:Carlingford Public School', {
      kind: 'dispute',
      card: { boards: ['0-1', '1-0', '0-1', '½-½'], comment: '+board 1 was lost on time' },
    });
    expect(dispute.ok).toBe(true);
    const refused = await send('scorer:NC', {
      kind: 'publish',
      refEventId: dispute.ok ? dispute.event.id : 0,
    });
    expect(refused.ok).toBe(false);
    const published = await send('scorer:PA', {
      kind: 'publish',
      refEventId: report.ok ? report.event.id : 0,
    });
    expect(published.ok && published.state.state).toBe('published');

    const history = await getCardHistory(store.db, {
      year: 2030,
      division: 'PA1',
      round: 3,
      home: 3,
      away: 1,
    });
    const trail = trailRows(
      history,
      await linkLabels(
        store.db,
        history.map((e) => e.linkId),
      ),
    );
    expect(trail.map((r) => [r.what, r.by])).toEqual([
      ['Reported', 'North Rocks (home)'],
      ['Disputed, with its own version', 'Carlingford Public School (away)'],
      ['Published a reported version', 'scorer PA'],
    ]);
    expect(trail[1]).toMatchObject({
      comment: '+board 1 was lost on time',
      boards: '0–1, 1–0, 0–1, ½–½ (1½–2½)',
    });
    // Numbered 1, 2, 3 in this match's trail (not the store's event ids); the publish row shows the boards it published.
    expect(trail.map((r) => r.n)).toEqual([1, 2, 3]);
    expect(trail[2]).toMatchObject({ version: 1, boards: '1–0, 1–0, 0–1, ½–½ (2½–1½)' });
  });
});
