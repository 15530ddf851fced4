/**
 * `node scripts/concurrent-writes.mjs`: many writers at once on one season (issue 32), on three servers sharing
 * PostgreSQL and on one server with PGlite: schools reporting, confirming, disputing and correcting; the zone's
 * scorer and the Director of Play publishing, entering and correcting; zone workbooks imported (zone E's from
 * downloads left open a while, so they go stale); the league importing another season. Then, from the store:
 * every acknowledged write is there once, every refusal was of a write made from an older view and says so,
 * no workbook changed a cell its writer did not type, and no change-log entry puts back a replaced value.
 *
 *   --seconds N (default 60) --engines postgres,pglite --keep (leave the servers' logs)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, log, root } from './setup.mjs';
import { createStore } from './durability/store.mjs';
import { command, startSite, stopSite } from './multi-server/site.mjs';
import { freePort, startServer } from './durability/server.mjs';
import { officialWriter, schoolWriter, workbookWriter, importWriter } from './concurrent-writes/writers.mjs';
import { checkRun } from './concurrent-writes/check.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    engines: { type: 'string', default: 'postgres,pglite' },
    keep: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const TODAY = '2026-11-26';

/** The demo season's matches played by TODAY with no result, by school: what the schools' writers send. */
function openMatches() {
  const season = JSON.parse(fs.readFileSync(path.join(root, 'demo', 'season-2026.json'), 'utf8'));
  const bySchool = new Map();
  const add = (school, key) => bySchool.set(school, [...(bySchool.get(school) ?? []), key]);
  const zoneE = [];
  for (const division of season.divisions) {
    const team = (no) => division.teams.find((t) => t.no === no);
    for (const round of division.rounds)
      for (const p of round.pairings) {
        const [home, away] = [team(p.home), team(p.away)];
        if (
          p.result ||
          !round.date ||
          round.date > TODAY ||
          !home?.school ||
          !away?.school ||
          home.bye ||
          away.bye
        )
          continue;
        const key = `${division.code}~r${round.n}~${p.home}v${p.away}`;
        add(home.school, key);
        add(away.school, key);
        if (division.code === 'IE1') zoneE.push(key);
      }
  }
  return { bySchool, zoneE };
}

/** The score cells of IE1's rounds 3 to 7 (columns E to I, its eight teams' rows 6 to 13), and PA1's and EC1's of all rounds. */
const cells = (columns, rows = [6, 7, 8, 9, 10, 11, 12, 13]) =>
  columns.flatMap((c) => rows.map((r) => `${c}${r}`));

async function oneServer(env, runDir) {
  const port = await freePort();
  const logFile = path.join(runDir, 'server.log');
  const server = await startServer({ env, port, logFile });
  return {
    ...server,
    name: 'the server',
    dataDir: env.DATA_DIR,
    url: `http://127.0.0.1:${port}`,
    alive: true,
  };
}

async function runOn(engine) {
  const count = engine === 'postgres' ? 3 : 1;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `concurrent-writes-${engine}-`));
  const store = await createStore(engine);
  let servers = [];
  const writes = [];
  try {
    await store.seed();
    const env = {
      ...store.env,
      LEAGUE_TODAY: TODAY,
      LINK_SECRET: 'concurrent-writes-link-secret-0123456789abcdef',
      ALTCHA_HMAC_KEY: 'concurrent-writes-altcha-key-0123456789',
      // Twenty writers from one address: the per-visitor limits are not what this run measures.
      CARD_RATE_LIMIT: '1000000',
      PRIVATE_PAGE_RATE_LIMIT: '1000000',
      RESULT_CONFIRM_DAYS: '3',
    };
    // PGlite: one server on the seeded store's own folder; PostgreSQL: several, each with a folder of its own.
    servers =
      engine === 'pglite'
        ? [await oneServer(env, runDir)]
        : await startSite({ count, env, root: runDir, label: `${engine}-server` });
    const { output } = await command(servers[0], { name: 'links', year: 2026 });
    const tokens = new Map();
    for (const line of String(output).trim().split('\n')) {
      const [kind, subject, address] = line.split('\t');
      tokens.set(`${kind} ${subject}`, new URL(address).pathname.split('/')[2]);
    }
    const { bySchool, zoneE } = openMatches();
    const deadline = Date.now() + SECONDS * 1000;
    const common = { log: writes, servers, deadline };
    const writers = [
      ...[...bySchool]
        .filter(([name]) => tokens.has(`school ${name}`))
        .map(([name, matches]) =>
          schoolWriter({ ...common, name, token: tokens.get(`school ${name}`), matches }),
        ),
      ...['scorer E', 'scorer E', 'director -', 'director -'].map((who, i) =>
        officialWriter({ ...common, name: `${who} (${i + 1})`, token: tokens.get(who), matches: zoneE }),
      ),
      workbookWriter({
        ...common,
        zone: 'E',
        sheet: 'IE1',
        cells: cells(['E', 'F', 'G', 'H', 'I']),
        staleMs: 8000,
        n: 1,
      }),
      workbookWriter({
        ...common,
        zone: 'E',
        sheet: 'IE1',
        cells: cells(['E', 'F', 'G', 'H', 'I']),
        staleMs: 8000,
        n: 2,
      }),
      workbookWriter({
        ...common,
        zone: 'PA',
        sheet: 'PA1',
        cells: cells(['C', 'D', 'E', 'F', 'G', 'H', 'I']),
        staleMs: 500,
        n: 3,
      }),
      workbookWriter({
        ...common,
        zone: 'EC',
        sheet: 'EC1',
        cells: cells(['C', 'D', 'E', 'F', 'G', 'H', 'I']),
        staleMs: 500,
        n: 4,
      }),
      importWriter({ ...common, root }),
    ];
    console.log(`  ${engine}: ${writers.length} writers on ${count} server(s) for ${SECONDS} s`);
    await Promise.all(writers);
    await stopSite(servers);
    servers = [];
    const result = checkRun({
      log: writes,
      versions: await store.readVersions(2026),
      changes: await store.readChanges(2026),
    });
    return { engine, writers: writers.length, ...result };
  } finally {
    if (servers.length) await stopSite(servers);
    await store.dispose({ keepDataDir: args.keep });
    if (!args.keep) fs.rmSync(runDir, { recursive: true, force: true });
    else console.log(`  ${engine}: logs kept in ${runDir}`);
  }
}

await ensureBuild();
let failed = false;
for (const engine of args.engines.split(',').filter(Boolean)) {
  const outcome = await runOn(engine);
  console.log(JSON.stringify({ engine, writers: outcome.writers, ...outcome.summary }));
  for (const problem of outcome.problems.slice(0, 40)) console.error(`  ${engine}: ${problem}`);
  if (outcome.problems.length) failed = true;
  if (outcome.writers < 20) {
    console.error(`  ${engine}: only ${outcome.writers} writers; the run needs at least 20.`);
    failed = true;
  }
}
if (failed) {
  console.error('Concurrent writes FAILED.');
  process.exit(1);
}
log(
  `Concurrent writes: held. Every acknowledged write stored once, every refusal a stale view said as such, each workbook only its typed cell, no replaced value put back.`,
);
