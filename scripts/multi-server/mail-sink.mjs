/**
 * `node scripts/multi-server/mail-sink.mjs PORT FILE`: the test mail server (scripts/smtp-sink.mjs) in a process
 * of its own, so the several servers run can kill it (a mail server gone mid-run) and start it again on the same
 * port. Each message is read with mailparser and written to FILE as one line: its Message-ID, a tab, its
 * recipient.
 */
import fs from 'node:fs';
import { simpleParser } from 'mailparser';
import { startSmtpSink } from '../smtp-sink.mjs';

const [port, file] = process.argv.slice(2);
await startSmtpSink(port, async (raw) => {
  const mail = await simpleParser(raw);
  const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
  fs.appendFileSync(file, `${mail.messageId}\t${to}\n`);
});
console.log(`mail sink on ${port}`);
