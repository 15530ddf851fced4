/**
 * The production server (server.mjs) as a child process the durability run can kill without warning
 * and start again on the same store.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
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

/**
 * Whether `url` answers 2xx within `ms`. The wait is a timer of its own, not only the request's abort signal: a
 * gate run once waited for ever on a readiness request that neither answered nor aborted, with no socket left open.
 */
async function answersOk(url, ms) {
  const controller = new AbortController();
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, ms);
  });
  const attempt = fetch(url, { signal: controller.signal })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.ok;
    })
    // not listening yet, or aborted: settled either way, so a late failure is never left unhandled
    .catch(() => false);
  try {
    return await Promise.race([attempt, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts `command` with its output appended to `logFile`; resolves once `readyUrl` answers 2xx.
 * Returns `{ child, exited }` where `exited` resolves with the exit code or signal.
 */
export async function startProcess({
  label,
  command,
  args,
  env = process.env,
  logFile,
  readyUrl,
  readyTimeoutMs,
}) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${label} exited before it was ready (see ${logFile}).`);
    if (await answersOk(readyUrl, 5_000)) return { child, exited };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`${label} was not ready within ${readyTimeoutMs / 1000} s (see ${logFile}).`);
}

/** Starts `node server.mjs` with `env` on `port`; ready once it answers. */
export function startServer({ env, port, logFile, readyTimeoutMs = 120_000 }) {
  return startProcess({
    label: 'The server',
    command: process.execPath,
    args: [path.join(root, 'server.mjs')],
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    logFile,
    // The challenge route opens the store, so the server is ready for entries once it answers.
    readyUrl: `http://127.0.0.1:${port}/api/altcha/challenge`,
    readyTimeoutMs,
  });
}

/** SIGKILL: no shutdown handler runs, nothing is flushed by the process itself. */
export async function killServer(server) {
  server.child.kill('SIGKILL');
  return server.exited;
}

/** `signal` (SIGTERM, as an operator would stop it), then SIGKILL if it has not gone within `graceMs`. */
export async function stopProcess(server, signal = 'SIGTERM', graceMs = 15_000) {
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

export const stopServer = (server) => stopProcess(server);
