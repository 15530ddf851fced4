/**
 * PostgreSQL's connections cut CUTS times while pages, rate-limited look-ups and transactions (the links
 * command writes in one) run: the server stays up, and no cut surfaces as an error nobody handled (a pg
 * pool, a connection lent out of it, or a client of ours without an 'error' handler).
 */
import fs from 'node:fs';
import { command } from '../multi-server/site.mjs';
import { check, get, sleep, untilBack, BACK_WITHIN_MS } from './http.mjs';

const CUTS = 8;
const NOT_HANDLED = /^Not handled \(|unhandledRejection/m;

/** Requests of every kind that reach PostgreSQL, until `running.done`. */
async function traffic(site, server, running) {
  const clients = [
    () => command(server, { name: 'links', year: 2026 }),
    () =>
      get(`${site}/api/index/get-school-info/hash/${Math.random().toString(36).slice(2).padEnd(24, 'q')}`),
    () => get(`${site}/private/${'t'.repeat(43)}`),
    () => get(`${site}/2026/changes`),
  ];
  await Promise.all(
    clients.map(async (send) => {
      while (!running.done) await send().catch(() => sleep(50));
    }),
  );
}

/** `cut()` closes PostgreSQL's side, `restore()` opens it again, as a restart of PostgreSQL would. */
export async function expectCutsHandled(site, { cut, restore, logFile, dataDir }) {
  const from = fs.statSync(logFile).size;
  const running = { done: false };
  const load = traffic(site, { name: 'the server', dataDir }, running);
  for (let i = 0; i < CUTS; i += 1) {
    await sleep(1_500);
    await cut();
    await restore();
  }
  await sleep(1_500);
  running.done = true;
  await load;
  await untilBack(site, BACK_WITHIN_MS);
  const written = fs.readFileSync(logFile).subarray(from).toString('utf8');
  const notHandled = written.split('\n').filter((line) => NOT_HANDLED.test(line));
  console.log(
    JSON.stringify({ check: `${CUTS} cuts of PostgreSQL under load`, notHandled: notHandled.length }),
  );
  check(
    !notHandled.length,
    `${notHandled.length} errors nobody handled in ${CUTS} cuts, the first: ${notHandled[0]}`,
  );
}
