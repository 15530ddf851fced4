/**
 * `node scripts/anonymous-traffic.mjs`: what visitors meet on a real server when a page fails, and that
 * memory stays bounded whatever addresses they make up.
 *
 * Starts the production server (server.mjs, the current build) on a fresh embedded store with the demo
 * seasons, one zone's draws of which are broken, and a small page cache (PAGE_CACHE_MAX_MB=8).
 *  1. The broken zone's page answers 500 with the site's error page, and with a Content-Security-Policy
 *     naming the SHA-256 of every inline script of that page (a public page gets no nonce).
 *  2. Every page kind, every page the sitemap lists (enough to fill the cache) and 3,000 made-up
 *     addresses, then the heap after garbage collection (scripts/anonymous-traffic/heap-probe.mjs). Then
 *     more made-up addresses (school slugs, years, zones, changes filters, unknown paths): each answered
 *     below 500, the page cache holding no more entries than before (ENTRY_SLACK), and the heap after
 *     collection within MARGIN_MB and MARGIN_PER_ADDRESS for each address of the first measurement.
 *
 *   node scripts/anonymous-traffic.mjs [--addresses 20000] [--snapshots DIR] [--keep]
 *
 * `npm test` runs 10,000 (3.0 MB allowed; before issue 21.1's fix the heap grew by about 5 MB over as
 * many). `--addresses 0` checks the failing page alone. `--snapshots DIR` writes heap snapshots before and
 * after the flood, for scripts/anonymous-traffic/snapshot-diff.mjs (docs/reliability.md).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { ensureBuild, log, root } from './setup.mjs';
import { createStore } from './durability/store.mjs';
import { freePort } from './durability/server.mjs';
import { rawRequest } from '../test/raw-request.mjs';

const { values } = parseArgs({
  options: {
    addresses: { type: 'string', default: '20000' },
    keep: { type: 'boolean', default: false },
    snapshots: { type: 'string' },
  },
});
const FLOOD = Number(values.addresses);
const CACHE_MB = 8;
/**
 * The growth allowed: room for what a measurement moves by itself (compiled code, pools, timers), and
 * for Next's look-up cache of addresses, which takes about 50 B for each made-up address until its own
 * 8 MB bound (docs/reliability.md). What Next kept for every address before the fix was about 500 B.
 */
const MARGIN_MB = 1.5;
const MARGIN_PER_ADDRESS = 150;
/** Entries the page cache may gain over the flood: the real pages asked between batches, if one fell out. */
const ENTRY_SLACK = 16;
/** Made-up addresses before the first measurement, enough for the code serving them to be compiled. */
const WARM_UP = 3_000;
const CLIENTS = 8;
const BATCH = 2_000;
const allowedMb = () => MARGIN_MB + (FLOOD * MARGIN_PER_ADDRESS) / MB;
const MB = 1024 * 1024;

/** Real pages, which stay wanted while the flood goes on. */
const REAL = [
  '/home',
  '/competitions',
  '/2026/competition/metropolitan/primary',
  '/2026/divisions/championship/EC',
  '/2026/changes',
  '/sitemap.xml',
];

/** The `n`th made-up address, of each kind in turn: all answered by a not-found page or a redirect. */
function madeUp(n) {
  const word = `x${n.toString(36)}`;
  const kinds = [
    `/schools/${word}-public-school`,
    `/schools/${word}-high/2026`,
    `/schools/${word}/seasons`,
    `/${2100 + (n % 800)}/divisions/championship/${word}`,
    `/2026/divisions/championship/${word}`,
    `/2026/changes/zone/${word}`,
    `/2026/competition/${word}/primary`,
    `/zone-results/${word}`,
    `/schools/${word}/calendar.ics`,
    `/${word}/${word}`,
  ];
  return kinds[n % kinds.length];
}

function startSite(env, port, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      path.join(root, 'scripts/anonymous-traffic/heap-probe.mjs'),
      path.join(root, 'server.mjs'),
    ],
    {
      cwd: root,
      env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', PAGE_CACHE_MAX_MB: String(CACHE_MB) },
      stdio: ['ignore', out, out, 'ipc'],
    },
  );
  fs.closeSync(out);
  return child;
}

/** A zone of the past season whose draws cannot be read: its page fails as it renders. */
const BROKEN_PAGE = '/2025/divisions/championship/IL';
const BROKEN_SEASON = '/2025/';
async function breakOneZone(dataDir) {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const { affectedRows } = await db.query(
      `UPDATE divisions SET draw = '{"teams": 7}'::jsonb WHERE zone_code = 'IL' AND season_id = (SELECT id FROM seasons WHERE year = 2025)`,
    );
    if (!affectedRows) throw new Error('The demo store has no 2025 divisions in zone IL to break.');
  } finally {
    await db.close();
  }
}

