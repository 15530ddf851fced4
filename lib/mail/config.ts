/**
 * The mail settings (docs/mail.md), from the environment: `SMTP_URL` (none: nothing is sent, each message is
 * recorded as not sent), `MAIL_FROM`, `MAIL_REPLY_TO` (the league's own address, where answers go) and optional
 * DKIM signing (`MAIL_DKIM_DOMAIN`, `MAIL_DKIM_SELECTOR`, `MAIL_DKIM_KEY_FILE`: all three or none).
 */
import fs from 'node:fs';

export type MailConfig = {
  smtpUrl: string | null;
  from: string;
  replyTo: string | null;
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
};

type Env = Record<string, string | undefined>;

export const DEFAULT_FROM = 'NSW Junior Chess League <noreply@localhost>';

export function mailConfig(env: Env = process.env): MailConfig {
  const domain = env.MAIL_DKIM_DOMAIN?.trim();
  const selector = env.MAIL_DKIM_SELECTOR?.trim();
  const keyFile = env.MAIL_DKIM_KEY_FILE?.trim();
  const dkimParts = [domain, selector, keyFile].filter(Boolean).length;
  if (dkimParts !== 0 && dkimParts !== 3)
    throw new Error(
      'DKIM signing needs all three of MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_KEY_FILE.',
    );
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    from: env.MAIL_FROM?.trim() || DEFAULT_FROM,
    replyTo: env.MAIL_REPLY_TO?.trim() || null,
    dkim:
      domain && selector && keyFile
        ? { domainName: domain, keySelector: selector, privateKey: fs.readFileSync(keyFile, 'utf8') }
        : null,
  };
}

/** The domain Message-IDs are made under: MAIL_FROM's, else the site's host. */
export function messageIdDomain(env: Env = process.env): string {
  const from = /@([A-Za-z0-9.-]+)>?\s*$/.exec(env.MAIL_FROM?.trim() ?? '');
  if (from?.[1]) return from[1].toLowerCase();
  try {
    return new URL(env.SITE_URL || 'http://localhost').hostname;
  } catch {
    return 'localhost';
  }
}
