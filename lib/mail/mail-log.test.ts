/** The office's mail log: without a mail server, each message says what would have gone, and to whom. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { queueMail } from '@/lib/writes/mail-outbox';
import { getMailLog } from '@/lib/db/queries/mail-log';
import { MailLog } from '@/components/office/MailLog';
import { sendDueMail } from './worker';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describeEachEngine('the office mail log', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('lists a message the site could not send, newest first, with why', async () => {
    const message = (n: number) => ({
      dedupeKey: `log-test:${n}`,
      kind: 'report-notice',
      recipient: `coordinator${n}@example.org`,
      subject: `Subject ${n}`,
      text: 'text',
      html: '<p>html</p>',
    });
    expect(await queueMail(store.db, [message(1), message(2)], new Date('2026-11-28T00:00:00Z'))).toBe(2);
    expect(text(renderToStaticMarkup(MailLog({ mail: await getMailLog(store.db) })))).toContain(
      'to coordinator2@example.org, waiting to be sent',
    );
    await sendDueMail(store.db, { id: 'test', send: null, secret: () => Buffer.alloc(32) });
    const log = await getMailLog(store.db);
    expect(log.map((m) => m.recipient)).toEqual(['coordinator2@example.org', 'coordinator1@example.org']);
    const shown = text(renderToStaticMarkup(MailLog({ mail: log })));
    expect(shown).toContain(
      'Subject 1 to coordinator1@example.org, not sent: no mail server configured (SMTP_URL)',
    );
  });
});
