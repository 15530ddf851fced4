/**
 * The office's mail log (docs/mail.md): the newest messages of the outbox, what went to whom, when, and the
 * mail server's answer, or why a message was not sent (without SMTP_URL: what would have gone).
 */
import { desc } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, type MailState } from '../schema';

export type MailLogEntry = {
  id: number;
  at: Date;
  sentAt: Date | null;
  recipient: string;
  subject: string;
  state: MailState;
  attempts: number;
  answer: string | null;
};

export async function getMailLog(db: Db, limit = 200): Promise<MailLogEntry[]> {
  return db
    .select({
      id: mailOutbox.id,
      at: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      state: mailOutbox.state,
      attempts: mailOutbox.attempts,
      answer: mailOutbox.answer,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
