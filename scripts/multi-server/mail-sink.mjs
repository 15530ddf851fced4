/**
 * `node scripts/multi-server/mail-sink.mjs PORT FILE`: an SMTP server in a process of its own, so the several
 * servers run can kill it (a mail server gone mid-run) and start it again on the same port. Each message it
 * takes is read with mailparser and written to FILE as one line: its Message-ID, a tab, its recipient.
 */
import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const [port, file] = process.argv.slice(2);
const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
        // Written before the 250: a message counted here is one the sender may count as sent.
        fs.appendFileSync(file, `${mail.messageId}\t${to}\n`);
        callback();
      })
      .catch(callback);
  },
});
server.listen(Number(port), '127.0.0.1', () => console.log(`mail sink on ${port}`));
