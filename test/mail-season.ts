/**
 * The sample season, its private addresses, an SMTP server and a mail worker, for the mail tests
 * (lib/mail/*.test.ts): each test starts from the imported season and an empty outbox.
 */
import { freshStore, type Engine, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks, TEST_LINK_SECRET } from '@/test/sample-season';
import { startTestSmtp, type TestSmtp } from '@/test/smtp';
import { resolvePrivateLink, type PrintedLink } from '@/lib/db/queries/cards-links';
import { sendCardAction } from '@/lib/writes/card-actions';
import { mailOutbox, matches, privateLinks, resultVersions, seasonChanges, seasons } from '@/lib/db/schema';
import { mailConfig } from '@/lib/mail/config';
import { smtpSender } from '@/lib/mail/transport';
import type { MailWorker } from '@/lib/mail/worker';

export const SECRET = TEST_LINK_SECRET;
export const SITE = 'https://schools.example.org';
export const AFTER = new Date('2030-05-20T02:00:00Z');
/** North Rocks (home) v Carlingford Public School (away), round 3 of the sample season's PA1. */
export const MATCH = 'PA1~r3~3v1';
const REPORT = { boards: ['1-0', '½-½', '1-0', '0-1'] };
export const CARLINGFORD = 'coordinator1.carlingford@example.org';

export const worker = (smtp: TestSmtp | null, id: string, now: () => Date = () => AFTER): MailWorker => ({
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

export const later = (ms: number) => new Date(AFTER.getTime() + ms);

/** Registers the hooks of a mail test on `engine`; the store, SMTP server and helpers, once they run. */
export function mailSeason(engine: Engine) {
  let store: TestStore;
  let smtp: TestSmtp;
  let links: PrintedLink[];
  const link = (subject: string) => links.find((l) => l.subject === subject)!;
  beforeAll(async () => {
    store = await freshStore(engine);
    smtp = await startTestSmtp({ user: { name: 'league', pass: 's3cret' } });
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    links = await sampleSeasonWithLinks(store.db, [
      mailOutbox,
      seasons,
      resultVersions,
      matches,
      privateLinks,
      seasonChanges,
    ]);
  });
  afterAll(async () => {
    await smtp.stop();
    await store.dispose();
  });
  return {
    db: () => store.db,
    smtp: () => smtp,
    link,
    rows: () => store.db.select().from(mailOutbox).orderBy(mailOutbox.id),
    /** North Rocks reports the match, once per key. */
    report: async (key = 'report-0001-card-key') =>
      sendCardAction(
        store.db,
        (await resolvePrivateLink(store.db, link('North Rocks').token))!,
        { matchKey: MATCH, kind: 'report', idempotencyKey: key, card: REPORT },
        AFTER,
      ),
  };
}