/** The failing page: 500, the site's error page, and a policy naming each inline script by its hash. */
async function checkErrorPage(url) {
  const response = await fetch(url + BROKEN_PAGE);
  const html = await response.text();
  const policy = response.headers.get('content-security-policy') ?? '';
  // schema.org's JSON-LD is data, which no policy runs or needs to name.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=/.test(attributes) && !attributes.includes('application/ld+json'),
  );
  const hash = (body) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  const problems = [];
  if (response.status !== 500) problems.push(`it answered ${response.status}, not 500`);
  if (!response.headers.get('content-type')?.startsWith('text/html')) problems.push('its answer is not HTML');
  if (!html.includes('Some error occurred')) problems.push("it is not the site's error page");
  if (/'nonce-/.test(policy) || html.includes('nonce=')) problems.push('it carries a nonce');
  if (!/script-src 'self' 'sha256-/.test(policy)) problems.push(`its policy names no script: "${policy}"`);
  if (scripts.length === 0 || scripts.some(([, , body]) => !policy.includes(hash(body))))
    problems.push('an inline script is not named by its hash in the policy');
  if (problems.length) throw new Error(`The failing page ${BROKEN_PAGE}: ${problems.join('; ')}.`);
  console.log(
    `  ${BROKEN_PAGE} fails: 500, the error page, a policy naming its ${scripts.length} inline scripts by hash.`,
  );
}

async function waitUntilReady(url, child) {
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error('The server exited before it was ready.');
    try {
      if ((await fetch(`${url}/home`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('The server was not ready within 120 s.');
}

/** Sends `message` to the heap probe; its answer. */
function probe(child, message) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not answer its heap probe.')), 120_000);
    child.once('message', (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    child.send(message);
  });
}

/** The heap in use after collection, and what the page cache holds: "61.5 MB (page cache: 8.0 MB in 212 entries)". */
async function measure(child) {
  const { heapUsed, pageCache } = await probe(child, 'heap');
  const text = `${(heapUsed / MB).toFixed(1)} MB (page cache: ${(pageCache.bytes / MB).toFixed(1)} MB in ${pageCache.entries} entries)`;
  return { heapUsed, entries: pageCache.entries, text };
}

/** With --snapshots, a heap snapshot of the server in that folder (for scripts/anonymous-traffic/snapshot-diff.mjs). */
async function snapshot(child, name) {
  if (!values.snapshots) return;
  const file = path.resolve(values.snapshots, `${name}.heapsnapshot`);
  console.log(`  Heap snapshot: ${(await probe(child, { snapshot: file })).snapshot}`);
}

/** One request on a connection of its own (a kept-alive one the server is closing would fail it): its status. */
const statusOf = async (url) => (await rawRequest(url, { agent: false, timeoutMs: 120_000 })).status;

/** Asks every address of `addresses` with CLIENTS at a time; throws at the first answer of 500 or more. */
async function ask(url, addresses) {
  let next = 0;
  const client = async () => {
    while (next < addresses.length) {
      const address = addresses[next++];
      const status = await statusOf(url + address);
      if (status >= 500) throw new Error(`${address} answered ${status}.`);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
}

/** Every page the sitemap lists, as paths, but those of the season with the broken zone (some read its draws). */
async function sitemapPages(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  return pages.filter((page) => !page.startsWith(BROKEN_SEASON));
}

/**
 * Fills the cache (every page the sitemap lists: made-up addresses no longer add pages to it), floods it
 * with made-up addresses and compares the heap after collection; whether it grew too much.
 */
async function flood(url, child) {
  const warmUp = [
    ...REAL,
    ...(await sitemapPages(url)),
    ...Array.from({ length: WARM_UP }, (_, i) => madeUp(i)),
  ];
  await ask(url, warmUp);
  await ask(url, REAL);
  const warm = await measure(child);
  const before = warm.heapUsed;
  console.log(`  Warm: ${warmUp.length} addresses asked; heap after collection ${warm.text}`);
  await snapshot(child, 'before');
  const started = Date.now();
  for (let done = 0; done < FLOOD; done += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, FLOOD - done) }, (_, i) => madeUp(WARM_UP + done + i));
    await ask(url, [...batch, ...REAL]);
    console.log(
      `  ${done + batch.length} made-up addresses asked; heap after collection ${(await measure(child)).text}`,
    );
  }
  const seconds = (Date.now() - started) / 1000;
  const last = await measure(child);
  const after = last.heapUsed;
  await snapshot(child, 'after');
  const grown = (after - before) / MB;
  console.log(
    `  Heap after collection: ${(before / MB).toFixed(1)} MB before the flood, ${(after / MB).toFixed(1)} MB after (${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB); ${FLOOD} addresses in ${seconds.toFixed(0)} s.`,
  );
  // A made-up address must add no entry to the page cache: each would push a real page out and keep
  // more than the cache counts (a made-up school's calendar did, 444 → 1,402 entries over 10,000).
  if (last.entries > warm.entries + ENTRY_SLACK) {
    console.error(
      `The page cache went from ${warm.entries} to ${last.entries} entries over a flood of made-up addresses (at most ${ENTRY_SLACK} more allowed).`,
    );
    return true;
  }
  if (grown <= allowedMb()) return false;
  console.error(
    `The heap grew by ${grown.toFixed(1)} MB over a flood of made-up addresses: more than the ${allowedMb().toFixed(1)} MB allowed.`,
  );
  return true;
}

await ensureBuild();
const store = await createStore('pglite');
const logFile = path.join(store.dataDir, 'server.log');
let child;
let failed = false;
try {
  log(
    FLOOD
      ? `A failing page's policy; memory under a flood of ${FLOOD} made-up addresses (page cache bound ${CACHE_MB} MB, margin ${allowedMb().toFixed(1)} MB)`
      : "A failing page's policy",
  );
  await store.seed();
  await breakOneZone(store.dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = startSite(store.env, port, logFile);
  await waitUntilReady(url, child);
  await checkErrorPage(url);
  if (FLOOD > 0) failed = await flood(url, child);
} catch (error) {
  failed = true;
  console.error(`The run stopped: ${error.stack ?? error}\nServer log: ${logFile}`);
} finally {
  child?.kill('SIGTERM');
  if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  if (!values.keep && !failed) fs.rmSync(store.dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
