import { and, eq } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { describeWithPostgres } from '@/test/services';
import { sampleBundle } from '@/test/fixtures';
import { startTestSmtp, type TestSmtp } from '@/test/smtp';
import { openStore } from '@/lib/db/client';
import { importSeason } from '@/lib/writes/season-import';
import { resolvePrivateLink, seasonLinks, type PrintedLink } from '@/lib/db/queries/cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import { claimDueMail, queueMail } from '@/lib/writes/mail-outbox';
import { mailOutbox, matches, privateLinks, resultVersions, seasonChanges, seasons } from '@/lib/db/schema';
import { mailConfig } from './config';
import { smtpSender } from './transport';
import { MAIL_CLAIM_MS, MAIL_PER_MINUTE, NO_MAIL_SERVER, sendDueMail, type MailWorker } from './worker';
import { schoolAddress } from './messages';
import { runCommand } from '@/lib/db/commands';
import { autoConfirmSweep } from '@/lib/writes/auto-confirm';
import { queueReportReminders } from '@/lib/writes/card-notices';
import { queueResultNeeded } from '@/lib/writes/result-needed';
import { queueScorerDigests } from '@/lib/writes/scorer-digest';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const SITE = 'https://schools.example.org';
const AFTER = new Date('2030-05-20T02:00:00Z');
/** North Rocks (home) v Carlingford Public School (away), round 3 of the sample season's PA1. */
const MATCH = 'PA1~r3~3v1';
const REPORT = { boards: ['1-0', '½-½', '1-0', '0-1'] };
const CARLINGFORD = 'coordinator1.carlingford@example.org';

const worker = (smtp: TestSmtp | null, id: string, now: () => Date = () => AFTER): MailWorker => ({
  id,
  send: smtp
    ? smtpSender(
        mailConfig({
          SMTP_URL: smtp.url,
          MAIL_FROM: 'League <mail@example.org>',
          MAIL_REPLY_TO: 'office@example.org',
        }),
      )
    : null,
  secret: () => SECRET,
  siteUrl: SITE,
  now,
});

const later = (ms: number) => new Date(AFTER.getTime() + ms);

