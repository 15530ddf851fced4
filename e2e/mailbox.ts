/**
 * The messages the writes server's SMTP server (scripts/e2e-server.mjs) received, each as an .eml file, parsed by
 * mailparser: the specs that read mail write, so they run in the `writes` project.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_SERVERS } from '../scripts/e2e-servers.mjs';

const MAILBOX = path.resolve(__dirname, '..', E2E_SERVERS.writes.mailbox!);

/** Each message parsed once: the server writes it whole under its final name (a restarted server, anew). */
const parsed = new Map<string, Promise<ParsedMail>>();

export async function mailbox(): Promise<ParsedMail[]> {
  const files = fs.existsSync(MAILBOX) ? fs.readdirSync(MAILBOX).filter((f) => f.endsWith('.eml')) : [];
  return Promise.all(
    files.sort().map((f) => {
      const file = path.join(MAILBOX, f);
      const { mtimeMs, size } = fs.statSync(file);
      const key = `${f}:${mtimeMs}:${size}`;
      if (!parsed.has(key)) parsed.set(key, simpleParser(fs.readFileSync(file)));
      return parsed.get(key)!;
    }),
  );
}

export const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

/** A header line as sent, unfolded (mailparser reads List-* headers into an object of its own). */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, ' ');

/** The path of the first address of this site in the message's text. */
export const linkPath = (mail: ParsedMail, after = '/private/') =>
  new URL(new RegExp(`https?://\\S+${after.replaceAll('/', '\\/')}\\S*`).exec(mail.text ?? '')![0]).pathname;
