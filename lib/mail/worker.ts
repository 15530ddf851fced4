/**
 * The mail worker on every server (docs/mail.md): claims each due message once across servers (a lease, so a
 * dead server's message is sent again, with the same Message-ID, when its claim runs out), puts the private
 * address in, sends it, and records the mail server's answer; while the server cannot be reached, tries again
 * later and later. Bounded in total per minute and per address per day. Without SMTP_URL nothing is sent and
 * each message is recorded as not sent.
 */
import os from 'node:os';
import crypto from 'node:crypto';
import type { Db } from '@/lib/db/types';
import {
  claimDueMail,
  markMailFailed,
  markMailRetry,
  markMailSent,
  sentOrSendingSince,
  sentToSince,
  type MailRow,
} from '@/lib/writes/mail-outbox';
import { ADDRESS, ADDRESS_BASE, escapeHtml } from './messages';
import { fillAddress } from './address';
import { isOneMailAddress } from './recipient';
import { isPermanentRefusal, type SendMail } from './transport';

/** How long a claim holds: far longer than a send may take (SMTP_TIMEOUT_MS, three times over). */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** At most this many messages a minute from all servers together: a mail provider's usual rate, and a runaway's bound. */
export const MAIL_PER_MINUTE = 30;
/** At most this many messages to one address in 24 hours: a school with many matches in a week stays well inside. */
export const MAIL_PER_RECIPIENT_PER_DAY = 20;
/** After this many tries (about a day and a half of backoff) a message is failed, its last reason kept. */
export const MAIL_MAX_ATTEMPTS = 12;
/** A message held by the bound on its address waits this long before it is looked at again. */
export const MAIL_HELD_MS = 60 * 60_000;
export const NO_MAIL_SERVER = 'not sent: no mail server configured (SMTP_URL)';

/** 1 min, 2, 4 … at most 4 h between tries. */
export const backoffMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 4 * 3_600_000);

export type MailWorker = {
  /** This worker's name in the claims it makes. */
  id: string;
  /** null: no mail server configured. */
  send: SendMail | null;
  /** The link secret, read when an address is first needed. */
  secret: () => Buffer;
  siteUrl?: string;
  now?: () => Date;
  backoff?: (attempts: number) => number;
  /** At most this many messages a minute from all servers (MAIL_PER_MINUTE by default). */
  perMinute?: number;
};

export const workerId = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/** Sends the messages due now, at most `limit`; the number whose fate was recorded. */
export async function sendDueMail(db: Db, worker: MailWorker, limit = 20): Promise<number> {
  const clock = worker.now ?? (() => new Date());
  let handled = 0;
  while (handled < limit) {
    const now = clock();
    const perMinute = worker.perMinute ?? MAIL_PER_MINUTE;
    if (worker.send && (await sentOrSendingSince(db, new Date(now.getTime() - 60_000))) >= perMinute) break;
    const row = await claimDueMail(db, worker.id, now, new Date(now.getTime() + MAIL_CLAIM_MS));
    if (!row) break;
    handled += 1;
    await sendOne(db, worker, row, now, clock);
  }
  return handled;
}

async function sendOne(
  db: Db,
  worker: MailWorker,
  row: MailRow,
  now: Date,
  clock: () => Date,
): Promise<void> {
  if (!worker.send) return markMailFailed(db, row.id, worker.id, NO_MAIL_SERVER, now);
  // A recipient from data is one plain address: never a list (`a@x.org, b@y.org`) that would send it to others.
  if (!isOneMailAddress(row.recipient))
    return markMailFailed(db, row.id, worker.id, 'not sent: the recipient is not one mail address', now);
  const today = await sentToSince(db, row.recipient, new Date(now.getTime() - 86_400_000));
  if (today >= MAIL_PER_RECIPIENT_PER_DAY)
    return markMailRetry(
      db,
      row.id,
      worker.id,
      `held: ${today} messages to this address in 24 hours, the most the site sends`,
      new Date(now.getTime() + MAIL_HELD_MS),
      now,
      { tried: false },
    );
  let text = row.text;
  let html = row.html;
  let headers: Record<string, string> | undefined;
  if (row.address) {
    const filled = await fillAddress(db, row.address, worker.secret(), worker.siteUrl);
    if (!filled.ok) return markMailFailed(db, row.id, worker.id, filled.reason, now);
    text = text.replaceAll(ADDRESS, filled.href).replaceAll(ADDRESS_BASE, filled.base);
    html = html
      .replaceAll(ADDRESS, escapeHtml(filled.href))
      .replaceAll(ADDRESS_BASE, escapeHtml(filled.base));
    // One click in the mail program unsubscribes (RFC 8058).
    if (row.address.unsubscribePath)
      headers = {
        'List-Unsubscribe': `<${filled.base}${row.address.unsubscribePath}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
  }
  try {
    const answer = await worker.send({
      to: row.recipient,
      subject: row.subject,
      text,
      html,
      messageId: row.messageId,
      ...(headers ? { headers } : {}),
    });
    await markMailSent(db, row.id, worker.id, answer || 'accepted', clock());
  } catch (error) {
    const reason = `not sent: ${error instanceof Error ? error.message : String(error)}`;
    const at = clock();
    if (isPermanentRefusal(error) || row.attempts >= MAIL_MAX_ATTEMPTS)
      await markMailFailed(db, row.id, worker.id, reason, at);
    else
      await markMailRetry(
        db,
        row.id,
        worker.id,
        reason,
        new Date(at.getTime() + (worker.backoff ?? backoffMs)(row.attempts)),
        at,
      );
  }
}
