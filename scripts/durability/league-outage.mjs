/**
 * The site on the league's API (LEAGUE_API_URL) while that API goes away and comes back, through
 * two production servers: the "league" is our own server on a store with the demo seasons (it
 * serves the API contract), the site is a second server reading it. While the league is killed,
 * the site's pages must show what they showed before and its entry requests must be accepted (into
 * its outbox); once the league is back, each request must reach the league exactly once. The same for
 * match cards (league-outage-cards.mjs): sent from Chromium on the site while the league is away, each
 * must reach the league's card events exactly once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { log } from '../setup.mjs';
import { freePort, killServer, startServer, stopServer } from './server.mjs';
import { createStore } from './store.mjs';
import { runClients } from './clients.mjs';
import { compareRelayedCards, prepareCards, sendCards, waitForCards } from './league-outage-cards.mjs';

const PAGES = [
  '/home',
  '/2026/competition/metropolitan/primary',
  '/2026/divisions/intermediate/PA',
  '/2025/country-secondary-finals',
  '/enter-online',
];
const OUTAGE_CARDS = 6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page's status and its main content, scripts left out. A page that streams (the entry form) sends
 * its loading placeholder's <main> first when the data is slow, and the content's <main> last.
 */
async function readPage(baseUrl, pagePath) {
  const response = await fetch(baseUrl + pagePath, { signal: AbortSignal.timeout(60_000) });
  const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  const main = html.match(/<main\b[\s\S]*?<\/main>/g)?.at(-1) ?? '';
  return { status: response.status, main };
}

