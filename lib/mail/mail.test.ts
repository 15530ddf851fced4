/**
 * The mail outbox's delivery (docs/mail.md): once, kept while the mail server is down, sent again after a
 * crash with the same Message-ID, bounded per minute and per recipient; `links --send`; two servers on one
 * PostgreSQL sending each message once.
 */
import { eq } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { describeWithPostgres } from '@/test/services';
import { startTestSmtp, type TestSmtp } from '@/test/smtp';
import { openStore } from '@/lib/db/client';
import { claimDueMail, queueMail } from '@/lib/writes/mail-outbox';
import { mailOutbox } from '@/lib/db/schema';
import { resolvePrivateLink } from '@/lib/db/queries/cards-links';
import { MAIL_CLAIM_MS, MAIL_PER_MINUTE, NO_MAIL_SERVER, sendDueMail } from './worker';
import { schoolAddress } from './messages';
import { runCommand } from '@/lib/db/commands';
import { AFTER, CARLINGFORD, SECRET, later, mailSeason, worker } from '@/test/mail-season';

describeEachEngine('the mail outbox on %s', (engine) => {
  const season = mailSeason(engine);

  it('keeps a message while the mail server is down, tries again later, and delivers it once', async () => {
    await season.report();
    await season.smtp().stop();
    try {
      expect(await sendDueMail(season.db(), worker(season.smtp(), 'one'))).toBe(1);
      const [waiting] = await season.rows();
      expect(waiting).toMatchObject({ state: 'queued', attempts: 1, claimedBy: null });
      expect(waiting!.answer).toMatch(/^not sent: .*ECONNREFUSED|^not sent: /);
      expect(waiting!.nextAttemptAt.getTime()).toBe(later(60_000).getTime());
      // Not due yet: nothing is tried.
      expect(
        await sendDueMail(
          season.db(),
          worker(season.smtp(), 'one', () => later(30_000)),
        ),
      ).toBe(0);
      expect(
        await sendDueMail(
          season.db(),
          worker(season.smtp(), 'one', () => later(61_000)),
        ),
      ).toBe(1);
      const [again] = await season.rows();
      expect(again).toMatchObject({ state: 'queued', attempts: 2 });
      expect(again!.nextAttemptAt.getTime()).toBe(later(61_000 + 120_000).getTime());
    } finally {
      await season.smtp().start();
    }
    expect(
      await sendDueMail(
        season.db(),
        worker(season.smtp(), 'one', () => later(200_000)),
      ),
    ).toBe(1);
    expect(
      await sendDueMail(
        season.db(),
        worker(season.smtp(), 'one', () => later(999_000)),
      ),
    ).toBe(0);
    expect(season.smtp().received).toHaveLength(1);
    const [sent] = await season.rows();
    expect(sent).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it("sends a crashed server's message again when its claim runs out, with the same Message-ID", async () => {
    await season.report();
    const [row] = await season.rows();
    // A server claims it and dies before it records anything.
    expect(await claimDueMail(season.db(), 'dead', AFTER, later(MAIL_CLAIM_MS))).toMatchObject({
      id: row!.id,
    });
    expect(
      await sendDueMail(
        season.db(),
        worker(season.smtp(), 'live', () => later(MAIL_CLAIM_MS - 1000)),
      ),
    ).toBe(0);
    expect(
      await sendDueMail(
        season.db(),
        worker(season.smtp(), 'live', () => later(MAIL_CLAIM_MS + 1000)),
      ),
    ).toBe(1);
    expect(season.smtp().received.map((m) => m.messageId)).toEqual([row!.messageId]);
    const [sent] = await season.rows();
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, messageId: row!.messageId });
  });

  it("mails each school's coordinators their school's working address, and each scorer theirs, once (links --send)", async () => {
    const saved = process.env.LINK_SECRET;
    process.env.LINK_SECRET = SECRET.toString('utf8');
    try {
      const sent = await runCommand(season.db(), { name: 'links', year: 2030, send: true });
      expect(sent.ok && sent.message).toMatch(
        / 2 messages queued .* No mail address on record for: Darcy Road, North Rocks, the NC scorer\.$/,
      );
      const again = await runCommand(season.db(), { name: 'links', year: 2030, send: true });
      expect(again.ok && again.message).toMatch(/ 0 messages queued/);
      await sendDueMail(season.db(), worker(season.smtp(), 'one'));
      const to = (m: TestSmtp['received'][number]) => (m.to && 'text' in m.to ? m.to.text : '');
      expect(season.smtp().received.map((m) => [to(m), m.subject])).toEqual([
        [CARLINGFORD, 'The Carlingford Public School page for the 2030 season'],
        ['scorer.parramatta@example.org', "The PA scorer's desk for the 2030 season"],
      ]);
      const token = (text: string) => /\/private\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
      expect(await resolvePrivateLink(season.db(), token(season.smtp().received[0]!.text!))).toMatchObject({
        kind: 'school',
        subject: 'Carlingford Public School',
      });
      expect(await resolvePrivateLink(season.db(), token(season.smtp().received[1]!.text!))).toMatchObject({
        kind: 'scorer',
        subject: 'PA',
      });
      // A rotated address is a new one: it is mailed without --send, alone, and says so.
      const rotated = await runCommand(season.db(), {
        name: 'links',
        year: 2030,
        rotateSchool: 'Carlingford Public School',
      });
      expect(rotated.ok && rotated.message).toMatch(/ 1 message queued/);
      await sendDueMail(season.db(), worker(season.smtp(), 'one'));
      expect(season.smtp().received).toHaveLength(3);
      expect(season.smtp().received[2]!.text).toMatch(
        /^The private address of the Carlingford Public School page for the 2030 season has been changed/,
      );
      const fresh = token(season.smtp().received[2]!.text!);
      expect(fresh).not.toBe(token(season.smtp().received[0]!.text!));
      expect(await resolvePrivateLink(season.db(), fresh)).toMatchObject({
        subject: 'Carlingford Public School',
      });
    } finally {
      if (saved === undefined) delete process.env.LINK_SECRET;
      else process.env.LINK_SECRET = saved;
    }
  });

  it('sends nothing without a mail server, and records each message as not sent', async () => {
    await season.report();
    expect(await sendDueMail(season.db(), worker(null, 'one'))).toBe(1);
    expect(season.smtp().received).toHaveLength(0);
    const [row] = await season.rows();
    expect(row).toMatchObject({ state: 'failed', answer: NO_MAIL_SERVER, sentAt: null });
  });

  it('sends at most MAIL_PER_MINUTE a minute, and holds the rest for the next minute', async () => {
    const content = schoolAddress({ school: 'North Rocks', year: 2030 });
    await queueMail(
      season.db(),
      Array.from({ length: MAIL_PER_MINUTE + 3 }, (_, i) => ({
        ...content,
        dedupeKey: `test:${i}`,
        kind: 'test',
        recipient: `person${i}@example.org`,
      })),
      AFTER,
    );
    await sendDueMail(season.db(), worker(season.smtp(), 'one'), 100);
    expect(season.smtp().received).toHaveLength(MAIL_PER_MINUTE);
    await sendDueMail(
      season.db(),
      worker(season.smtp(), 'one', () => later(61_000)),
      100,
    );
    expect(season.smtp().received).toHaveLength(MAIL_PER_MINUTE + 3);
    expect(new Set(season.smtp().received.map((m) => m.messageId)).size).toBe(MAIL_PER_MINUTE + 3);
  });

  it('sends nothing to a recipient that is not one plain address', async () => {
    const content = schoolAddress({ school: 'North Rocks', year: 2030 });
    await queueMail(
      season.db(),
      ['a@example.org, b@example.org', 'Someone <a@example.org>', 'a@example.org\r\nBcc: b@example.org'].map(
        (recipient, i) => ({ ...content, dedupeKey: `test:${i}`, kind: 'test', recipient }),
      ),
      AFTER,
    );
    expect(await sendDueMail(season.db(), worker(season.smtp(), 'one'))).toBe(3);
    expect(season.smtp().received).toHaveLength(0);
    expect((await season.rows()).map((r) => [r.state, r.answer])).toEqual(
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
    await queueMail(season.db(), many, AFTER);
    await sendDueMail(season.db(), worker(season.smtp(), 'one'), 100);
    expect(season.smtp().received).toHaveLength(20);
    const held = (await season.rows()).filter((r) => r.state === 'queued');
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
