/**
 * A mail server for the test runs (smtp-server, on 127.0.0.1, no TLS, no password): each message it takes is
 * handed whole to `receive` before the 250 goes back, so one counted there is one the sender may count as sent.
 * Resolves with its `smtp://` address once it listens.
 */
import { SMTPServer } from 'smtp-server';

export function startSmtpSink(port, receive) {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        Promise.resolve()
          .then(() => receive(Buffer.concat(chunks)))
          .then(() => callback(), callback);
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(Number(port), '127.0.0.1', () => resolve(`smtp://127.0.0.1:${port}`));
  });
}
