import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { exportSeason, getChangeRecords } from './bundles';
import { importSeason } from '@/lib/writes/season-import';
import { matches, players, resultVersions, privateLinks, seasonChanges, seasons } from '../schema';
import { schoolSlug } from '@/lib/league/school-slug';
import { resolvePrivateLink, seasonLinks, type PrivateLink } from './cards-links';
import { sendCardAction, type CardActionRequest } from '@/lib/writes/card-actions';
import { getCardHistory, getZoneCards } from './cards-read';
import { autoConfirmSweep, resultConfirmDays } from '@/lib/writes/auto-confirm';
import { getCardPhoto, getVisibleCardPhoto, storeCardPhoto } from './cards-photos';
import { getSchoolContacts } from './cards-contacts';
import { getZoneEligibility } from './cards-eligibility';
import { getCardAuditRows } from './cards-audit';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');
const MATCH = 'PA1~r3~3v1';
const REF = { year: 2030, division: 'PA1', round: 3, home: 3, away: 1 };
let n = 0;
const key = () => `test-card-key-${++n}-of-this-run`;

describeEachEngine('the scorer and match cards on %s', (engine) => {
  let store: TestStore;
  const as: Record<string, PrivateLink> = {};
  const send = (who: string, request: Partial<CardActionRequest>, now = AFTER) =>
    sendCardAction(
      store.db,
      as[who]!,
      { matchKey: MATCH, kind: 'report', idempotencyKey: key(), ...request },
      now,
    );
  const result = async () =>
    (await exportSeason(store.db, 2030))!.divisions[0]!.rounds[2]!.pairings[1]!.result;

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
    await store.db.delete(resultVersions);
    await store.db.delete(matches);
    await store.db.delete(privateLinks);
    await store.db.delete(seasonChanges);
    await importSeason(store.db, sampleBundle());
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    for (const l of made.links) as[l.subject] = (await resolvePrivateLink(store.db, l.token))!;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('settles a dispute: the scorer publishes the away version, locked against the schools, all three kept', async () => {
    await send('North Rocks', { card: { boards: ['1-0', '1-0', '1-0', '0-1'] } });
    const dispute = await send('Carlingford Public School', {
      kind: 'dispute',
      card: { boards: ['1-0', '0-1', '½-½', '0-1'], comment: 'Board 2 was won by Carlingford.' },
    });
    expect(dispute.ok && dispute.state.state).toBe('disputed');
    expect(await result()).toBeUndefined();
    expect((await getZoneCards(store.db, as.PA!, AFTER))!.counts.disputed).toBe(1);
    const other = await send('NC', { kind: 'publish', refEventId: dispute.ok ? dispute.event.id : 0 });
    expect(other.ok || other.errors[0]!.message).toBe('This match is not one of yours.');

    const published = await send('PA', { kind: 'publish', refEventId: dispute.ok ? dispute.event.id : 0 });
    expect(published.ok && published.state).toMatchObject({ state: 'published', locked: true });
    expect(await result()).toEqual({ home: 1.5, away: 2.5, boards: ['1', '0', '½', '0'] });
    const again = await send('North Rocks', { card: { boards: ['1-0', '1-0', '1-0', '1-0'] } });
    expect(again.ok || again.errors[0]!.message).toMatch(/settled/);
    expect((await getCardHistory(store.db, REF)).map((e) => `${e.kind} ${e.side}`)).toEqual([
      'report home',
      'dispute away',
      'publish scorer',
    ]);
    const [record] = await getChangeRecords(store.db, 2030);
    expect(record!.items[0]!.text).toBe(
      'PA1 round 3: North Rocks A 1½–2½ Carlingford A, published by the scorer',
    );
  });

  it('corrects a published result with a reason, enters one from the paper card, and rules a late card 0-0', async () => {
    const entered = await send('PA', { kind: 'enter', card: { boards: ['0F-0F', '1-0', '1-0', '0-1'] } });
    expect(entered.ok && entered.state.state).toBe('published');
    expect(await result()).toEqual({ home: 2, away: 1, boards: ['FF', '1', '1', '0'] });
    expect((await send('PA', { kind: 'correct', card: { boards: ['1-0', '1-0', '1-0', '0-1'] } })).ok).toBe(
      false,
    );
    const corrected = await send(
      '-',
      {
        kind: 'correct',
        card: { boards: ['1-0', '1-0', '1-0', '0-1'] },
        reason: 'Board 1 was played after all',
      },
      new Date('2030-05-21T02:00:00Z'),
    );
    expect(corrected.ok).toBe(true);
    const [record] = await getChangeRecords(store.db, 2030);
    expect(record!.items[0]!.text).toBe(
      'PA1 round 3: North Rocks A 3–1 Carlingford A, corrected by the Director of Play: Board 1 was played after all, was 2–1',
    );
    const ruled = await send('PA', { kind: 'rule' });
    expect(ruled.ok || ruled.errors[0]!.message).toMatch(/already published/);
  });

  it('rules a late card 0-0 when the scorer chooses to', async () => {
    const ruled = await send('PA', { kind: 'rule' }, new Date('2030-05-26T02:00:00Z'));
    expect(ruled.ok).toBe(true);
    expect(await result()).toEqual({ home: 0, away: 0, ruled: 'late-card' });
  });

  it('confirms a report automatically after RESULT_CONFIRM_DAYS, once, however many sweeps', async () => {
    expect(resultConfirmDays({})).toBe(3);
    expect(resultConfirmDays({ RESULT_CONFIRM_DAYS: '5' })).toBe(5);
    await send('North Rocks', { card: { boards: ['1-0', '½-½', '1-0', '0-1'] } });
    expect((await autoConfirmSweep(store.db, new Date('2030-05-22T02:00:00Z'))).confirmed).toBe(0);
    const later = new Date('2030-05-23T03:00:00Z');
    const [first, second] = await Promise.all([
      autoConfirmSweep(store.db, later),
      autoConfirmSweep(store.db, later),
    ]);
    expect(first.confirmed + second.confirmed).toBe(1);
    expect([...first.changed, ...second.changed]).toHaveLength(1);
    expect(await result()).toEqual({ home: 2.5, away: 1.5, boards: ['1', '½', '1', '0'] });
    expect((await getCardHistory(store.db, REF)).map((e) => e.kind)).toEqual(['report', 'auto-confirm']);
  });

  it('takes one of a confirmation and a dispute sent at once, and an official’s entry beside them, never two', async () => {
    await send('North Rocks', { card: { boards: ['1-0', '½-½', '1-0', '0-1'] } });
    const answers = await Promise.all([
      send('Carlingford Public School', { kind: 'confirm' }),
      send('Carlingford Public School', { kind: 'dispute', card: { boards: ['0-1', '0-1', '0-1', '0-1'] } }),
      send('PA', { kind: 'enter', card: { boards: ['0-1', '0-1', '0-1', '0-1'] } }),
    ]);
    const history = await getCardHistory(store.db, REF);
    const published = answers.filter((a) => a.ok && a.changed.length);
    expect(published.length).toBeGreaterThanOrEqual(1);
    // Whatever the order, the draw holds the last published version, and the trail every stored event.
    const last = [...history].reverse().find((e) => e.kind === 'confirm' || e.kind === 'enter')!;
    expect((await result())!.boards).toEqual(
      last.kind === 'confirm' ? ['1', '½', '1', '0'] : ['0', '0', '0', '0'],
    );
    expect(history.length).toBe(1 + answers.filter((a) => a.ok).length);
    // The school's two answers: one is stored, unless the official's entry came first and both were refused.
    const schoolStored = answers.slice(0, 2).filter((a) => a.ok);
    expect(schoolStored).toHaveLength(history[1]!.kind === 'enter' ? 0 : 1);
  });

  it("applies each competition's own finals rule: none in primary or country secondary, so nothing is counted", async () => {
    await send('North Rocks', {
      card: {
        boards: ['1-0', '½-½', '1-0', '0-1'],
        players: { home: ['Ann Lee', 'Bo Chen'], away: ['Cy Dale'] },
      },
    });
    await send('Carlingford Public School', { kind: 'confirm' });
    const none = { kind: 'none', text: expect.stringContaining('there is nothing to count') };
    // PA is a metropolitan primary zone: the primary rules set no minimum of matches for a finals player.
    expect(await getZoneEligibility(store.db, as.PA!)).toEqual([
      { mode: 'metropolitan_primary', rule: none, teams: [] },
    ]);
    // The Director of Play's every zone: each competition that has matches, with its own rule (NC has none).
    const every = (await getZoneEligibility(store.db, as['-']!))!;
    expect(every.map((c) => [c.mode, c.rule.kind])).toEqual([['metropolitan_primary', 'none']]);
  });

  it('counts a spelling typed on a card as the registered player the school matched it to', async () => {
    // The same season with PA as a metropolitan secondary zone, whose rule counts each player's matches.
    const secondary = sampleBundle();
    secondary.zones[0] = { ...secondary.zones[0]!, competition: 'secondary' };
    await store.db.delete(seasons);
    await store.db.delete(resultVersions);
    await store.db.delete(matches);
    await store.db.delete(privateLinks);
    await importSeason(store.db, secondary);
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    for (const l of made.links) as[l.subject] = (await resolvePrivateLink(store.db, l.token))!;
    await store.db.delete(players);
    await store.db.insert(players).values({
      year: 2030,
      school: schoolSlug('North Rocks'),
      name: 'Ann Lee',
      alsoTyped: ['Anne Lee'],
      schoolYear: '9',
    });
    await send('North Rocks', {
      card: { boards: ['1-0', '½-½', '1-0', '0-1'], players: { home: ['anne  lee'] } },
    });
    await send('Carlingford Public School', { kind: 'confirm' });
    const [competition] = (await getZoneEligibility(store.db, as.PA!))!;
    const northRocks = competition!.teams.find((t) => t.name === 'North Rocks A');
    expect(northRocks!.players.map((p) => [p.name, p.games])).toEqual([['Ann Lee', 1]]);
  });

  it('finds the schools’ coordinators for the scorer’s reminders', async () => {
    const contacts = await getSchoolContacts(store.db, 2030);
    expect(contacts.get('carlingford')).toEqual([
      { name: 'Ms Sam Example', email: 'coordinator1.carlingford@example.org' },
    ]);
  });

  it('keeps a card photo in the database, shown only with its match’s card', async () => {
    const id = await storeCardPhoto(store.db, 2030, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    expect(
      (await send('North Rocks', { card: { boards: ['1-0', '1-0', '1-0', '1-0'] }, photoId: id + 1 })).ok,
    ).toBe(false);
    expect(
      (await send('North Rocks', { card: { boards: ['1-0', '1-0', '1-0', '1-0'] }, photoId: id })).ok,
    ).toBe(true);
    expect(await getVisibleCardPhoto(store.db, as['Carlingford Public School']!, MATCH, id)).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect(await getVisibleCardPhoto(store.db, as['Darcy Road']!, MATCH, id)).toBeNull();
    expect(
      await getVisibleCardPhoto(store.db, as['Carlingford Public School']!, 'PA1~r2~1v2', id),
    ).toBeNull();
    expect(await getCardPhoto(store.db, id)).toEqual({
      year: 2030,
      contentType: 'image/jpeg',
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    });
  });

  it('writes the audit trail in Sydney time, each row with the score it publishes and its photo by name', async () => {
    const id = await storeCardPhoto(store.db, 2030, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await send('North Rocks', { card: { boards: ['1-0', '½-½', '1-0', '0-1'] }, photoId: id });
    await send('Carlingford Public School', { kind: 'confirm' }, new Date('2030-05-20T15:30:00Z'));
    const [report, confirm] = await getCardAuditRows(store.db, 2030);
    expect(report).toMatchObject({
      createdAt: '2030-05-20 12:00:00',
      kind: 'report',
      homePoints: '2.5',
      awayPoints: '1.5',
      photo: `card-PA1-r3-3v1-photo-${id}.jpg`,
    });
    // The confirm carries no boards of its own: the row shows those it confirmed, past midnight in Sydney.
    expect(confirm).toMatchObject({
      createdAt: '2030-05-21 01:30:00',
      kind: 'confirm',
      homePoints: '2.5',
      awayPoints: '1.5',
      boards: '1-0 ½-½ 1-0 0-1',
      photo: '',
      version: String(report!.id),
    });
  });
});
