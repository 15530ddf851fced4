/** The office's mail log as the store gives it: newest first, and without a mail server, why nothing went. */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { queueMail } from '@/lib/writes/mail-outbox';
import { getMailLog } from '@/lib/db/queries/mail-log';
import { NO_MAIL_SERVER, sendDueMail } from './worker';

describeEachEngine('the office mail log', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('lists each message, newest first, waiting and then not sent without a mail server', async () => {
    const message = (n: number) => ({
      dedupeKey: `log-test:${n}`,
      kind: 'report-notice',
      recipient: `coordinator${n}@example.org`,
      subject: `Subject ${n}`,
      text: 'text',
      html: '<p>html</p>',
    });
    expect(await queueMail(store.db, [message(1), message(2)], new Date('2026-11-28T00:00:00Z'))).toBe(2);
    expect((await getMailLog(store.db)).map((m) => [m.recipient, m.state])).toEqual([
      ['coordinator2@example.org', 'queued'],
      ['coordinator1@example.org', 'queued'],
    ]);
    await sendDueMail(store.db, { id: 'test', send: null, secret: () => Buffer.alloc(32) });
    expect((await getMailLog(store.db)).map((m) => [m.subject, m.state, m.answer])).toEqual([
      ['Subject 2', 'failed', NO_MAIL_SERVER],
      ['Subject 1', 'failed', NO_MAIL_SERVER],
    ]);
  });
});
