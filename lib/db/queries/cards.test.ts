import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { exportSeason, getChangeRecords } from './bundles';
import { importSeason } from '@/lib/writes/season-import';
import { getMatchVersions } from './match-versions';
import { matches, resultVersions, privateLinks, schoolLines, seasonChanges, seasons } from '../schema';
import { getSeasonDraws } from './school-pages';
import { writeSchoolLines } from '@/lib/writes/school-lines';
import { resolvePrivateLink, seasonLinks, type PrintedLink } from './cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import fs from 'node:fs';
import { ne } from 'drizzle-orm';
import path from 'node:path';
import { runCommand } from '../commands';
import { getMatchCard, getPendingMatches, getSchoolCards, getZoneCards } from './cards-read';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');
const MATCH = 'PA1~r3~3v1';
const REPORT = { boards: ['1-0', '½-½', '1-0', '0-1'] };

describeEachEngine('match cards on %s', (engine) => {
  let store: TestStore;
  let links: PrintedLink[];
  const link = (subject: string) => links.find((l) => l.subject === subject)!;
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
    links = made.links;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('makes one address per school with a team, per zone and for the Director of Play, checked by hash', async () => {
    expect(links.map((l) => `${l.kind} ${l.subject}`)).toEqual([
      'school Carlingford Public School',
      'school Darcy Road',
      'school North Rocks',
      'scorer PA',
      'scorer NC',
      'director -',
    ]);
    expect(await resolvePrivateLink(store.db, link('North Rocks').token)).toMatchObject({
      kind: 'school',
      subject: 'North Rocks',
    });
    expect(await resolvePrivateLink(store.db, 'x'.repeat(43))).toBeNull();
    const again = await seasonLinks(store.db, 2030, SECRET);
    expect(again.ok && again.links.map((l) => l.token)).toEqual(links.map((l) => l.token));
    const rotated = await seasonLinks(store.db, 2030, SECRET, { rotateSchool: 'North Rocks' });
    expect(rotated.ok && rotated.rotated).toBe(1);
    expect(await resolvePrivateLink(store.db, link('North Rocks').token)).toBeNull();
    const other = await seasonLinks(
      store.db,
      2030,
      Buffer.from('another-secret-another-secret-another-secret'),
    );
    expect(other.ok).toBe(false);
  });

  it('publishes a result both schools agree on, once, into the draw, the change record and the calendar', async () => {
    const home = (await resolvePrivateLink(store.db, link('North Rocks').token))!;
    const away = (await resolvePrivateLink(store.db, link('Carlingford Public School').token))!;
    const report = await sendCardAction(
      store.db,
      home,
      { matchKey: MATCH, kind: 'report', idempotencyKey: 'report-0001-card-key', card: REPORT },
      AFTER,
    );
    expect(report.ok && report.state.state).toBe('reported');
    const repeat = await sendCardAction(
      store.db,
      home,
      { matchKey: MATCH, kind: 'report', idempotencyKey: 'report-0001-card-key', card: REPORT },
      AFTER,
    );
    expect(repeat.ok && repeat.repeated).toBe(true);
    expect(await getPendingMatches(store.db, 2030)).toEqual(new Set([MATCH]));
    const before = await getMatchVersions(store.db, 2030);

    const stale = await sendCardAction(
      store.db,
      away,
      { matchKey: MATCH, kind: 'confirm', idempotencyKey: 'confirm-000-card-key', refEventId: 999 },
      AFTER,
    );
    expect(stale.ok || stale.errors[0]!.message).toBe(
      'North Rocks has changed its result since you opened the page: check it again.',
    );
    const confirm = await sendCardAction(
      store.db,
      away,
      {
        matchKey: MATCH,
        kind: 'confirm',
        idempotencyKey: 'confirm-001-card-key',
        refEventId: report.ok ? report.event.id : 0,
      },
      AFTER,
    );
    expect(confirm.ok && confirm.state.state).toBe('published');
    expect(confirm.ok && confirm.changed[0]!.changes.map((c) => c.kind)).toEqual(['results-posted']);
    const twice = await sendCardAction(
      store.db,
      away,
      { matchKey: MATCH, kind: 'confirm', idempotencyKey: 'confirm-001-card-key' },
      AFTER,
    );
    expect(twice.ok && twice.repeated && twice.changed).toEqual([]);

    const bundle = (await exportSeason(store.db, 2030))!;
    expect(bundle.divisions[0]!.rounds[2]!.pairings[1]!.result).toEqual({
      home: 2.5,
      away: 1.5,
      boards: ['1', '½', '1', '0'],
    });
    const [record] = await getChangeRecords(store.db, 2030);
    expect(record!.items.map((i) => i.text)).toEqual([
      'PA1 round 3: North Rocks A 2½–1½ Carlingford A, confirmed by both schools',
    ]);
    const uid = '2030-PA1-r3-m2@schools.nswjcl';
    expect((await getMatchVersions(store.db, 2030)).get(uid)!.sequence).toBe(before.get(uid)!.sequence + 1);
    expect(await getPendingMatches(store.db, 2030)).toEqual(new Set());
    expect(await store.db.$count(resultVersions, ne(resultVersions.kind, 'import'))).toBe(2);
    // Only the division's schools' lines were rewritten: the same as rewriting them all.
    const lines = async () =>
      (await store.db.select().from(schoolLines)).sort((a, b) => a.slug.localeCompare(b.slug));
    const written = await lines();
    const [season] = await store.db.select().from(seasons);
    await writeSchoolLines(store.db, season!.id, (await getSeasonDraws(store.db, 2030))!);
    expect(written).toEqual(await lines());

    const late = await sendCardAction(
      store.db,
      home,
      { matchKey: MATCH, kind: 'report', idempotencyKey: 'report-0002-card-key', card: REPORT },
      AFTER,
    );
    expect(late.ok || late.errors[0]!.message).toMatch(/already published/);
  });

  it('lets the league’s imported result take over a card still waiting for confirmation', async () => {
    const home = (await resolvePrivateLink(store.db, link('North Rocks').token))!;
    await sendCardAction(
      store.db,
      home,
      { matchKey: MATCH, kind: 'report', idempotencyKey: 'report-0001-card-key', card: REPORT },
      AFTER,
    );
    const bundle = sampleBundle();
    bundle.divisions[0]!.rounds[2]!.pairings[1]!.result = { home: 1, away: 3 };
    await importSeason(store.db, bundle);
    expect(await getPendingMatches(store.db, 2030)).toEqual(new Set());
    const card = (await getMatchCard(store.db, home, MATCH, AFTER))!;
    expect(card.state).toMatchObject({
      state: 'published',
      locked: true,
      published: { how: 'imported', by: 'league' },
    });
  });

  it('refuses what a school may not send, and changes nothing', async () => {
    const home = (await resolvePrivateLink(store.db, link('North Rocks').token))!;
    const darcy = (await resolvePrivateLink(store.db, link('Darcy Road').token))!;
    const send = (l: typeof home, body: Partial<Parameters<typeof sendCardAction>[2]>, now = AFTER) =>
      sendCardAction(
        store.db,
        l,
        {
          matchKey: MATCH,
          kind: 'report',
          idempotencyKey: `k-${Math.random()}`.replace('.', ''),
          card: REPORT,
          ...body,
        },
        now,
      );
    const message = async (p: ReturnType<typeof send>) => {
      const r = await p;
      return r.ok ? 'ok' : r.errors.map((e) => e.message).join(' ');
    };
    const versions = await store.db.$count(resultVersions);
    expect(await message(send(darcy, {}))).toBe('This match is not one of yours.');
    expect(await message(send(home, {}, new Date('2030-05-10T02:00:00Z')))).toMatch(/not been played yet/);
    expect(await message(send(home, { card: { boards: ['1-0', '1-0', '1-0', '1-0', '1-0'] } }))).toMatch(
      /exactly 4 boards/,
    );
    expect(await message(send(home, { card: { boards: ['1-0', '2-0', '1-0', '1-0'] } }))).toMatch(
      /Board 2: choose one of/,
    );
    expect(await message(send(home, { matchKey: 'PA1~r9~3v1' }))).toBe('There is no such match.');
    expect(await message(send(home, { kind: 'confirm' }))).toMatch(/no reported result/);
    expect(await store.db.$count(resultVersions)).toBe(versions);
  });

  it("lists a school's and a zone's matches with their states, the most urgent first", async () => {
    const home = (await resolvePrivateLink(store.db, link('North Rocks').token))!;
    const away = (await resolvePrivateLink(store.db, link('Carlingford Public School').token))!;
    await sendCardAction(
      store.db,
      home,
      { matchKey: MATCH, kind: 'report', idempotencyKey: 'report-0001-card-key', card: REPORT },
      AFTER,
    );
    const school = (await getSchoolCards(store.db, away, AFTER))!;
    expect(school.matches.map((m) => `${m.key} ${m.state.state} ${m.action}`)).toEqual([
      'PA1~r3~3v1 reported confirm-or-dispute',
      'PA1~r2~1v2 published null',
    ]);
    const scorer = (await resolvePrivateLink(store.db, link('PA').token))!;
    const zone = (await getZoneCards(store.db, scorer, AFTER))!;
    expect(zone.counts).toEqual({ late: 0, waiting: 1, disputed: 0, published: 2, all: 3 });
    const card = (await getMatchCard(store.db, scorer, MATCH, AFTER))!;
    expect(card.boards.map((b) => b.homeColour)).toEqual(['White', 'Black', 'White', 'Black']);
    expect(card.history).toHaveLength(1);
    expect(
      await getMatchCard(store.db, (await resolvePrivateLink(store.db, link('NC').token))!, MATCH, AFTER),
    ).toBeNull();
  });

  it('prints the addresses from the secret in DATA_DIR (made 0600 on first use) and the audit trail', async () => {
    const saved = { dir: process.env.DATA_DIR, secret: process.env.LINK_SECRET, site: process.env.SITE_URL };
    process.env.DATA_DIR = store.dataDir;
    delete process.env.LINK_SECRET;
    process.env.SITE_URL = 'https://schools.example.org';
    try {
      // The beforeEach's addresses were made with another secret: printing them is refused.
      expect(await runCommand(store.db, { name: 'links', year: 2030 })).toMatchObject({ ok: false });
      await store.db.delete(privateLinks);
      const printed = await runCommand(store.db, { name: 'links', year: 2030 });
      const lines = printed.ok ? String(printed.output).trim().split('\n') : [];
      expect(lines).toHaveLength(6);
      expect(lines[5]).toMatch(/^director\t-\thttps:\/\/schools\.example\.org\/private\/[A-Za-z0-9_-]{43}$/);
      expect(fs.statSync(path.join(store.dataDir, 'link-secret')).mode & 0o777).toBe(0o600);
      const again = await runCommand(store.db, { name: 'links', year: 2030 });
      expect(again.ok && again.output).toBe(printed.ok && printed.output);
      const token = lines[0]!.split('/').pop()!;
      const home = (await resolvePrivateLink(store.db, token))!;
      expect(home.subject).toBe('Carlingford Public School');
      await sendCardAction(
        store.db,
        home,
        { matchKey: MATCH, kind: 'dispute', idempotencyKey: 'never-stored-card-key' },
        AFTER,
      );
      await sendCardAction(
        store.db,
        (await resolvePrivateLink(store.db, lines[2]!.split('/').pop()!))!,
        { matchKey: MATCH, kind: 'report', idempotencyKey: 'report-0001-card-key', card: REPORT },
        AFTER,
      );
      const trail = await runCommand(store.db, { name: 'cards', year: 2030 });
      expect(trail.ok && trail.output).toEqual([
        expect.objectContaining({ kind: 'report', sender: 'school:North Rocks', boards: '1-0 ½-½ 1-0 0-1' }),
      ]);
    } finally {
      for (const [key, value] of [
        ['DATA_DIR', saved.dir],
        ['LINK_SECRET', saved.secret],
        ['SITE_URL', saved.site],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });
});
