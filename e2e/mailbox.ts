/** The messages scripts/e2e-server.mjs's SMTP server received, each as an .eml file, parsed by mailparser. */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

const MAILBOX = path.resolve(__dirname, '..', 'tmp', 'e2e-mail');

export async function mailbox(): Promise<ParsedMail[]> {
  const files = fs.existsSync(MAILBOX) ? fs.readdirSync(MAILBOX).filter((f) => f.endsWith('.eml')) : [];
  return Promise.all(files.sort().map((f) => simpleParser(fs.readFileSync(path.join(MAILBOX, f)))));
}

export const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

/** A header line as sent, unfolded (mailparser reads List-* headers into an object of its own). */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, ' ');

/** The path of the first address of this site in the message's text. */
export const linkPath = (mail: ParsedMail, after = '/private/') =>
  new URL(new RegExp(`https?://\\S+${after.replaceAll('/', '\\/')}\\S*`).exec(mail.text ?? '')![0]).pathname;
