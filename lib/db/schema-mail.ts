/** The mail outbox (docs/mail.md): every message the site sends, written first here, then sent by a worker. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * The private address a message links to, filled in when it is sent (never stored: a leaked database gives no
 * working address). `linkId` names one address (a season's addresses mailed out: a rotated one is not sent);
 * without it, the subject's live address at the time of sending.
 */
export type MailAddress = {
  year: number;
  /** `subscriber`: a parent's subscription (subject: its id), whose address confirms, chooses and unsubscribes. */
  kind: 'school' | 'scorer' | 'director' | 'subscriber';
  subject: string;
  /** After the address: `/match/PA2~r7~1v8`, `/desk/PA2~r7~1v8`, or empty. */
  path: string;
  linkId?: number;
  /** After the address: where one POST unsubscribes (RFC 8058's List-Unsubscribe), for a list's messages. */
  unsubscribePath?: string;
};

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What makes the message once: `report-notice:<version id>:<recipient>`. Enqueueing it again stores nothing. */
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Made at enqueueing: a message sent again after a crash carries the same one, so mailboxes see one. */
    messageId: text('message_id').notNull(),
    address: jsonb('address').$type<MailAddress>(),
    state: text('state', { enum: MAIL_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker sending it and until when its claim holds: a crashed server's claim runs out and another sends. */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The mail server's answer, or why it was not sent. */
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe').on(t.dedupeKey),
    uniqueIndex('mail_outbox_message_id').on(t.messageId),
    index('mail_outbox_due').on(t.state, t.nextAttemptAt),
    index('mail_outbox_recipient_sent').on(t.recipient, t.sentAt),
    index('mail_outbox_sent').on(t.sentAt),
  ],
);
