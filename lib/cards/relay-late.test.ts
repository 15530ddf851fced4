/**
 * A card a relaying site sent while the league was away reaches the league days late. It keeps the school's
 * send time, but the other school's RESULT_CONFIRM_DAYS to confirm or dispute count from when the league
 * received it: the first moment the other school could see it. Tested at the league's store with a clock.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { resolvePrivateLink, seasonLinks, type PrintedLink } from '@/lib/db/queries/cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import { getCardHistory } from '@/lib/db/queries/cards-read';
import { autoConfirmSweep } from '@/lib/writes/auto-confirm';
import { tokenHash } from '@/lib/db/link-secret';
import { resultVersions, privateLinks, seasonChanges, seasons } from '@/lib/db/schema';
import type { MatchCardEventRequest } from '@/lib/league-api/client';
import { storeRelayedCard } from '@/lib/writes/relayed-card';

let store: TestStore;
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const MATCH = 'PA1~r3~3v1';
const REF = { year: 2030, division: 'PA1', round: 3, home: 3, away: 1 };
const DAY = 86_400_000;
/** North Rocks sends its card on the relay three days after the match; the league is away for three days. */
const SENT = new Date('2030-05-20T02:00:00Z');
const RECEIVED = new Date(SENT.getTime() + 3 * DAY);
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

describeEachEngine('a card relayed after an outage, at the league on %s', (engine) => {
  let links: PrintedLink[];
  const hashOf = (school: string) => tokenHash(links.find((l) => l.subject === school)!.token);
  const relayed = (over: Partial<MatchCardEventRequest> = {}): MatchCardEventRequest => ({
    idempotency_key: 'relayed-report-0001',
    link_hash: hashOf('North Rocks'),
    match_key: MATCH,
    kind: 'report',
    boards: ['1-0', '½-½', '1-0', '0-1'],
    players: null,
    comment: null,
    photo: null,
    sent_at: SENT.toISOString(),
    ...over,
  });

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    for (const table of [seasons, resultVersions, privateLinks, seasonChanges]) await store.db.delete(table);
    await importSeason(store.db, sampleBundle());
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    links = made.links;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('keeps the send time, and confirms it automatically only RESULT_CONFIRM_DAYS after the league received it', async () => {
    expect(await storeRelayedCard(relayed(), RECEIVED)).toMatchObject({ outcome: 'stored' });
    const [report] = await getCardHistory(store.db, REF);
    expect([report!.createdAt, report!.receivedAt]).toEqual([SENT, RECEIVED]);

    // An hour after the league has it, the other school has just begun its three days: nothing is confirmed.
    expect((await autoConfirmSweep(store.db, at(RECEIVED, 3_600_000), 3)).confirmed).toBe(0);
    expect((await autoConfirmSweep(store.db, at(RECEIVED, 3 * DAY - 60_000), 3)).confirmed).toBe(0);
    expect((await autoConfirmSweep(store.db, at(RECEIVED, 3 * DAY + 60_000), 3)).confirmed).toBe(1);
    expect((await getCardHistory(store.db, REF)).map((e) => e.kind)).toEqual(['report', 'auto-confirm']);
  });

  it('lets the other school dispute it two days after the league received it', async () => {
    await storeRelayedCard(relayed(), RECEIVED);
    const carlingford = await resolvePrivateLink(
      store.db,
      links.find((l) => l.subject === 'Carlingford Public School')!.token,
    );
    const twoDaysOn = at(RECEIVED, 2 * DAY);
    expect((await autoConfirmSweep(store.db, twoDaysOn, 3)).confirmed).toBe(0);
    const dispute = await sendCardAction(
      store.db,
      carlingford!,
      {
        matchKey: MATCH,
        kind: 'dispute',
        idempotencyKey: 'dispute-after-outage',
        card: { boards: ['0-1', '½-½', '1-0', '0-1'], comment: 'Board 1 was ours.' },
      },
      twoDaysOn,
    );
    expect(dispute.ok && dispute.state.state).toBe('disputed');
  });

  it('counts a card received as it was sent from its sending, as before', async () => {
    await storeRelayedCard(relayed({ sent_at: RECEIVED.toISOString() }), RECEIVED);
    const [report] = await getCardHistory(store.db, REF);
    expect(report!.createdAt).toEqual(RECEIVED);
    expect((await autoConfirmSweep(store.db, at(RECEIVED, 3 * DAY + 60_000), 3)).confirmed).toBe(1);
  });
});
