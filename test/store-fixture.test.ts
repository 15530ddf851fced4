/**
 * The store the 2026-11 release wrote (test/fixtures/store-2026-11, issue 32), restored on each engine and
 * opened by today's store factory, which migrates it to matches as rows and results as versions (migration
 * 0009 and lib/writes/match-backfill.ts): every act of its story is still there, on its match, and today's
 * reads see it as its README says.
 */
import fs from 'node:fs';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';
import { runCommand } from '@/lib/db/commands';
import type { CardAuditRow } from '@/lib/db/cards-command';
import { invitations, matches, privateLinks, resultVersions } from '@/lib/db/schema';
import { linkToken } from '@/lib/db/link-secret';
import { exportSeason, getChangeRecords } from '@/lib/db/queries/bundles';
import { resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import { getMatchCard, getPendingMatches, getSchoolCards, getZoneCards } from '@/lib/db/queries/cards-read';
import { getVisibleCardPhoto } from '@/lib/db/queries/cards-photos';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { getEntryRequests } from '@/lib/db/queries/entries';
import { resultOfChoice } from '@/lib/league/cards/choices';
import { matchKey } from '@/lib/league/cards/match-ref';
import { describeEachEngine } from '@/test/engines';
import { storeChecksum } from '@/test/property/harness';
import {
  cardEventSummary as summary,
  cardStateLine as stateLine,
  loadStoreFixture,
  storeFixtureSql,
  STORE_FIXTURE_LINK_SECRET,
  STORE_FIXTURE_YEAR as YEAR,
} from '@/test/store-fixture';
import {
  DARCY_ROAD_INVITATION,
  ROTATED_SCHOOL,
  STORE_FIXTURE_STORY,
  stepKey,
} from '@/test/store-fixture-story';

/** The live matches of the fixture's three divisions (4 teams, 3 rounds: 6 each) and the one an import withdrew. */
const MATCHES = 3 * 6 + 1;
/** Results the league's imports wrote into the draw that no card published: versions posted by the league's import. */
const IMPORTED_BEFORE = 3;

/** Reads at a fixed day after the season, so `result-needed` and the like do not move with the calendar. */
const NOW = new Date('2026-11-28T00:00:00Z');
const SECRET = Buffer.from(STORE_FIXTURE_LINK_SECRET);

describeEachEngine('the store written by the 2026-11 release, on %s', (engine) => {
  let fixture: Awaited<ReturnType<typeof loadStoreFixture>>;
  let audit: CardAuditRow[];
  const live: Record<string, PrivateLink> = {};
  let revoked: string[];
  /** Every address's subject by its row, the rotated one's too. */
  let subjects: Map<number, string>;

  beforeAll(async () => {
    fixture = await loadStoreFixture(engine);
    const rows = await fixture.db.select().from(privateLinks).orderBy(asc(privateLinks.id));
    const token = (row: (typeof rows)[number]) => linkToken(SECRET, row);
    for (const row of rows.filter((r) => !r.revokedAt))
      live[row.subject] = (await resolvePrivateLink(fixture.db, token(row)))!;
    revoked = rows.filter((r) => r.revokedAt).map(token);
    subjects = new Map(rows.map((r) => [r.id, r.subject]));
    const cards = await runCommand(fixture.db, { name: 'cards', year: YEAR });
    audit = cards.ok ? (cards.output as CardAuditRow[]) : [];
  });
  afterAll(async () => {
    await fixture?.dispose();
  });

  it('opens with today’s store factory, which runs the migrations the dump does not hold', async () => {
    const dumped = storeFixtureSql().match(/^INSERT INTO drizzle\.__drizzle_migrations /gm);
    const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    const applied = (await fixture.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(dumped).toHaveLength(9);
    expect(applied.rows[0]!.n).toBe(files.length);
  });

  it('holds the rows its README lists, table by table', async () => {
    const counts = Object.fromEntries(
      Object.entries(await storeChecksum(fixture.db)).map(([table, sum]) => [
        table,
        Number(sum.split(':')[0]),
      ]),
    );
    expect(counts).toEqual({
      // The story's 20 card events, and the league's results the draw held before versions were kept.
      result_versions: 20 + IMPORTED_BEFORE,
      matches: MATCHES,
      card_outbox: 0,
      card_photos: 1,
      divisions: 3,
      // The draw maker's office tables (migrations 0015 and 0017) start empty on an older store.
      draw_drafts: 0,
      draw_placements: 0,
      draw_settings: 0,
      entry_requests: 1,
      error_logs: 0,
      finals_grids: 0,
      invitations: 3,
      // Made by migrations 0012 and 0014, after the store was written: the story sent no mail.
      mail_outbox: 0,
      mail_subscriptions: 0,
      match_versions: 18,
      // The office's tables (migration 0013) start empty on an older store.
      office_actions: 0,
      office_challenges: 0,
      office_passkeys: 0,
      office_sessions: 0,
      // Made by a later release: the register was empty then.
      player_events: 0,
      players: 0,
      private_links: 12,
      rate_limits: 0,
      regions: 2,
      round_robin_finals: 0,
      school_lines: 8,
      schools: 8,
      season_changes: 10,
      season_entries: 4,
      seasons: 1,
      used_proofs: 1,
      zones: 2,
    });
  });

  it('keeps every card action of its story, with who sent it, when, the boards, names, comment and photo', async () => {
    const counts: Record<string, number> = {};
    for (const row of audit) counts[row.kind] = (counts[row.kind] ?? 0) + 1;
    expect(counts).toEqual({
      report: 9,
      confirm: 4,
      dispute: 2,
      'auto-confirm': 1,
      publish: 1,
      enter: 1,
      correct: 1,
      rule: 1,
    });
    for (const [i, step] of STORE_FIXTURE_STORY.entries()) {
      if (!('kind' in step)) continue;
      const event = await versionByKey(fixture.db, stepKey(i, step));
      expect(event && { ...summary(event), by: subjects.get(event.linkId!) }).toEqual({
        match: step.match,
        kind: step.kind,
        at: new Date(step.at).toISOString(),
        boards: step.boards?.map(resultOfChoice) ?? null,
        players: step.players ?? null,
        comment: step.reason ?? step.comment ?? null,
        photo: Boolean(step.photo),
        by: step.by,
      });
    }
    expect(audit.filter((r) => r.kind === 'auto-confirm').map((r) => r.sender)).toEqual(['system']);
  });

  it('shows each match’s state as its README says, to the Director of Play and the schools', async () => {
    const director = live['-']!;
    const states: Record<string, string> = {};
    for (const key of [
      'PA1~r1~1v4',
      'PA1~r2~1v2',
      'PA1~r2~4v3',
      'PA2~r1~1v4',
      'PA2~r1~2v3',
      'PA2~r2~4v3',
      'PA2~r3~2v4',
      'SN1~r1~1v4',
      'SN1~r1~2v3',
      'SN1~r2~1v2',
    ])
      states[key] = stateLine((await getMatchCard(fixture.db, director, key, NOW))?.state);
    expect(states).toEqual({
      'PA1~r1~1v4': 'published confirmed by both',
      'PA1~r2~1v2': 'published auto-confirmed by auto',
      'PA1~r2~4v3': 'published published by scorer, locked',
      'PA2~r1~1v4': 'published entered by scorer, locked',
      'PA2~r1~2v3': 'published corrected by director, locked',
      'PA2~r2~4v3': 'published ruled by scorer, locked',
      'PA2~r3~2v4': 'reported by away',
      'SN1~r1~1v4': 'disputed',
      'SN1~r1~2v3': 'published imported by league, locked',
      'SN1~r2~1v2': 'no such match',
    });
    expect((await getZoneCards(fixture.db, director, NOW))!.counts).toEqual({
      late: 7,
      waiting: 1,
      disputed: 1,
      published: 9,
      all: 18,
    });
    expect(await getPendingMatches(fixture.db, YEAR)).toEqual(new Set(['PA2~r3~2v4', 'SN1~r1~1v4']));
    const darcyRoad = await getSchoolCards(fixture.db, live['Darcy Road Public School']!, NOW);
    expect(darcyRoad!.matches[0]).toMatchObject({ key: 'PA2~r3~2v4', action: 'confirm-or-dispute' });
    // The match the second import removed is withdrawn, not deleted: its versions keep their match.
    const withdrawn = await fixture.db
      .select({ match: matches, kind: resultVersions.kind })
      .from(resultVersions)
      .innerJoin(matches, eq(matches.id, resultVersions.matchId))
      .where(isNotNull(matches.withdrawnAt))
      .orderBy(asc(resultVersions.id));
    expect(
      withdrawn.map((w) => `${matchKey(w.match)} ${w.match.homeTeam} v ${w.match.awayTeam} ${w.kind}`),
    ).toEqual([
      'SN1~r2~1v2 Cherrybrook Technology High A v Epping Boys High A report',
      'SN1~r2~1v2 Cherrybrook Technology High A v Epping Boys High A confirm',
    ]);
  });

  it('keeps the results the cards wrote into the draw', async () => {
    const bundle = (await exportSeason(fixture.db, YEAR))!;
    const result = (division: string, round: number, home: number) =>
      bundle.divisions
        .find((d) => d.code === division)!
        .rounds.find((r) => r.n === round)!
        .pairings.find((p) => p.home === home)!.result;
    expect(result('PA2', 2, 4)).toEqual({ home: 0, away: 0, ruled: 'late-card' });
    expect(result('PA2', 1, 2)).toEqual({ home: 2.5, away: 1.5, boards: ['1', '1', '½', '0'] });
    expect(result('SN1', 1, 2)).toEqual({ home: 1.5, away: 2.5 });
    expect(result('SN1', 2, 2)).toBeUndefined();
  });

  it('keeps the photo of the signed card, cleaned, for the two schools only', async () => {
    // The audit names the photo by its match: card-PA1-r2-4v3-photo-<id>.jpg.
    const photoId = Number(/^card-PA1-r2-4v3-photo-(\d+)\.jpg$/.exec(audit.find((r) => r.photo)!.photo)![1]);
    const photo = await getVisibleCardPhoto(
      fixture.db,
      live['North Rocks Public School']!,
      'PA1~r2~4v3',
      photoId,
    );
    expect(photo!.contentType).toBe('image/jpeg');
    expect(photo!.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(photo!.bytes.includes('Exif')).toBe(false);
    expect(
      await getVisibleCardPhoto(fixture.db, live[ROTATED_SCHOOL]!, 'PA1~r2~4v3', photoId),
    ).not.toBeNull();
    expect(
      await getVisibleCardPhoto(fixture.db, live['Darcy Road Public School']!, 'PA1~r2~4v3', photoId),
    ).toBeNull();
  });

  it('opens every live address, and not the one rotated away', async () => {
    expect(Object.keys(live).sort()).toEqual([
      '-',
      'Carlingford Public School',
      'Cherrybrook Technology High School',
      'Darcy Road Public School',
      'Epping Boys High School',
      'N',
      'Normanhurst Boys High School',
      'North Rocks Public School',
      'Oatlands Public School',
      'PA',
      'Pennant Hills High School',
    ]);
    expect(revoked).toHaveLength(1);
    expect(await resolvePrivateLink(fixture.db, revoked[0]!)).toBeNull();
    const oatlands = audit.filter((r) => r.sender === `school:${ROTATED_SCHOOL}`);
    expect(oatlands.map((r) => r.kind)).toEqual(['confirm', 'report', 'report']);
  });

  it('keeps the change records, the league’s correction among them', async () => {
    const records = (await getChangeRecords(fixture.db, YEAR)).reverse();
    expect(records.flatMap((r) => r.items.map((i) => `${r.at.slice(0, 10)} ${i.text}`))).toEqual([
      '2026-05-02 PA1 round 1: Carlingford A 2½–1½ Oatlands A, confirmed by both schools',
      '2026-05-02 PA2 round 1: Darcy Road B 3–1 North Rocks B, confirmed by both schools',
      '2026-05-04 PA2 round 1: Carlingford B 3–1 Oatlands B, entered by the scorer',
      '2026-05-05 PA2 round 1: Darcy Road B 2½–1½ North Rocks B, corrected by the Director of Play: Board 3 was agreed drawn; the card was misread, was 3–1',
      '2026-05-07 SN1 round 1: Epping Boys High A 3–1 Normanhurst Boys High A, confirmed by both schools',
      '2026-05-11 PA1 round 2: Oatlands A 1½–2½ North Rocks A, published by the scorer',
      '2026-05-12 PA1 round 2: Carlingford A 2½–1½ Darcy Road A, confirmed automatically, not disputed in time',
      '2026-05-14 SN1 round 2: Cherrybrook Technology High A 2½–1½ Epping Boys High A, confirmed by both schools',
      '2026-05-16 PA2 round 2: Oatlands B 0–0 North Rocks B, scored 0–0 by the scorer: result card not received within 7 days',
      '2026-05-20 SN1 round 1: Epping Boys High A 1½–2½ Normanhurst Boys High A, corrected by the league, was 3–1 by the card',
      '2026-05-20 SN1 round 2: pairings changed',
    ]);
    expect(records).toHaveLength(10);
  });

  it('keeps the entry request and the invitations', async () => {
    const entries = await getEntryRequests(fixture.db, YEAR);
    expect(entries.map((e) => `${e.schoolName} ${e.hash} ${e.totalTeams}`)).toEqual([
      `Darcy Road Public School ${DARCY_ROAD_INVITATION} 2`,
    ]);
    expect(await fixture.db.$count(invitations)).toBe(3);
  });
});
