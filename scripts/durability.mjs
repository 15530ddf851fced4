/**
 * `npm run test:durability`: entry requests survive a crash of the server.
 *
 * For each engine, on a fresh store with the demo seasons: start the production server, send valid
 * entry requests from many concurrent clients (each retrying with the same idempotency key until it
 * gets a definite answer), kill the server with SIGKILL while requests are in flight, start it again
 * on the same store, let the clients finish, stop the server and read the store directly. Every
 * request answered with success must be stored exactly once, under the id it was answered with, and
 * no request may be stored twice.
 *
 * Match cards the same way: card reports sent from Chromium (the card actions are server actions), at
 * least --cards and more until every kill has come, each pressed again from its form (same idempotency
 * key) until the page says it is sent; then card_events must hold exactly one report of each, and nothing else.
 *
 * Then the league API outage (scripts/durability/league-outage.mjs): a site on LEAGUE_API_URL keeps
 * its pages and takes entry requests and match cards (up to 6 of --cards, relayed with LEAGUE_API_KEY)
 * while the league's server is killed, and delivers each to the league exactly once when it is back.
 *
 *   node scripts/durability.mjs [--requests 300] [--clients 24] [--kills 1] [--cards 12] [--engines pglite,postgres]
 *                               [--scenarios crash,league-outage] [--keep]
 *
 * --keep leaves the PGlite data folders and server logs behind (they are kept anyway after a failure).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { ensureBuild, log, root } from './setup.mjs';
import { freePort, killServer, startServer, stopServer } from './durability/server.mjs';
import { createStore } from './durability/store.mjs';
import { runClients } from './durability/clients.mjs';
import { runLeagueOutage } from './durability/league-outage.mjs';
import { compareCards, startCards } from './durability/cards.mjs';

/** A run whose clients hang fails with what it knows, rather than holding the gate for ever (scripts/run-tests.mjs). */
const CLIENTS_WITHIN_MS = 10 * 60_000;
function withinTime(work, why) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(why())), CLIENTS_WITHIN_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// Browser tabs sending cards: a few, the machine also runs the server and the entry clients.
const CARD_PAGES = 3;

const ENGINES = ['pglite', 'postgres'];
const SCENARIOS = ['crash', 'league-outage'];

function options() {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '300' },
      clients: { type: 'string', default: '24' },
      kills: { type: 'string', default: '1' },
      cards: { type: 'string', default: '12' },
      engines: { type: 'string', default: ENGINES.join(',') },
      scenarios: { type: 'string', default: SCENARIOS.join(',') },
      keep: { type: 'boolean', default: false },
    },
  });
  const number = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) {
      console.error(`--${name} must be a whole number of at least ${min}.`);
      process.exit(2);
    }
    return value;
  };
  const list = (name, allowed) => {
    const chosen = values[name]
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (!chosen.length || chosen.some((e) => !allowed.includes(e))) {
      console.error(`--${name} takes ${allowed.join(' and/or ')}, comma-separated.`);
      process.exit(2);
    }
    return chosen;
  };
  return {
    requests: number('requests', 1),
    clients: number('clients', 1),
    kills: number('kills', 0),
    cards: number('cards', 0),
    engines: list('engines', ENGINES),
    scenarios: list('scenarios', SCENARIOS),
    keep: values.keep,
  };
}

/** The demo season that takes entries. */
function activeYear() {
  const dir = path.join(root, 'demo');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const bundle = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (bundle.active) return bundle.year;
  }
  throw new Error('No demo season is active.');
}

/** What the store holds against what the clients were told; an empty list means it held. */
function compare(outcomes, rows) {
  const problems = [];
  const byKey = new Map();
  const bySchool = new Map();
  for (const row of rows) {
    byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    bySchool.set(row.school, [...(bySchool.get(row.school) ?? []), row]);
  }
  const sent = new Set(outcomes.map((o) => o.key));
  for (const outcome of outcomes) {
    const stored = byKey.get(outcome.key) ?? [];
    if (!outcome.ok) {
      problems.push(`${outcome.key}: a valid request was refused (${outcome.status}: ${outcome.error})`);
      continue;
    }
    if (stored.length === 0)
      problems.push(
        `${outcome.key}: answered ${outcome.status} with id ${outcome.id}, but not stored (lost)`,
      );
    else if (stored.length > 1) problems.push(`${outcome.key}: stored ${stored.length} times`);
    else if (stored[0].id !== outcome.id)
      problems.push(`${outcome.key}: answered with id ${outcome.id}, stored as id ${stored[0].id}`);
  }
  for (const [school, copies] of bySchool) {
    if (copies.length > 1)
      problems.push(`${school}: stored ${copies.length} times (ids ${copies.map((r) => r.id).join(', ')})`);
  }
  for (const row of rows) if (!sent.has(row.key)) problems.push(`row ${row.id} (${row.key}) was never sent`);
  return problems;
}

