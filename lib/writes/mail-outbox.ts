/**
 * The mail outbox's writes (docs/mail.md): a message queued once by its dedupe key, inside the transaction of
 * the write that causes it where there is one; a worker's claim on a due message (one statement, FOR UPDATE
 * SKIP LOCKED, so two servers never claim the same row); and what became of it. A claim is a lease: a server
 * that dies while sending leaves it to run out, and another sends the message again with the same Message-ID.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, type MailAddress } from '@/lib/db/schema';
import type { MailContent } from '@/lib/mail/messages';
import { messageIdDomain } from '@/lib/mail/config';
import type { Tx } from './match-rows';

export type QueuedMail = MailContent & {
  dedupeKey: string;
  kind: string;
  recipient: string;
  address?: MailAddress | null;
};

export type MailRow = typeof mailOutbox.$inferSelect;

export const newMessageId = (domain = messageIdDomain()) =>
  `<${crypto.randomBytes(16).toString('hex')}@${domain}>`;

/** Queues each message whose key is new; a key already queued stores nothing. The number queued now. */
export async function queueMail(
  db: Db | Tx,
  messages: readonly QueuedMail[],
  now = new Date(),
): Promise<number> {
  if (!messages.length) return 0;
  const rows = await db
    .insert(mailOutbox)
    .values(
      messages.map((m) => ({
        dedupeKey: m.dedupeKey,
        kind: m.kind,
        recipient: m.recipient,
        subject: m.subject,
        text: m.text,
        html: m.html,
        address: m.address ?? null,
        messageId: newMessageId(),
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Claims the oldest due message for `worker` until `until`: a queued one whose time has come, or one whose
 * sender's claim ran out (its server died while sending). Null when none is due.
 */
export async function claimDueMail(db: Db, worker: string, now: Date, until: Date): Promise<MailRow | null> {
  const result = await db.execute(sql`
    update ${mailOutbox} set
      state = 'sending', claimed_by = ${worker}, claimed_until = ${until.toISOString()},
      attempts = ${mailOutbox.attempts} + 1, updated_at = ${now.toISOString()}
    where ${mailOutbox.id} = (
      select id from ${mailOutbox}
      where (state = 'queued' and next_attempt_at <= ${now.toISOString()})
         or (state = 'sending' and claimed_until < ${now.toISOString()})
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const id = rowsOf<{ id: number }>(result)[0]?.id;
  if (id === undefined) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** Only the worker that holds the claim records what became of the message. */
const held = (id: number, worker: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.claimedBy, worker), eq(mailOutbox.state, 'sending'));

const released = { claimedBy: null, claimedUntil: null } as const;

/** The mail server took it: never sent again. */
export async function markMailSent(
  db: Db,
  id: number,
  worker: string,
  answer: string,
  at: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...released, state: 'sent', answer: answer.slice(0, 1000), sentAt: at, updatedAt: at })
    .where(held(id, worker));
}

/** Not sent this time: queued again for `retryAt`. `attempts` back by one when it was held, not tried. */
export async function markMailRetry(
  db: Db,
  id: number,
  worker: string,
  reason: string,
  retryAt: Date,
  at: Date,
  { tried = true }: { tried?: boolean } = {},
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      ...released,
      state: 'queued',
      answer: reason.slice(0, 1000),
      nextAttemptAt: retryAt,
      updatedAt: at,
      ...(tried ? {} : { attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` }),
    })
    .where(held(id, worker));
}

/** Never sent: the reason is kept, for the office's mail log (a failed message can be queued again). */
export async function markMailFailed(
  db: Db,
  id: number,
  worker: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...released, state: 'failed', answer: reason.slice(0, 1000), updatedAt: at })
    .where(held(id, worker));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Messages sent since `since` and those being sent now, for the bound on all mail. */
export async function sentOrSendingSince(db: Db, since: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from ${mailOutbox}
    where sent_at >= ${since.toISOString()} or state = 'sending'`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Messages sent to `recipient` since `since`, for the bound on one address. */
export async function sentToSince(db: Db, recipient: string, since: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from ${mailOutbox}
    where recipient = ${recipient} and sent_at >= ${since.toISOString()}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** A failed message queued again now (the office's `Send again`); false when it is no longer failed. */
export async function queueAgain(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      answer: 'queued again from the office',
      updatedAt: now,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
