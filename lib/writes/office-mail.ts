/**
 * The office's `Send again` on a message of the mail log that was not sent (docs/office.md): queued again now,
 * recorded with the official's address. One sent or queued since is left as it is: a refusal, not a second copy.
 */
import type { Db } from '@/lib/db/types';
import { queueAgain } from './mail-outbox';
import { recordOfficeAction } from './office';

export async function resendMail(db: Db, linkId: number, mailId: number, now = new Date()): Promise<boolean> {
  if (!(await queueAgain(db, mailId, now))) return false;
  await recordOfficeAction(
    db,
    { linkId, action: 'resend-mail', subject: `mail ${mailId}`, seen: 'failed' },
    now,
  );
  return true;
}