async function runEngine(engine, settings, year) {
  const runId = crypto.randomBytes(4).toString('hex');
  const store = await createStore(engine);
  const logFile = path.join(store.dataDir, 'server.log');
  log(
    `Durability on ${engine}: ${settings.requests} requests from ${settings.clients} clients, ${settings.cards} cards, ${settings.kills} SIGKILL(s) (store ${store.databaseUrl || store.dataDir})`,
  );
  let server = null;
  let cards = null;
  let passed = false;
  try {
    await store.seed();
    const port = await freePort();
    const env = {
      ...store.env,
      // One address sends everything here, and the bot check only has to be real, not slow.
      ENTRY_RATE_LIMIT: '1000000',
      LOOKUP_RATE_LIMIT: '1000000',
      ALTCHA_MAX_NUMBER: '1000',
      ALTCHA_HMAC_KEY: `durability-${runId}-0123456789abcdef`,
      PRIVATE_PAGE_RATE_LIMIT: '1000000',
      CARD_RATE_LIMIT: '1000000',
    };
    server = await startServer({ env, port, logFile });

    const killAt = Array.from({ length: settings.kills }, (_, i) =>
      Math.max(1, Math.floor((settings.requests * (i + 1)) / (settings.kills + 1))),
    );
    const kills = [];
    let restarting = Promise.resolve();
    let started = 0;
    const onAnswer = (done) => {
      if (killAt.length && done >= killAt[0]) {
        killAt.shift();
        const current = server;
        kills.push({
          afterAnswers: done,
          inFlight: Math.min(settings.clients, settings.requests - done),
          cardsInFlight: cards.inFlight(),
        });
        restarting = restarting.then(async () => {
          await killServer(current);
          server = await startServer({ env, port, logFile });
          started += 1;
        });
      }
    };
    const baseUrl = () => `http://127.0.0.1:${port}`;
    cards = await startCards({
      store,
      year,
      count: settings.cards,
      pages: CARD_PAGES,
      baseUrl,
      // The cards go on (past --cards, while the demo has matches) until every kill has been.
      more: () => killAt.length > 0,
    });
    let answered = 0;
    const [{ outcomes, stats }, cardOutcomes] = await withinTime(
      Promise.all([
        runClients({
          baseUrl,
          count: settings.requests,
          clients: settings.clients,
          runId,
          onAnswer: (done) => {
            answered = done;
            onAnswer(done);
          },
        }),
        cards.finished,
      ]),
      () =>
        `the clients did not finish within ${CLIENTS_WITHIN_MS / 60_000} min: ${answered} of ${settings.requests} entry requests answered, ${cards.inFlight()} card(s) in flight`,
    );
    await restarting;
    await stopServer(server);
    server = null;

    const rows = await store.readEntries(year);
    const cardEvents = await store.readCardEvents(year);
    const problems = [...compare(outcomes, rows), ...compareCards(cardOutcomes, cardEvents)];
    if (settings.cards && kills.some((k) => k.cardsInFlight === 0))
      problems.push('a kill came with no card in flight (the demo has too few matches to report)');
    const ok = outcomes.filter((o) => o.ok);
    const summary = {
      engine,
      requests: settings.requests,
      stored: rows.length,
      answered201: ok.filter((o) => o.status === 201).length,
      answered200: ok.filter((o) => o.status === 200).length,
      refused: outcomes.length - ok.length,
      retried: outcomes.filter((o) => o.attempts > 1).length,
      ...stats,
      cards: cardOutcomes.length,
      cardReportsStored: cardEvents.length,
      cardsPressedAgain: cardOutcomes.filter((o) => o.presses > 1).length,
      cardsOpenedAgain: cardOutcomes.filter((o) => o.opened > 1).length,
      kills: kills.map(
        (k) =>
          `after ${k.afterAnswers} answers, ${k.inFlight} in flight, ${k.cardsInFlight} card(s) in flight`,
      ),
      restarts: started,
      problems: problems.length,
    };
    console.log(JSON.stringify(summary));
    if (started !== settings.kills) problems.push(`expected ${settings.kills} restart(s), saw ${started}`);
    if (problems.length) {
      for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
      if (problems.length > 20) console.error(`  … and ${problems.length - 20} more`);
      console.error(`Durability on ${engine} FAILED; the server log and data are in ${store.dataDir}`);
    } else {
      console.log(
        `Durability on ${engine}: held. Every one of ${settings.requests} requests and ${cardOutcomes.length} cards stored exactly once.`,
      );
      passed = true;
    }
    return passed;
  } finally {
    await cards?.close();
    if (server) await killServer(server);
    await store.dispose({ keepDataDir: settings.keep || !passed });
  }
}

const settings = options();
const year = activeYear();
await ensureBuild();
let failed = false;
if (settings.scenarios.includes('crash')) {
  for (const engine of settings.engines) {
    try {
      if (!(await runEngine(engine, settings, year))) failed = true;
    } catch (error) {
      console.error(`Durability on ${engine} could not run: ${error.message}`);
      failed = true;
    }
  }
}
if (settings.scenarios.includes('league-outage')) {
  try {
    if (!(await runLeagueOutage({ ...settings, year }))) failed = true;
  } catch (error) {
    console.error(`The league API outage could not run: ${error.message}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
