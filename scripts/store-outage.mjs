/**
 * `node scripts/store-outage.mjs`: the site survives PostgreSQL being down when it starts, and
 * PostgreSQL going away while it runs.
 *
 * Starts the production server (the current build) with DATABASE_URL pointing at a port where
 * nothing listens yet. Pages and API routes must answer 503 with Retry-After (never a 500) and the
 * process must stay up. Then a TCP proxy on that port starts forwarding to the local PostgreSQL (a
 * fresh database, TEST_DATABASE_URL's server): the site must answer 200 within seconds, with no
 * restart. With the demo seasons loaded, made-up school addresses must send no query through the
 * proxy; then the proxy is cut mid-run and started again (scripts/store-outage/mid-run.mjs), and cut
 * eight times more under load, with no error left unhandled (scripts/store-outage/cuts.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { baseEnv, ensureBuild, log, root } from './setup.mjs';
import { freePort, stopServer } from './durability/server.mjs';
import { startForwarding } from './store-outage/forwarding.mjs';
import { BACK_WITHIN_MS, check, get, sleep, untilBack } from './store-outage/http.mjs';
import { expectNoReadsForMadeUpSchools, expectOutageMidRun, seedDemo } from './store-outage/mid-run.mjs';
import { expectCutsHandled } from './store-outage/cuts.mjs';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The answers while the store is down: 503, Retry-After, not cached, a plain page or the API's error shape. */
async function expectUnavailable(site) {
  for (const page of ['/home', '/competitions', '/enter-online']) {
    const answer = await get(site + page);
    check(
      answer.status === 503,
      `${page} answered ${answer.status} while PostgreSQL was down (expected 503).`,
    );
    check(Number(answer.headers.get('retry-after')) >= 1, `${page}'s 503 has no Retry-After in seconds.`);
    check(/no-store/.test(answer.headers.get('cache-control') ?? ''), `${page}'s 503 may be cached.`);
    check(answer.headers.get('content-type')?.startsWith('text/html'), `${page}'s 503 is not a page.`);
    check(
      answer.body.includes('<h1>Temporarily unavailable</h1>'),
      `${page}'s 503 does not say what is wrong.`,
    );
  }
  const api = await get(`${site}/api/index/get-country-regions-for-select`);
  check(api.status === 503, `The API answered ${api.status} while PostgreSQL was down (expected 503).`);
  check(Number(api.headers.get('retry-after')) >= 1, "The API's 503 has no Retry-After in seconds.");
  check(JSON.parse(api.body).result === 0, "The API's 503 is not in the contract's error shape.");
  const robots = await get(`${site}/robots.txt`);
  check(robots.status === 200, `robots.txt, which needs no store, answered ${robots.status}.`);
}

async function waitForAnswer(site, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited.done) throw new Error('The server exited.');
    try {
      await get(`${site}/robots.txt`);
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s.`);
}

await ensureBuild();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'store-outage-'));
const logFile = path.join(work, 'server.log');
const name = `nswjcl_outage_${crypto.randomBytes(6).toString('hex')}`;
await admin(`CREATE DATABASE ${name}`);
const [dbPort, sitePort] = [await freePort(), await freePort()];
const site = `http://127.0.0.1:${sitePort}`;
let server = null;
let forwarding = null;
let failed = false;
try {
  log(`Starting the site with PostgreSQL unreachable (port ${dbPort})`);
  const out = fs.openSync(logFile, 'a');
  const startedAt = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'server.mjs')], {
    cwd: root,
    env: {
      ...baseEnv,
      PORT: String(sitePort),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${dbPort}/${name}`,
      LEAGUE_API_URL: '',
      // The count of queries made-up addresses cause must not catch the mail worker's own poll of the outbox.
      MAIL_WORKER_SECONDS: '3600',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = { done: false };
  server = {
    child,
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code))),
  };
  server.exited.then(() => (exited.done = true));
  await waitForAnswer(site, exited, 120_000);

  await expectUnavailable(site);
  // Still 503, not a 500 kept from the first failure, after several attempts in the background.
  await sleep(5_000);
  await expectUnavailable(site);
  check(!exited.done, 'The server exited while PostgreSQL was down.');

  log('PostgreSQL is reachable now');
  forwarding = await startForwarding(dbPort, new URL(ADMIN_URL));
  await untilBack(site, BACK_WITHIN_MS);
  for (const page of ['/competitions', '/enter-online', '/api/index/get-country-regions-for-select']) {
    const again = await get(site + page);
    check(again.status === 200, `${page} answered ${again.status} once PostgreSQL was back.`);
  }
  check(!exited.done, 'The server restarted.');
  log('Store outage at start: passed');

  const direct = new URL(ADMIN_URL);
  direct.pathname = `/${name}`;
  await seedDemo(direct.href, path.join(work, 'cli-data'));
  await expectNoReadsForMadeUpSchools(site, forwarding.counter, startedAt);
  // The proxy in use is always `forwarding`, so the run ends it however it ends.
  const { counter } = forwarding;
  const restore = async () => (forwarding = await startForwarding(dbPort, new URL(ADMIN_URL), counter));
  await expectOutageMidRun(site, forwarding, restore);
  await expectCutsHandled(site, {
    cut: () => forwarding.cut(),
    restore,
    logFile,
    dataDir: path.join(work, 'data'),
  });
  check(!exited.done, 'The server exited or restarted during the outage.');
} catch (error) {
  failed = true;
  console.error(`Store outage: FAILED: ${error.message}\nServer log: ${logFile}`);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  await forwarding?.cut();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (!failed) fs.rmSync(work, { recursive: true, force: true });
}
