/**
 * A real SMTP server for tests (smtp-server on 127.0.0.1), keeping each message it accepts, read back with
 * mailparser. `stop()` and `start()` again on the same port stand for a mail server that is down a while.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type TestSmtp = {
  url: string;
  port: number;
  /** Every message received, parsed, in order. */
  received: ParsedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startTestSmtp({
  port = 0,
  user,
}: { port?: number; user?: { name: string; pass: string } } = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let bound = port;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        secure: false,
        disabledCommands: user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
        authOptional: !user,
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (user && auth.username === user.name && auth.password === user.pass)
            callback(null, { user: auth.username });
          else callback(new Error('Invalid username or password'));
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      server.on('error', reject);
      server.listen(bound, '127.0.0.1', () => {
        bound = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const s = server;
      server = null;
      s.close(() => resolve());
    });
  await start();
  const credentials = user ? `${encodeURIComponent(user.name)}:${encodeURIComponent(user.pass)}@` : '';
  return {
    get url() {
      return `smtp://${credentials}127.0.0.1:${bound}`;
    },
    get port() {
      return bound;
    },
    received,
    start,
    stop,
  };
}
