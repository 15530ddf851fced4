/**
 * `node scripts/multi-server.mjs`: several servers, one league. Needs PostgreSQL (TEST_DATABASE_URL,
 * where a database of its own is made and dropped).
 *
 * Three production servers, each with its own DATA_DIR, all on one new PostgreSQL database with one
 * ALTCHA_HMAC_KEY (the README's settings for several servers), started together:
 *  1. every server's copy of a cached page is the same bytes, so each answers another's ETag with 304
 *     (scripts/multi-server/copies.mjs); a changed season imported through the first server shows on the other two within 2 s, and one
 *     imported by the command line (DATABASE_URL set, no server involved) on all three;
 *  2. error reports sent round the servers spend one rate-limit allowance, not one per server, and
 *     an address limited on one is limited on every one; a match card reported through the first server
 *     and confirmed through the second is on every server's zone page within 2 s of the confirmation, and
 *     its player (registered through the third) shown in full through the second within 2 s too;
 *     one nobody confirms, confirmed by a server's sweep, on every server's cached zone and school
 *     pages; a card with a phone's photo sent through deploy/nginx.conf, whose logs (and the servers')
 *     hold no private address; the season's addresses mailed by every server's worker while one server
 *     and the mail server are killed mid-run: every message delivered, by its Message-ID, once
 *     (scripts/multi-server/mail.mjs);
 *  3. then, on LEAGUE_API_URL (a fourth server as the league, behind a counter of deliveries), the
 *     page cache of deploy/nginx.conf in front of them (its key covers the site's Vary; one copy of a
 *     page for browsers taking gzip and one for the rest; router payloads kept apart), and entry
 *     requests sent through deploy/nginx.conf balancing across them (or round them, without nginx)
 *     while one is killed with SIGKILL half way: the others and nginx keep answering, and each
 *     request is stored once and reaches the league once.
 *
 *   node scripts/multi-server.mjs [--requests 60] [--clients 12] [--keep]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, hasCommand, log, onCi } from './setup.mjs';
import { createStore } from './durability/store.mjs';
import { freePort, startServer, stopServer } from './durability/server.mjs';
import { startSite, stopSite } from './multi-server/site.mjs';
import { checkImports } from './multi-server/imports.mjs';
import { checkSharedRateLimit } from './multi-server/rate-limits.mjs';
import { checkOutbox } from './multi-server/outbox.mjs';
import { checkMail, startMailSink } from './multi-server/mail.mjs';
import { checkCards } from './multi-server/cards.mjs';
import { SWEEP_ENV, SWEEP_SHOWN_WITHIN_MS, checkSweep } from './multi-server/card-sweep.mjs';
import { checkProxyLogs } from './multi-server/proxy-logs.mjs';
import { startLeagueCounter } from './multi-server/league-counter.mjs';
import { startProxy } from './multi-server/proxy.mjs';
import { checkProxyCache } from './multi-server/proxy-cache.mjs';
import { checkSameCopies } from './multi-server/copies.mjs';

const SERVERS = 3;
// The demo's active season, which takes entries and whose pages the import check changes.
const year = 2026;
const ERROR_REPORTS_A_MINUTE = 6;
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '60' },
    clients: { type: 'string', default: '12' },
    keep: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const clients = Number(values.clients);
if (!Number.isInteger(requests) || requests < 4 || !Number.isInteger(clients) || clients < 1) {
  console.error('--requests takes a whole number of at least 4, --clients of at least 1.');
  process.exit(2);
}

await ensureBuild();
const runId = crypto.randomBytes(4).toString('hex');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-server-'));
const store = await createStore('postgres');
const league = await createStore('pglite');
let site = [];
let leagueServer = null;
let counter = null;
let proxy = null;
let cache = null;
let sink = null;
const problems = [];

/** Without nginx the run goes on without it, and says so (under CI that is a failure). */
function leaveOut(what) {
  if (onCi) problems.push(`${what}; under CI it must be (apt-get install nginx)`);
  else if (process.env.TEST_SKIPPED_FILE)
    fs.appendFileSync(process.env.TEST_SKIPPED_FILE, `scripts/multi-server.mjs: ${what}\n`);
  console.log(`Several servers: ${what}.`);
}
try {
  log(`Several servers: ${SERVERS} on one PostgreSQL (${store.databaseUrl}); logs in ${root}`);
  await store.seed();
  sink = await startMailSink(root);
  const env = {
    ...store.env,
    ALTCHA_HMAC_KEY: `multi-server-${runId}-0123456789abcdef`,
    // The rate-limit check writes its address in X-Forwarded-For, as a proxy in front would.
    TRUSTED_PROXY_HOPS: '1',
    ERROR_LOG_RATE_LIMIT: String(ERROR_REPORTS_A_MINUTE),
    ENTRY_RATE_LIMIT: '1000000',
    LOOKUP_RATE_LIMIT: '1000000',
    ALTCHA_MAX_NUMBER: '1000',
    ...SWEEP_ENV,
    // Mail, as docs/mail.md says to run several servers: one link secret, one mail server.
    LINK_SECRET: `multi-server-link-secret-${runId}-0123456789abcdef`,
    SMTP_URL: sink.url,
    MAIL_FROM: 'NSW Junior Chess League <noreply@example.org>',
    MAIL_WORKER_SECONDS: '1',
    // `links --send` queues a message for each of the demo's ~270 schools and 39 scorers: all due at once.
    MAIL_PER_MINUTE: '3000',
  };

  site = await startSite({ count: SERVERS, env, root, label: 'server' });
  problems.push(...(await checkSameCopies({ servers: site })));
  const imports = await checkImports({ servers: site, env, root });
  problems.push(...imports.problems);
  console.log(
    JSON.stringify({
      check: 'imports',
      throughServerMs: imports.serverTimings,
      commandLineMs: imports.cliTimings,
    }),
  );
  const limits = await checkSharedRateLimit({ servers: site, limit: ERROR_REPORTS_A_MINUTE });
  problems.push(...limits.problems);
  console.log(
    JSON.stringify({
      check: 'shared rate limit',
      statuses: limits.statuses,
      otherAddress: limits.otherAddress,
    }),
  );
  const cards = await checkCards({ servers: site });
  problems.push(...cards.problems);
  console.log(
    JSON.stringify({
      check: 'cards',
      confirmationMs: cards.confirmationMs,
      afterConfirmationMs: cards.timings,
      fullNameShownMs: cards.named,
    }),
  );
  const sweep = await checkSweep({ servers: site });
  problems.push(...sweep.problems);
  console.log(JSON.stringify({ check: 'card sweep', afterDueMs: sweep.afterDueMs }));
  if (hasCommand('nginx')) {
    const cardsProxy = await startProxy({ root, servers: site, name: 'nginx-cards' });
    try {
      const logs = await checkProxyLogs({ proxy: cardsProxy, servers: site });
      problems.push(...logs.problems);
      console.log(JSON.stringify({ check: 'photo card through nginx, logs', photoMb: logs.photoMb }));
    } finally {
      await cardsProxy.stop();
    }
  } else leaveOut('the photo card is not sent through deploy/nginx.conf (nginx is not installed)');
  const mail = await checkMail({ servers: site, sink, databaseUrl: store.databaseUrl, year });
  problems.push(...mail.problems);
  console.log(JSON.stringify({ check: 'mail with a server and the mail server killed', ...mail.summary }));
  await stopSite(site);
  await sink.kill();
  sink = null;
  delete env.SMTP_URL;

  await league.seed();
  const leaguePort = await freePort();
  leagueServer = await startServer({
    env: {
      ...league.env,
      ENTRY_RATE_LIMIT: '1000000',
      LOOKUP_RATE_LIMIT: '1000000',
      ALTCHA_MAX_NUMBER: '1000',
      ALTCHA_HMAC_KEY: `league-${runId}-0123456789abcdef`,
    },
    port: leaguePort,
    logFile: path.join(root, 'league.log'),
  });
  leagueServer = { ...leagueServer, name: 'league', dataDir: league.dataDir };
  counter = await startLeagueCounter(leaguePort);
  site = await startSite({
    count: SERVERS,
    env: { ...env, LEAGUE_API_URL: counter.url },
    root,
    label: 'forwarding-server',
  });
  proxy = hasCommand('nginx') ? await startProxy({ root, servers: site }) : null;
  if (!proxy)
    leaveOut(
      'the entry requests go to the servers in turn, not through deploy/nginx.conf (nginx is not installed)',
    );
  else {
    cache = await checkProxyCache({ proxy });
    problems.push(...cache.problems);
    console.log(JSON.stringify({ check: 'proxy cache', vary: cache.vary, statuses: cache.statuses }));
  }
  const outbox = await checkOutbox({
    servers: site,
    proxy,
    league: leagueServer,
    counter,
    databaseUrl: store.databaseUrl,
    requests,
    clients,
    runId,
    year,
  });
  problems.push(...outbox.problems);
  console.log(JSON.stringify({ check: 'outbox with a server killed', ...outbox.summary }));
} catch (error) {
  problems.push(`the run could not finish: ${error.stack ?? error.message}`);
} finally {
  await proxy?.stop();
  await sink?.kill().catch(() => undefined);
  await stopSite(site).catch(() => undefined);
  if (leagueServer) await stopServer(leagueServer).catch(() => undefined);
  await counter?.close();
  const keep = values.keep || problems.length > 0;
  await store.dispose({ keepDataDir: keep });
  await league.dispose({ keepDataDir: keep });
  if (!keep) fs.rmSync(root, { recursive: true, force: true });
}
if (problems.length) {
  for (const problem of problems.slice(0, 30)) console.error(`  ${problem}`);
  console.error(`Several servers FAILED; the server logs are in ${root}`);
  process.exit(1);
}
console.log(
  `Several servers: held. Imports, a confirmed match card and a player's name shown in full reached every server within 2 s, a swept one within ${SWEEP_SHOWN_WITHIN_MS / 1000} s, one rate-limit allowance for all (limited on one, limited on every one), ${cache ? `nginx's cache kept two copies of a page for ${cache.lists} Accept-Encoding lists, ` : ''}${requests} entry requests${proxy ? ' through nginx' : ''} each stored and delivered once with a server killed, every message mailed once with a server and the mail server killed.`,
);
