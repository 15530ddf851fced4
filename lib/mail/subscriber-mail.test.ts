/**
 * A parent's mail through a real SMTP server (smtp-server, read back by mailparser): the confirmation links to the
 * subscription's own page and carries no one-click unsubscribe (nothing to leave yet); each result carries
 * RFC 8058's List-Unsubscribe with List-Unsubscribe-Post, whose address is the subscription's, and which the
 * route answers by deleting the address, so the next result is not sent.
 */
import { eq } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { TEST_LINK_SECRET } from '@/test/sample-season';
import { startTestSmtp, type TestSmtp } from '@/test/smtp';
import { importSeason } from '@/lib/writes/season-import';
import { mailOutbox, mailSubscriptions, privateLinks, seasons } from '@/lib/db/schema';
import { schoolSlug } from '@/lib/league/school-slug';
import { confirmSubscription, openSubscription, subscribe } from '@/lib/writes/subscriptions';
import { queueMail } from '@/lib/writes/mail-outbox';
import { subscriptionAddress } from '@/lib/writes/subscriber-mail';
import { schoolResult } from './subscriber-messages';
import { mailConfig } from './config';
import { smtpSender } from './transport';
import { sendDueMail, type MailWorker } from './worker';

let store: TestStore;
jest.mock('@/lib/db/server', () => ({ getDb: async () => store.db, storeUnreachable: () => null }));
jest.mock('@/lib/deployment', () => ({ relaysToLeague: () => false }));
jest.mock('@/lib/db/link-secret', () => ({
  ...jest.requireActual('@/lib/db/link-secret'),
  linkSecret: () => SECRET,
}));

const SECRET = TEST_LINK_SECRET;
const SITE = 'https://schools.example.org';
const NOW = new Date('2030-05-21T02:00:00Z');
const SCHOOL = schoolSlug('Carlingford Public School');

describeEachEngine("a parent's mail on %s", (engine) => {
  let smtp: TestSmtp;
  const worker = (): MailWorker => ({
    id: 'test-worker',
    send: smtpSender(mailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'League <mail@example.org>' })),
    secret: () => SECRET,
    siteUrl: SITE,
    now: () => NOW,
  });
  const result = (id: number, line: string) =>
    queueMail(store.db, [
      {
        ...schoolResult({ school: 'Carlingford Public School', line }),
        dedupeKey: `subscriber-result:${id}:${line}`,
        kind: 'subscriber-result',
        recipient: 'parent@example.org',
        address: subscriptionAddress({ id, year: 2030 }),
      },
    ]);

  beforeAll(async () => {
    store = await freshStore(engine);
    smtp = await startTestSmtp();
    await importSeason(store.db, sampleBundle());
  });
  afterAll(async () => {
    await smtp.stop();
    await store.dispose();
  });

  it('confirms from its page, then carries a one-click unsubscribe that deletes the address', async () => {
    expect(await subscribe(store.db, { email: 'parent@example.org', school: SCHOOL }, SECRET, NOW)).toEqual({
      ok: true,
    });
    await sendDueMail(store.db, worker());
    const [confirm] = smtp.received.splice(0);
    expect(confirm!.subject).toBe('Please confirm: Carlingford Public School results by email');
    expect(confirm!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    const page = new URL(/https:\/\/\S+\/subscription/.exec(confirm!.text!)![0]);
    expect(page.pathname).toMatch(/^\/private\/[A-Za-z0-9_-]{43}\/subscription$/);
    const token = page.pathname.split('/')[2]!;
    const subscription = (await openSubscription(store.db, token))!;
    expect(subscription.email).toBe('parent@example.org');

    await confirmSubscription(store.db, subscription.id, 'each', NOW);
    await result(subscription.id, 'North Rocks A 0–4 Carlingford A (PA1 round 3, 17 May)');
    await sendDueMail(store.db, worker());
    const [sent] = smtp.received.splice(0);
    expect(sent!.subject).toBe(
      'Carlingford Public School result: North Rocks A 0–4 Carlingford A (PA1 round 3, 17 May)',
    );
    // mailparser reads List-* headers into an object of its own: the lines as sent are compared.
    const line = (name: string) =>
      sent!.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ');
    const header = `<${SITE}/private/${token}/subscription/unsubscribe>`;
    expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: ${header}`);
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(sent!.text).toContain(`${SITE}/private/${token}/subscription`);

    // The mail program's one click: a POST of List-Unsubscribe=One-Click, from no page.
    const { POST } = await import('@/app/private/[token]/subscription/unsubscribe/route');
    const answer = await POST(
      new Request(header.slice(1, -1), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      { params: Promise.resolve({ token }) },
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^Unsubscribed: your address has been deleted/);
    expect(await store.db.select().from(mailSubscriptions)).toEqual([]);
    const [link] = await store.db.select().from(privateLinks).where(eq(privateLinks.kind, 'subscriber'));
    expect(link!.revokedAt).not.toBeNull();

    // A result queued after (a message being written as the parent clicked) is not sent.
    await result(subscription.id, 'North Rocks A 1–3 Carlingford A (PA1 round 3, 17 May)');
    await sendDueMail(store.db, worker());
    expect(smtp.received).toEqual([]);
    const last = await store.db.select().from(mailOutbox).where(eq(mailOutbox.state, 'failed'));
    expect(last.map((m) => m.answer)).toEqual(['not sent: unsubscribed']);
    expect(await store.db.select().from(seasons)).toHaveLength(1);
  });
});
