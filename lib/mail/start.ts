import 'server-only';
/**
 * Starts the mail worker with the server (instrumentation.ts): every MAIL_WORKER_SECONDS (15 by default) it
 * sends what is due. Every server runs one; the outbox's claims make each message one server's.
 */
import { getDb } from '@/lib/db/server';
import { linkSecret } from '@/lib/db/link-secret';
import { mailConfig } from './config';
import { smtpSender } from './transport';
import { MAIL_PER_MINUTE, sendDueMail, workerId, type MailWorker } from './worker';
import { wholeNumberSetting } from '@/lib/settings';

let timer: NodeJS.Timeout | null = null;

export function mailEveryMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.MAIL_WORKER_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 15) * 1000;
}

/** MAIL_PER_MINUTE: a league whose mail provider allows more may raise the bound (every server the same). */
export function mailPerMinute(env: Record<string, string | undefined> = process.env): number {
  return wholeNumberSetting('MAIL_PER_MINUTE', MAIL_PER_MINUTE, env);
}

export function startMailWorker(): void {
  if (timer || process.env.NEXT_PHASE === 'phase-production-build') return;
  let send: MailWorker['send'];
  try {
    send = smtpSender(mailConfig());
  } catch (error) {
    // Incomplete settings send nothing, rather than mail that fails its checks; the messages wait.
    console.error('The mail worker was not started:', error instanceof Error ? error.message : error);
    return;
  }
  const worker: MailWorker = {
    id: workerId(),
    send,
    secret: () => linkSecret(),
    siteUrl: process.env.SITE_URL || undefined,
    perMinute: mailPerMinute(),
  };
  const every = mailEveryMs();
  const tick = () => {
    void getDb()
      .then((db) => sendDueMail(db, worker))
      .catch((error: unknown) => console.error('The mail worker failed:', error))
      .finally(() => {
        if (timer) timer = setTimeout(tick, every).unref();
      });
  };
  timer = setTimeout(tick, Math.min(5_000, every)).unref();
}

export function stopMailWorker(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}
