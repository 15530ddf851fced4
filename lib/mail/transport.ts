import 'server-only';
/**
 * The SMTP transport (nodemailer) from the mail settings. Its timeouts are well inside a worker's claim on a
 * message (MAIL_CLAIM_MS), so a claim never runs out while its server is still sending.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from './config';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** `List-Unsubscribe` and `List-Unsubscribe-Post` on a parent's mail (RFC 8058). */
  headers?: Record<string, string>;
};

/** What the mail server answered to a message it took (`250 2.0.0 Ok: queued as …`). */
export type SendMail = (mail: OutgoingMail) => Promise<string>;

export const SMTP_TIMEOUT_MS = 20_000;

export function smtpSender(config: MailConfig): SendMail | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    ...(config.dkim ? { dkim: config.dkim } : {}),
  });
  return async (mail) => {
    const info = await transport.sendMail({
      from: config.from,
      ...(config.replyTo ? { replyTo: config.replyTo } : {}),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    return String(info.response ?? '');
  };
}

/** A mail server's refusal that no retry will change (5xx): the message is failed at once. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
