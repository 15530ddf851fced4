/**
 * The production server (server.mjs) as a child process the durability run can kill without warning
 * and start again on the same store.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from '../setup.mjs';

/** A port nobody listens on just now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node server.mjs` with `env`, its output appended to `logFile`; resolves once it answers.
 * Returns `{ child, exited }` where `exited` resolves with the exit code or signal.
 */
export async function startServer({ env, port, logFile, readyTimeoutMs = 120_000 }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'server.mjs')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited before it was ready (see ${logFile}).`);
    try {
      // The challenge route opens the store, so the server is ready for entries once it answers.
      const response = await fetch(`http://127.0.0.1:${port}/api/altcha/challenge`, {
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not ready within ${readyTimeoutMs / 1000} s (see ${logFile}).`);
}

/** SIGKILL: no shutdown handler runs, nothing is flushed by the process itself. */
export async function killServer(server) {
  server.child.kill('SIGKILL');
  return server.exited;
}

/** SIGTERM, as an operator would stop it; SIGKILL if it does not go. */
export async function stopServer(server) {
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}