describeEachEngine('the mail outbox on %s', (engine) => {
  let store: TestStore;
  let smtp: TestSmtp;
  let links: PrintedLink[];
  const link = (subject: string) => links.find((l) => l.subject === subject)!;
  const rows = () => store.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const report = async (key = 'report-0001-card-key') =>
    sendCardAction(
      store.db,
      (await resolvePrivateLink(store.db, link('North Rocks').token))!,
      { matchKey: MATCH, kind: 'report', idempotencyKey: key, card: REPORT },
      AFTER,
    );

  beforeAll(async () => {
    store = await freshStore(engine);
    smtp = await startTestSmtp({ user: { name: 'league', pass: 's3cret' } });
  });
  beforeEach(async () => {
    for (const table of [mailOutbox, seasons, resultVersions, matches, privateLinks, seasonChanges])
      await store.db.delete(table);
    smtp.received.length = 0;
    await importSeason(store.db, sampleBundle());
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    links = made.links;
  });
  afterAll(async () => {
    await smtp.stop();
    await store.dispose();
  });

  it("queues the other school's notice once with the report, and the worker sends it once, with its own page's link", async () => {
    const first = await report();
    expect(first.ok).toBe(true);
    expect((await report()).ok && (await report()).ok).toBe(true);
    const queued = await rows();
    expect(queued.map((r) => [r.kind, r.recipient, r.state])).toEqual([
      ['report-notice', CARLINGFORD, 'queued'],
    ]);
    const [row] = queued;
    expect(row!.subject).toBe(
      'North Rocks reported 2½–1½ for North Rocks A v Carlingford A: please confirm or dispute',
    );
    // No working address in the store.
    expect(row!.text).not.toContain(link('Carlingford Public School').token);

    expect(await sendDueMail(store.db, worker(smtp, 'one'))).toBe(1);
    expect(await sendDueMail(store.db, worker(smtp, 'two'))).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    const own = `${SITE}/private/${link('Carlingford Public School').token}/match/${MATCH}`;
    expect(mail.subject).toBe(row!.subject);
    expect(mail.text!.split('\n')[0]).toBe(`${row!.subject}.`);
    expect(mail.text).toContain(own);
    expect(mail.html).toContain(`href="${own}"`);
    expect(mail.messageId).toBe(row!.messageId);
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe(CARLINGFORD);
    expect(mail.replyTo?.text).toBe('office@example.org');
    // No other school's address goes to Carlingford.
    expect(mail.text).not.toContain(link('North Rocks').token);
    const [sent] = await rows();
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, claimedBy: null });
    expect(sent!.answer).toMatch(/^250/);
  });

  it('reminds the other school a day after the report and on the day before it is confirmed automatically, once each', async () => {
    await report();
    const sweep = async (hours: number) => {
      const at = later(hours * 3_600_000);
      const { waiting } = await autoConfirmSweep(store.db, at, 3);
      return queueReportReminders(store.db, waiting, at, 3);
    };
    expect(await sweep(1)).toBe(0);
    expect(await sweep(25)).toBe(1);
    expect(await sweep(26)).toBe(0);
    expect(await sweep(49)).toBe(1);
    expect(await sweep(71)).toBe(0);
    // Confirmed automatically: nothing waits, nothing more is sent.
    expect(await sweep(73)).toBe(0);
    expect((await rows()).map((r) => [r.kind, r.recipient])).toEqual([
      ['report-notice', CARLINGFORD],
      ['report-reminder', CARLINGFORD],
      ['report-last-day', CARLINGFORD],
    ]);
    await sendDueMail(
      store.db,
      worker(smtp, 'one', () => later(73 * 3_600_000)),
    );
    const subject = 'North Rocks reported 2½–1½ for North Rocks A v Carlingford A: please confirm or dispute';
    expect(smtp.received.map((m) => m.subject)).toEqual([
      subject,
      `Still waiting: ${subject}`,
      `Confirmed automatically tomorrow: ${subject}`,
    ]);
    expect(smtp.received[2]!.text).toContain(
      'If neither is done by Thursday 23 May at 12:00 pm (Sydney time)',
    );
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(3);
  });

  it('tells both schools the morning after a match that has no card, once, and not for a match reported', async () => {
    const [row] = await store.db
      .select({ date: matches.date })
      .from(matches)
      .where(and(eq(matches.division, 'PA1'), eq(matches.round, 3), eq(matches.home, 3)));
    const day = row!.date!;
    // 6 am and 8 am in Sydney (AEST, UTC+10) the next day.
    const early = new Date(`${day}T20:00:00Z`);
    const morning = new Date(`${day}T22:00:00Z`);
    expect(await queueResultNeeded(store.db, early)).toBe(0);
    expect(await queueResultNeeded(store.db, morning)).toBe(1);
    expect(await queueResultNeeded(store.db, new Date(morning.getTime() + 3_600_000))).toBe(0);
    await sendDueMail(
      store.db,
      worker(smtp, 'one', () => morning),
    );
    expect(smtp.received.map((m) => m.subject)).toEqual(['Result needed: North Rocks A v Carlingford A']);
    expect(smtp.received[0]!.text).toContain(
      `${SITE}/private/${link('Carlingford Public School').token}/match/${MATCH}`,
    );
    await store.db.delete(mailOutbox);
    await report();
    await store.db.delete(mailOutbox);
    expect(await queueResultNeeded(store.db, morning)).toBe(0);
  });

  it("sends each zone's scorer a Monday digest of what is disputed, late and waiting, once a week", async () => {
    await report();
    await store.db.delete(mailOutbox);
    // Sunday in Sydney, then Monday 6 am: nothing yet.
    expect(await queueScorerDigests(store.db, new Date('2030-05-18T23:00:00Z'))).toBe(0);
    expect(await queueScorerDigests(store.db, new Date('2030-05-19T20:00:00Z'))).toBe(0);
    const monday = later(3_600_000);
    expect(await queueScorerDigests(store.db, monday)).toBe(1);
    expect(await queueScorerDigests(store.db, later(5 * 3_600_000))).toBe(0);
    await sendDueMail(
      store.db,
      worker(smtp, 'one', () => monday),
    );
    const [digest] = smtp.received;
    expect(digest!.subject).toMatch(/^The PA zone this week \(20 May\): 0 disputed, \d+ late, 1 waiting$/);
    expect(digest!.text).toMatch(
      new RegExp(
        `Waiting: reported, for the other school's confirmation:\\n- PA1 round 3 \\(17 May\\): North Rocks A v Carlingford A\\n  ${SITE}/private/${link('PA').token}/desk/PA1~r3~\\d+v\\d+\\n`,
      ),
    );
    expect(digest!.text).toContain(`${SITE}/private/${link('PA').token}\n`);
    expect(digest!.to && 'text' in digest!.to && digest!.to.text).toBe('scorer.parramatta@example.org');
  });

  it("tells the zone's scorer of a dispute, with the match at the desk", async () => {
    const first = await report();
    if (!first.ok) throw new Error('not reported');
    const away = (await resolvePrivateLink(store.db, link('Carlingford Public School').token))!;
    const dispute = await sendCardAction(
      store.db,
      away,
      {
        matchKey: MATCH,
        kind: 'dispute',
        idempotencyKey: 'dispute-001-card-key',
        refEventId: first.event.id,
        card: { boards: ['1-0', '0-1', '1-0', '0-1'] },
      },
      AFTER,
    );
    expect(dispute.ok).toBe(true);
    await sendDueMail(store.db, worker(smtp, 'one'));
    const toScorer = smtp.received.filter(
      (m) => m.to && 'text' in m.to && m.to.text === 'scorer.parramatta@example.org',
    );
    expect(toScorer.map((m) => m.subject)).toEqual([
      'Carlingford Public School disputed the result of North Rocks A v Carlingford A: 2½–1½ or 2–2',
    ]);
    expect(toScorer[0]!.text).toContain(`${SITE}/private/${link('PA').token}/desk/${MATCH}`);
  });

  it('keeps a message while the mail server is down, tries again later, and delivers it once', async () => {
    await report();
    await smtp.stop();
    try {
      expect(await sendDueMail(store.db, worker(smtp, 'one'))).toBe(1);
      const [waiting] = await rows();
      expect(waiting).toMatchObject({ state: 'queued', attempts: 1, claimedBy: null });
      expect(waiting!.answer).toMatch(/^not sent: .*ECONNREFUSED|^not sent: /);
      expect(waiting!.nextAttemptAt.getTime()).toBe(later(60_000).getTime());
      // Not due yet: nothing is tried.
      expect(
        await sendDueMail(
          store.db,
          worker(smtp, 'one', () => later(30_000)),
        ),
      ).toBe(0);
      expect(
        await sendDueMail(
          store.db,
          worker(smtp, 'one', () => later(61_000)),
        ),
      ).toBe(1);
      const [again] = await rows();
      expect(again).toMatchObject({ state: 'queued', attempts: 2 });
      expect(again!.nextAttemptAt.getTime()).toBe(later(61_000 + 120_000).getTime());
    } finally {
      await smtp.start();
    }
    expect(
      await sendDueMail(
        store.db,
        worker(smtp, 'one', () => later(200_000)),
      ),
    ).toBe(1);
    expect(
      await sendDueMail(
        store.db,
        worker(smtp, 'one', () => later(999_000)),
      ),
    ).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [sent] = await rows();
    expect(sent).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it("sends a crashed server's message again when its claim runs out, with the same Message-ID", async () => {
    await report();
    const [row] = await rows();
    // A server claims it and dies before it records anything.
    expect(await claimDueMail(store.db, 'dead', AFTER, later(MAIL_CLAIM_MS))).toMatchObject({ id: row!.id });
    expect(
      await sendDueMail(
        store.db,
        worker(smtp, 'live', () => later(MAIL_CLAIM_MS - 1000)),
      ),
    ).toBe(0);
    expect(
      await sendDueMail(
        store.db,
        worker(smtp, 'live', () => later(MAIL_CLAIM_MS + 1000)),
      ),
    ).toBe(1);
    expect(smtp.received.map((m) => m.messageId)).toEqual([row!.messageId]);
    const [sent] = await rows();
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, messageId: row!.messageId });
  });

  it("mails each school's coordinators their school's working address, and each scorer theirs, once (links --send)", async () => {
    const saved = process.env.LINK_SECRET;
    process.env.LINK_SECRET = SECRET.toString('utf8');
    try {
      const sent = await runCommand(store.db, { name: 'links', year: 2030, send: true });
      expect(sent.ok && sent.message).toMatch(
        / 2 messages queued .* No mail address on record for: Darcy Road, North Rocks, the NC scorer\.$/,
      );
      const again = await runCommand(store.db, { name: 'links', year: 2030, send: true });
      expect(again.ok && again.message).toMatch(/ 0 messages queued/);
      await sendDueMail(store.db, worker(smtp, 'one'));
      const to = (m: (typeof smtp.received)[number]) => (m.to && 'text' in m.to ? m.to.text : '');
      expect(smtp.received.map((m) => [to(m), m.subject])).toEqual([
        [CARLINGFORD, 'The Carlingford Public School page for the 2030 season'],
        ['scorer.parramatta@example.org', "The PA scorer's desk for the 2030 season"],
      ]);
      const token = (text: string) => /\/private\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
      expect(await resolvePrivateLink(store.db, token(smtp.received[0]!.text!))).toMatchObject({
        kind: 'school',
        subject: 'Carlingford Public School',
      });
      expect(await resolvePrivateLink(store.db, token(smtp.received[1]!.text!))).toMatchObject({
        kind: 'scorer',
        subject: 'PA',
      });
      // A rotated address is a new one: it is mailed without --send, alone, and says so.
      const rotated = await runCommand(store.db, {
        name: 'links',
        year: 2030,
        rotateSchool: 'Carlingford Public School',
      });
      expect(rotated.ok && rotated.message).toMatch(/ 1 message queued/);
      await sendDueMail(store.db, worker(smtp, 'one'));
      expect(smtp.received).toHaveLength(3);
      expect(smtp.received[2]!.text).toMatch(
        /^The private address of the Carlingford Public School page for the 2030 season has been changed/,
      );
      const fresh = token(smtp.received[2]!.text!);
      expect(fresh).not.toBe(token(smtp.received[0]!.text!));
      expect(await resolvePrivateLink(store.db, fresh)).toMatchObject({
        subject: 'Carlingford Public School',
      });
    } finally {
      if (saved === undefined) delete process.env.LINK_SECRET;
      else process.env.LINK_SECRET = saved;
    }
  });

  it('sends nothing without a mail server, and records each message as not sent', async () => {
    await report();
    expect(await sendDueMail(store.db, worker(null, 'one'))).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', answer: NO_MAIL_SERVER, sentAt: null });
  });

  it('sends at most MAIL_PER_MINUTE a minute, and holds the rest for the next minute', async () => {
    const content = schoolAddress({ school: 'North Rocks', year: 2030 });
    await queueMail(
      store.db,
      Array.from({ length: MAIL_PER_MINUTE + 3 }, (_, i) => ({
        ...content,
        dedupeKey: `test:${i}`,
        kind: 'test',
        recipient: `person${i}@example.org`,
      })),
      AFTER,
    );
    await sendDueMail(store.db, worker(smtp, 'one'), 100);
    expect(smtp.received).toHaveLength(MAIL_PER_MINUTE);
    await sendDueMail(
      store.db,
      worker(smtp, 'one', () => later(61_000)),
      100,
    );
    expect(smtp.received).toHaveLength(MAIL_PER_MINUTE + 3);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(MAIL_PER_MINUTE + 3);
  });

  it('sends nothing to a recipient that is not one plain address', async () => {
    const content = schoolAddress({ school: 'North Rocks', year: 2030 });
    await queueMail(
      store.db,
      ['a@example.org, b@example.org', 'Someone <a@example.org>', 'a@example.org\r\nBcc: b@example.org'].map(
        (recipient, i) => ({ ...content, dedupeKey: `test:${i}`, kind: 'test', recipient }),
      ),
      AFTER,
    );
    expect(await sendDueMail(store.db, worker(smtp, 'one'))).toBe(3);
    expect(smtp.received).toHaveLength(0);
    expect((await rows()).map((r) => [r.state, r.answer])).toEqual(
      Array(3).fill(['failed', 'not sent: the recipient is not one mail address']),
    );
  });

  it('holds a message to an address that had its day’s share', async () => {
    const content = schoolAddress({ school: 'North Rocks', year: 2030 });
    const many = Array.from({ length: 21 }, (_, i) => ({
      ...content,
      dedupeKey: `test:${i}`,
      kind: 'test',
      recipient: 'busy@example.org',
    }));
    await queueMail(store.db, many, AFTER);
    await sendDueMail(store.db, worker(smtp, 'one'), 100);
    expect(smtp.received).toHaveLength(20);
    const held = (await rows()).filter((r) => r.state === 'queued');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ attempts: 0 });
    expect(held[0]!.answer).toMatch(/^held: 20 messages/);
  });
});

describeWithPostgres('two servers sending mail from one PostgreSQL', () => {
  let store: TestStore;
  let smtp: TestSmtp;
  beforeAll(async () => {
    store = await freshStore('postgres');
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
    await store.dispose();
  });

  it('sends each message once', async () => {
    const other = await openStore({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    try {
      const content = schoolAddress({ school: 'North Rocks', year: 2030 });
      const count = MAIL_PER_MINUTE - 2;
      await queueMail(
        store.db,
        Array.from({ length: count }, (_, i) => ({
          ...content,
          dedupeKey: `test:${i}`,
          kind: 'test',
          recipient: `person${i}@example.org`,
        })),
        AFTER,
      );
      const [a, b] = await Promise.all([
        sendDueMail(store.db, worker(smtp, 'server-a'), 100),
        sendDueMail(other.db, worker(smtp, 'server-b'), 100),
      ]);
      expect(a + b).toBe(count);
      expect(smtp.received).toHaveLength(count);
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(count);
      const sent = await store.db.select().from(mailOutbox).where(eq(mailOutbox.state, 'sent'));
      expect(sent).toHaveLength(count);
    } finally {
      await other.close();
    }
  });
});
