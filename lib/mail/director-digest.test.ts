/**
 * The Director of Play's Monday digest (DIRECTOR_EMAIL): what every zone's scorer is sent, for all zones in one
 * message, with the director's own desk; once a Monday, alongside the scorers' own; nothing without the setting.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks, TEST_LINK_SECRET } from '@/test/sample-season';
import { startTestSmtp, type TestSmtp } from '@/test/smtp';
import { resolvePrivateLink, type PrintedLink } from '@/lib/db/queries/cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import { directorEmail, queueScorerDigests } from '@/lib/writes/scorer-digest';
import { and, eq, isNull } from 'drizzle-orm';
import { mailOutbox, privateLinks } from '@/lib/db/schema';
import { mailConfig } from './config';
import { smtpSender } from './transport';
import { sendDueMail } from './worker';

const SECRET = TEST_LINK_SECRET;
const SITE = 'https://schools.example.org';
/** Monday 20 May 2030, 8 am in Sydney. */
const MONDAY = new Date('2030-05-19T22:00:00Z');
const DIRECTOR = 'director@example.org';

describeEachEngine("the Director of Play's digest on %s", (engine) => {
  let store: TestStore;
  let smtp: TestSmtp;
  let links: PrintedLink[];

  beforeAll(async () => {
    store = await freshStore(engine);
    smtp = await startTestSmtp();
    links = await sampleSeasonWithLinks(store.db);
    const north = links.find((l) => l.subject === 'North Rocks')!;
    const reported = await sendCardAction(
      store.db,
      (await resolvePrivateLink(store.db, north.token))!,
      {
        matchKey: 'PA1~r3~3v1',
        kind: 'report',
        idempotencyKey: 'report-0001-card-key',
        card: { boards: ['1-0', '½-½', '1-0', '0-1'] },
      },
      MONDAY,
    );
    if (!reported.ok) throw new Error('not reported');
    await store.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await smtp.stop();
    await store.dispose();
  });

  it('reads the setting', () => {
    expect(directorEmail({})).toBeNull();
    expect(directorEmail({ DIRECTOR_EMAIL: ' director@example.org ' })).toBe(DIRECTOR);
  });

  it('sends every zone in one message, with the director’s desk, once a Monday', async () => {
    expect(await queueScorerDigests(store.db, MONDAY, DIRECTOR)).toBe(2);
    expect(await queueScorerDigests(store.db, new Date(MONDAY.getTime() + 3_600_000), DIRECTOR)).toBe(0);
    await sendDueMail(store.db, {
      id: 'test',
      send: smtpSender(mailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'League <mail@example.org>' })),
      secret: () => SECRET,
      siteUrl: SITE,
      now: () => MONDAY,
    });
    const digest = smtp.received.find((m) => m.subject?.startsWith('Every zone'))!;
    expect(digest.subject).toMatch(/^Every zone this week \(20 May\): 0 disputed, \d+ late, 1 waiting$/);
    expect(digest.text).toContain('(PA):\n');
    const director = links.find((l) => l.kind === 'director')!;
    // Each match links to its page at the director's desk, in the text and in the HTML.
    expect(digest.text).toMatch(
      new RegExp(
        `- waiting: PA1 round 3 \\(17 May\\): North Rocks A v Carlingford A\\n  ${SITE}/private/${director.token}/desk/PA1~r3~\\d+v\\d+\\n`,
      ),
    );
    expect(digest.html).toMatch(
      new RegExp(`<a href="${SITE}/private/${director.token}/desk/PA1~r3~\\d+v\\d+">waiting: PA1 round 3`),
    );
    expect(digest.text).toContain(`${SITE}/private/${director.token}\n`);
    expect(digest.to && 'text' in digest.to && digest.to.text).toBe(DIRECTOR);
  });

  it('queues no digest for an official without a live private address (its desk links would lead nowhere)', async () => {
    const revoke = (kind: 'scorer' | 'director') =>
      store.db
        .update(privateLinks)
        .set({ revokedAt: MONDAY })
        .where(and(eq(privateLinks.kind, kind), isNull(privateLinks.revokedAt)));
    const week = (n: number) => new Date(MONDAY.getTime() + n * 7 * 86_400_000);
    await store.db.delete(mailOutbox);
    await revoke('scorer');
    expect(await queueScorerDigests(store.db, week(1), DIRECTOR)).toBe(1);
    expect((await store.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map((m) => m.kind)).toEqual([
      'director-digest',
    ]);
    await revoke('director');
    expect(await queueScorerDigests(store.db, week(2), DIRECTOR)).toBe(0);
  });
});