/** The league's stored entry requests of `year`, asked of the running league server as `npm run league -- entries` would. */
async function leagueEntries(store, year) {
  const owner = JSON.parse(fs.readFileSync(path.join(store.dataDir, 'owner.json'), 'utf8'));
  const response = await fetch(`${owner.url}/api/admin/league`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-league-token': owner.token },
    body: JSON.stringify({ name: 'entries', year }),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = await response.json();
  if (!answer.ok) throw new Error(`The league server refused the entries command: ${JSON.stringify(answer)}`);
  return answer.output;
}

export async function runLeagueOutage({ requests, clients, year, keep, cards = 0 }) {
  const runId = crypto.randomBytes(4).toString('hex');
  // The key the site and the league share for the card calls.
  const key = `league-key-${runId}-${crypto.randomBytes(24).toString('hex')}`;
  const league = await createStore('pglite');
  const site = await createStore('pglite');
  const leagueLog = path.join(league.dataDir, 'server.log');
  const siteLog = path.join(site.dataDir, 'server.log');
  log(
    `League API outage: ${requests} entry requests to a site whose league API is killed half way (league ${league.dataDir}, site ${site.dataDir})`,
  );
  const limits = {
    ENTRY_RATE_LIMIT: '1000000',
    LOOKUP_RATE_LIMIT: '1000000',
    ALTCHA_MAX_NUMBER: '1000',
    PRIVATE_PAGE_RATE_LIMIT: '1000000',
    CARD_RATE_LIMIT: '1000000',
  };
  let leagueServer = null;
  let siteServer = null;
  const problems = [];
  try {
    await league.seed();
    const [leaguePort, sitePort] = [await freePort(), await freePort()];
    const leagueEnv = {
      ...league.env,
      ...limits,
      ALTCHA_HMAC_KEY: `league-${runId}-0123456789abcdef`,
      LEAGUE_API_KEY: key,
    };
    leagueServer = await startServer({ env: leagueEnv, port: leaguePort, logFile: leagueLog });
    const siteEnv = {
      ...site.env,
      ...limits,
      ALTCHA_HMAC_KEY: `site-${runId}-0123456789abcdef`,
      LEAGUE_API_URL: `http://127.0.0.1:${leaguePort}`,
      LEAGUE_API_KEY: key,
    };
    siteServer = await startServer({ env: siteEnv, port: sitePort, logFile: siteLog });
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const leagueUrl = `http://127.0.0.1:${leaguePort}`;
    // A few cards are enough to show the outbox holds across the outage; the crash run sends the many.
    const relayed = cards
      ? await prepareCards({ league, siteUrl, year, count: Math.min(cards, OUTAGE_CARDS) })
      : null;

    const before = new Map();
    for (const page of PAGES) before.set(page, await readPage(siteUrl, page));
    for (const [page, read] of before)
      if (read.status !== 200 || !read.main)
        problems.push(`${page} answered ${read.status} with the league up`);

    const half = Math.ceil(requests / 2);
    const first = await runClients({ baseUrl: () => siteUrl, count: half, clients, runId: `${runId}a` });
    await killServer(leagueServer);
    leagueServer = null;

    let samePages = 0;
    for (const page of PAGES) {
      const read = await readPage(siteUrl, page);
      if (read.status === 200 && read.main === before.get(page).main) samePages += 1;
      else
        problems.push(
          `${page} during the outage: status ${read.status}, ${read.main === before.get(page).main ? 'same' : 'different'} content`,
        );
    }
    const second = await runClients({
      baseUrl: () => siteUrl,
      count: requests - half,
      clients,
      runId: `${runId}b`,
    });
    const outcomes = [...first.outcomes, ...second.outcomes];
    for (const o of outcomes.filter((o) => !o.ok))
      problems.push(`${o.key}: refused by the site (${o.status}: ${o.error})`);
    const acceptedDuringOutage = second.outcomes.filter((o) => o.ok).length;
    const cardOutcomes = relayed ? await sendCards({ siteUrl, ...relayed }) : [];

    leagueServer = await startServer({ env: leagueEnv, port: leaguePort, logFile: leagueLog });
    const restartedAt = Date.now();
    let delivered = [];
    // The site sends its outbox on its next pass, or at once when a page read finds the league back.
    while (Date.now() - restartedAt < 180_000) {
      await readPage(siteUrl, '/home').catch(() => null);
      delivered = await leagueEntries(league, year);
      if (delivered.length >= outcomes.length) break;
      await sleep(1000);
    }
    const drainSeconds = Math.round((Date.now() - restartedAt) / 1000);
    const cardsDrain = relayed ? await waitForCards({ siteUrl, leagueUrl, key, ...relayed }) : null;
    await stopServer(siteServer);
    siteServer = null;
    await sleep(2000);
    delivered = await leagueEntries(league, year);
    await stopServer(leagueServer);
    leagueServer = null;
    if (relayed)
      problems.push(
        ...compareRelayedCards(cardOutcomes, await league.readCardEvents(year), await site.readCardOutbox()),
      );

    const count = new Map();
    for (const row of delivered) count.set(row.idempotencyKey, (count.get(row.idempotencyKey) ?? 0) + 1);
    for (const o of outcomes) {
      const n = count.get(o.key) ?? 0;
      if (n !== 1) problems.push(`${o.key}: the league holds it ${n} times`);
    }
    const sent = new Set(outcomes.map((o) => o.key));
    for (const key of count.keys())
      if (!sent.has(key)) problems.push(`the league holds ${key}, which was never sent`);
    const siteRows = await site.readEntries(year);
    if (siteRows.length !== outcomes.length)
      problems.push(`the site's outbox holds ${siteRows.length} requests for ${outcomes.length} sent`);

    console.log(
      JSON.stringify({
        scenario: 'league-outage',
        requests,
        acceptedBeforeOutage: first.outcomes.filter((o) => o.ok).length,
        acceptedDuringOutage,
        pagesSameDuringOutage: `${samePages}/${PAGES.length}`,
        deliveredToLeague: delivered.length,
        drainSeconds,
        cardsSentDuringOutage: cardOutcomes.filter((o) => o.ok).length,
        cardsReportedAtLeague: cardsDrain?.reported ?? 0,
        cardsDrainSeconds: cardsDrain?.seconds ?? 0,
        problems: problems.length,
      }),
    );
    if (problems.length) {
      for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
      console.error(
        `League API outage FAILED; the server logs and data are in ${league.dataDir} and ${site.dataDir}`,
      );
      return false;
    }
    console.log(
      `League API outage: held. Pages unchanged, ${acceptedDuringOutage} requests and ${cardOutcomes.length} cards accepted while the league was away, each delivered once.`,
    );
    return true;
  } finally {
    if (siteServer) await killServer(siteServer);
    if (leagueServer) await killServer(leagueServer);
    await league.dispose({ keepDataDir: keep || problems.length > 0 });
    await site.dispose({ keepDataDir: keep || problems.length > 0 });
  }
}
