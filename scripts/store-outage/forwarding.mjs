/**
 * A TCP proxy the store-outage test owns, between the server and PostgreSQL: it can be cut (every
 * connection closed, nothing listening, as when PostgreSQL stops) and started again on the same port,
 * and it counts the queries the server sends (PostgreSQL's wire protocol: Parse and Query messages),
 * leaving out the invalidation listener's connection (its LISTEN, its heartbeat) and any heartbeat.
 */
import net from 'node:net';

const SSL_REQUEST = 80_877_103;
const HEARTBEAT = 'SELECT 1';

/** Reads a client's messages as they pass and adds each query to `counter.queries`, but none of the listener's. */
function queryCounter(counter) {
  let pending = Buffer.alloc(0);
  let started = false;
  // The invalidation listener's connection (its first query is LISTEN) reconnects on its own timer: not counted.
  let listener = false;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      // The startup message (and an SSL request before it) has a length but no type byte.
      const head = started ? 5 : 4;
      if (pending.length < head) return;
      const length = started ? pending.readInt32BE(1) + 1 : pending.readInt32BE(0);
      if (pending.length < length) return;
      if (!started) started = pending.readInt32BE(4) !== SSL_REQUEST;
      else if (pending[0] === 0x51 /* Q */ && pending.toString('utf8', 5, 12) === 'LISTEN ') listener = true;
      else if (listener) {
        // The listener's heartbeat and anything else on its connection.
      } else if (pending[0] === 0x50 /* P */) counter.queries += 1;
      else if (pending[0] === 0x51 /* Q */ && pending.toString('utf8', 5, length - 1) !== HEARTBEAT)
        counter.queries += 1;
      pending = pending.subarray(length);
    }
  };
}

/** Forwards `port` to PostgreSQL at `target` (a URL); `cut()` closes it all, `counter.queries` counts. */
export function startForwarding(port, target, counter = { queries: 0 }) {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(socket).add(upstream);
    const drop = () => {
      socket.destroy();
      upstream.destroy();
      sockets.delete(socket);
      sockets.delete(upstream);
    };
    socket.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    socket.on('data', queryCounter(counter));
    socket.pipe(upstream).pipe(socket);
  });
  const cut = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ counter, cut }));
  });
}
