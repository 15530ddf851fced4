/**
 * `npm run bench`: the production build on a fresh store with the demo seasons, loaded page kind by
 * page kind beside its floors (framework: a bare Next.js app, bench/floor-app; runtime; nginx from a
 * file, and nginx's cache in front of that file), then page weight. docs/performance.md explains every
 * number.
 *
 *   npm run bench                     throughput, latency and page weight
 *   npm run bench -- --quick          the same with one short round, for trying it out
 *   npm run bench -- --large          demo store against 80 extra seasons of 500 divisions, and the cost of
 *                                     a card confirmation and a zone workbook upload on each (and on a season
 *                                     of four times the divisions)
 *   npm run bench -- --lighthouse     Lighthouse 12, mobile and desktop, on each page kind
 *
 * Options: --rounds N, --seconds N, --connections N, --port N (first of the thirteen ports used, default
 * 3500), --no-wrk, --no-nginx, --no-pin (servers and load left to the scheduler; by default the servers
 * run on CPU 0 and the benchmark with its load on the others), --json FILE (everything measured, for the
 * record), --keep (leave the run's directory in /tmp), --rebuild-large, --lighthouse-runs N (default 3,
 * --quick 1). --large and --lighthouse run only their own section; add --load to run the default one as well.
 * --before DIR: another checkout of the site, built, measured page by page beside this one (for
 * "no page slower than before"); its own server.mjs and command line run on a store of its own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, hasCommand, log, root } from '../scripts/setup.mjs';
import { startFrameworkFloor } from './lib/framework-floor.mjs';
import { runLarge, reportLarge } from './lib/large.mjs';
import { reportWrites, runWrites } from './lib/writes.mjs';
import { reportLighthouse, runLighthouse } from './lib/lighthouse.mjs';
import {
  pinLoadAndServers,
  seedStore,
  startNginx,
  startRuntimeFloor,
  startSite,
  stopAll,
} from './lib/processes.mjs';
import { discoverTargets } from './lib/targets.mjs';
import { measureThroughput, prepareTargets } from './lib/throughput.mjs';
import { reportThroughput } from './lib/throughput-report.mjs';
import { heading } from './lib/util.mjs';
import { ENTRY_FORM_BUDGET, READ_ONLY_BUDGET, measureWeight, reportWeight } from './lib/weight.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    large: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    load: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3500' },
    'no-wrk': { type: 'boolean', default: false },
    'no-nginx': { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'rebuild-large': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string' },
    before: { type: 'string' },
  },
});

const positive = (text, name) => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};
const settings = {
  rounds: args.rounds ? positive(args.rounds, 'rounds') : args.quick ? 1 : 3,
  seconds: args.seconds ? positive(args.seconds, 'seconds') : args.quick ? 1 : 2,
  warmSeconds: args.quick ? 0.5 : 1,
  connections: positive(args.connections, 'connections'),
};
// Slow points (pages rendered per request) run longer than `seconds`, up to this.
settings.maxSeconds = Math.max(settings.seconds, args.quick ? 3 : 6);
const basePort = positive(args.port, 'port');
const sections = {
  load: args.load || (!args.large && !args.lighthouse),
  large: args.large,
  lighthouse: args.lighthouse,
};

const nginxBinary = args['no-nginx']
  ? null
  : hasCommand('nginx')
    ? 'nginx'
    : fs.existsSync('/usr/sbin/nginx')
      ? '/usr/sbin/nginx'
      : null;
const tools = ['autocannon', ...(!args['no-wrk'] && hasCommand('wrk') ? ['wrk'] : [])];

function machine() {
  const cpus = os.cpus();
  let nextVersion = '?';
  try {
    nextVersion = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'),
    ).version;
  } catch {
    // reported as unknown
  }
  // nginx -v writes its version to standard error.
  const version = (command) => {
    const out = spawnSync(command, ['-v'], { encoding: 'utf8' });
    return `${out.stdout ?? ''}${out.stderr ?? ''}`.trim().split('\n')[0] ?? '';
  };
  return {
    date: new Date().toISOString(),
    cpus: cpus.length,
    cpu: cpus[0]?.model ?? '?',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    next: nextVersion,
    nginx: nginxBinary ? version(nginxBinary).replace(/^nginx version: /, '') : null,
    wrk: tools.includes('wrk'),
    loadAverage: os.loadavg().map((n) => n.toFixed(2)),
  };
}

async function loadSection(runDir, record) {
  const logFile = path.join(runDir, 'site.log');
  log('Throughput and latency');
  const dataDir = path.join(runDir, 'store');
  await seedStore(dataDir, logFile);
  const site = await startSite({ port: basePort, dataDir, logFile });
  const framework = await startFrameworkFloor({
    port: basePort + 4,
    logFile: path.join(runDir, 'framework-floor.log'),
  });
  const frameworkWithHandler = await startFrameworkFloor({
    port: basePort + 12,
    logFile: path.join(runDir, 'framework-floor-handler.log'),
    cacheHandler: true,
  });
  const before = args.before ? await startBefore(runDir) : null;
  const { targets, entryForm } = await discoverTargets(site.url);
  const prepared = await prepareTargets(site, framework, targets, path.join(runDir, 'bodies'), before);
  const runtime = await startRuntimeFloor({
    port: basePort + 1,
    dir: path.join(runDir, 'bodies'),
    logFile: path.join(runDir, 'runtime-floor.log'),
  });
  const nginx = nginxBinary
    ? await startNginx({
        binary: nginxBinary,
        prefix: path.join(runDir, 'nginx'),
        staticDir: path.join(runDir, 'bodies'),
        directPort: basePort + 2,
        cachedPort: basePort + 3,
        upstreamPort: basePort,
        ceilingPort: basePort + 8,
        ceilingFilesPort: basePort + 9,
        logFile: path.join(runDir, 'nginx.log'),
      })
    : null;
  if (!nginxBinary)
    console.log('  nginx is not installed (or --no-nginx): its floor and cache are left out.');
  if (!tools.includes('wrk')) console.log('  wrk is not installed (or --no-wrk): autocannon only.');

  const servers = { site, framework, frameworkWithHandler, runtime, nginx, before };
  const results = await measureThroughput(prepared, servers, { ...settings, tools, scratchDir: runDir });
  record.targets = prepared.map(
    ({ name, path: p, method, bytes, floor, cacheControl, nginxCache, note }) => ({
      name,
      path: p,
      method,
      bytes,
      floor,
      cacheControl,
      nginxCache,
      note,
    }),
  );
  record.throughput = results;
  record.ratios = reportThroughput(prepared, results, { ...settings, tools });

  const pages = [
    ...prepared
      .filter((t) => t.kind === 'html')
      .map((t) => ({ name: t.name, path: t.path, budget: READ_ONLY_BUDGET })),
    { name: 'entry form', path: entryForm, budget: ENTRY_FORM_BUDGET },
  ];
  record.weight = await measureWeight(site.url, pages, `${framework.url}/0`);
  reportWeight(record.weight);

  await nginx?.stop();
  await before?.stop();
  await runtime.stop();
  await frameworkWithHandler.stop();
  await framework.stop();
  await site.stop();
}

/** The --before checkout's server on a demo store made by its own command line (port + 7). */
async function startBefore(runDir) {
  const siteRoot = path.resolve(args.before);
  if (!fs.existsSync(path.join(siteRoot, '.next', 'BUILD_ID')))
    throw new Error(`--before ${siteRoot}: no build there (run next build in it first).`);
  const logFile = path.join(runDir, 'before.log');
  const commit = spawnSync('git', ['-C', siteRoot, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  console.log(
    `  Beside it: the checkout in ${siteRoot}${commit ? ` (commit ${commit})` : ''}, on a store of its own.`,
  );
  const dataDir = path.join(runDir, 'before-store');
  await seedStore(dataDir, logFile, siteRoot);
  return startSite({ port: basePort + 7, dataDir, logFile, siteRoot });
}

async function lighthouseSection(runDir, record) {
  log('Lighthouse');
  const logFile = path.join(runDir, 'lighthouse-site.log');
  const dataDir = path.join(runDir, 'lighthouse-store');
  await seedStore(dataDir, logFile);
  const site = await startSite({ port: basePort + 5, dataDir, logFile });
  const framework = await startFrameworkFloor({
    port: basePort + 6,
    logFile: path.join(runDir, 'lighthouse-framework-floor.log'),
  });
  try {
    const { targets, entryForm } = await discoverTargets(site.url);
    const pages = [...targets.filter((t) => t.kind === 'html'), { name: 'entry form', path: entryForm }];
    const reportDir = path.join(runDir, 'lighthouse');
    fs.mkdirSync(reportDir, { recursive: true });
    const runs = args['lighthouse-runs']
      ? positive(args['lighthouse-runs'], 'lighthouse-runs')
      : args.quick
        ? 1
        : 3;
    record.lighthouse = await runLighthouse(site.url, pages, `${framework.url}/0`, { reportDir, runs });
    reportLighthouse(record.lighthouse);
  } finally {
    await framework.stop();
    await site.stop();
  }
}

async function largeSection(runDir, record) {
  log('Demo store against the large store');
  record.large = await runLarge({
    runDir,
    basePort: basePort + 10,
    ...settings,
    rebuild: args['rebuild-large'],
  });
  reportLarge(record.large, settings);
  log('Writes on the demo store, the large store and a season of four times the divisions');
  record.writes = await runWrites({
    runDir,
    stores: { demo: path.join(runDir, 'demo-store'), large: path.join(runDir, 'large-store') },
    logFile: path.join(runDir, 'large.log'),
  });
  reportWrites(record.writes);
}

await ensureBuild();
// After the build, which may use every CPU.
const pinned = args['no-pin'] ? null : pinLoadAndServers();
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-run-'));
const record = {
  machine: machine(),
  settings: { ...settings, tools, basePort, before: args.before ?? null, pinned },
};
heading(
  `npm run bench, ${record.machine.date}: ${record.machine.cpus} × ${record.machine.cpu}, ${record.machine.memoryGb} GB, Node ${record.machine.node}, Next ${record.machine.next}` +
    `${record.machine.nginx ? `, ${record.machine.nginx}` : ''}; load average ${record.machine.loadAverage.join(' ')}`,
);
console.log(
  pinned
    ? `  Servers on CPU ${pinned.servers}, the load on CPU ${pinned.load} (--no-pin to leave them to the scheduler).`
    : '  Servers and load share the CPUs (--no-pin, or no taskset or second CPU here).',
);
console.log(`  Run directory (stores, logs, nginx prefix): ${runDir}`);
let failed = false;
try {
  if (sections.load) await loadSection(runDir, record);
  if (sections.large) await largeSection(runDir, record);
  if (sections.lighthouse) await lighthouseSection(runDir, record);
} catch (error) {
  failed = true;
  console.error(`\nThe benchmark stopped: ${error.stack ?? error}`);
} finally {
  stopAll();
  record.machine.loadAverageAfter = os.loadavg().map((n) => n.toFixed(2));
  if (args.json) {
    fs.writeFileSync(path.resolve(args.json), `${JSON.stringify(record, null, 2)}\n`);
    console.log(`\n  Everything measured is in ${path.resolve(args.json)}.`);
  }
  if (args.keep || failed) console.log(`  Logs and stores kept in ${runDir}.`);
  else fs.rmSync(runDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
