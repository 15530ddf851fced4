/**
 * `npm test`: install what is missing (a Chromium for Playwright included), then two lanes side by side
 * (scripts/lanes.mjs): type-check, lint, unit and data-layer tests; and the production build. Then the
 * scripts that need the build (durability, three servers on one store, concurrent writes, the card sweep,
 * server faults, anonymous traffic, the store outage, match cards through a relaying site, two servers'
 * copies of a page), each taken by whichever lane is free. Then the end-to-end tests alone. Stops at the
 * first failure with its exit code.
 *
 * Some tests need PostgreSQL (TEST_DATABASE_URL). Where it cannot be reached, the tests that need it
 * are left out and listed at the end; with CI set, a missing service fails the run instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { milestone, runLanes } from './lanes.mjs';
import {
  BUILD_LABEL,
  baseEnv,
  markBuilt,
  debianPythonHas,
  ensureDebianCommand,
  ensureDebianPackage,
  ensureDependencies,
  log,
  missingTestServices,
  npm,
  onCi,
  runOrExit,
} from './setup.mjs';
import { duration, stageTimes } from './setup.mjs';
import { printTimes } from './e2e-times.mjs';
import { CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL } from './chromium.mjs';

const E2E_TIMES = 'playwright-report/times.json';

const runStarted = Date.now();
// How long each stage took, and the whole run, however it ends.
process.on('exit', () => {
  if (!stageTimes.length) return;
  console.log('\n\u001b[1mTime per stage:\u001b[0m');
  for (const stage of stageTimes)
    console.log(
      `  ${duration(stage.took).padStart(10)}  ${stage.label}${stage.failed ? ' (failed)' : stage.stopped ? ' (stopped)' : ''}`,
    );
  console.log(`  ${duration(Date.now() - runStarted).padStart(10)}  in all`);
});

async function ensureChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return;
  // The tests' browser (scripts/chromium.mjs), else the full one.
  if (fs.existsSync(DEBIAN_HEADLESS_SHELL) || (await ensureDebianCommand('chromium-headless-shell'))) return;
  if (fs.existsSync(CHROMIUM_PATH) || (await ensureDebianCommand('chromium'))) return;
  // Not Debian, or not root: Playwright's own build (needs its download host).
  await runOrExit("Installing Playwright's Chromium", 'npx', ['playwright', 'install', 'chromium']);
}

const missing = await missingTestServices();
if (missing.length && onCi) {
  for (const service of missing)
    console.error(
      `${service.label} is not reachable at ${service.address}; under CI every test runs, so this is a failure.`,
    );
  if (missing.some((service) => service.name === 'postgres'))
    console.error(
      "Start PostgreSQL, or point TEST_DATABASE_URL at one that runs (its database is used to create and drop databases of the tests' own).",
    );
  process.exit(1);
}
const missingNames = missing.map((service) => service.name);
const reason = (name) => {
  const service = missing.find((s) => s.name === name);
  return `${service.label} not reachable at ${service.address}`;
};
for (const service of missing)
  log(
    `${service.label} is not reachable at ${service.address}: the tests that need it will be left out and listed at the end.`,
  );

// The test files write what they leave out here (test/services.ts); printed however the run ends.
const skippedFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'skipped.txt');
fs.writeFileSync(skippedFile, '');
const skipped = () => [...new Set(fs.readFileSync(skippedFile, 'utf8').split('\n').filter(Boolean))].sort();
process.on('exit', () => {
  const lines = skipped();
  if (lines.length) {
    console.log(`\n\u001b[1mSkipped (${lines.length}), because a service they need is missing:\u001b[0m`);
    for (const line of lines) console.log(`  ${line}`);
  }
  fs.rmSync(path.dirname(skippedFile), { recursive: true, force: true });
});
const multiServerMissing = missingNames.filter((name) => name === 'postgres');
// The gate runs every property test's full 10,000 inputs (test/property/harness.ts); alone they run fewer.
const testEnv = {
  ...baseEnv,
  TEST_SERVICES_MISSING: missingNames.join(','),
  TEST_SKIPPED_FILE: skippedFile,
  PROPERTY_RUNS: '10000',
};

await ensureDependencies();
await ensureChromium();
// The HTML conformance test runs the W3C Nu checker (vnu-jar), a Java program.
await ensureDebianCommand('java', 'default-jre-headless');
// The several-servers test balances across them with deploy/nginx.conf when nginx is here.
if (!multiServerMissing.length) await ensureDebianCommand('nginx');
// The zone workbook's test reads exported workbooks with an independent reader, Python's openpyxl.
await ensureDebianPackage('python3-openpyxl', () => debianPythonHas('openpyxl'));
// The paper card's spec reads the printed PDF as a person would: its text and its QR code.
await ensureDebianCommand('pdftotext', 'poppler-utils');
await ensureDebianCommand('zbarimg', 'zbar-tools');
await runOrExit(
  'Dependencies: installed as locked; known advisories where the registry answers',
  process.execPath,
  ['scripts/check-advisories.mjs'],
);
const node = (label, script, args = [], env = testEnv) => ({
  label,
  command: process.execPath,
  args: [script, ...args],
  env,
});
const skip = (line) => () => fs.appendFileSync(skippedFile, `${line}\n`);
const hasPostgres = !missingNames.includes('postgres');
const built = milestone();
const durabilityEngines = hasPostgres ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Two lanes side by side, then the end-to-end tests alone (they time pages, and share one store). The checks
 * and jest need no build; the scripts need it. Some of them mostly wait (for a sweep, a restart, a cut
 * connection), others keep a core busy (concurrent writes, the made-up addresses): 650 s of CPU in all, beside
 * jest's 720 (README). The build's lane starts on the scripts; jest's lane takes those still waiting when jest
 * ends, the longest first.
 */
await runLanes(
  [
    [
      { label: 'Type-checking (tsc)', command: npm, args: ['run', '--silent', 'typecheck'] },
      { label: 'Linting (eslint, prettier --check)', command: npm, args: ['run', '--silent', 'lint'] },
      {
        label: 'Unit, component and data-layer tests (jest)',
        command: npm,
        args: ['run', '--silent', 'test:unit', '--', '--ci'],
        env: testEnv,
      },
      built.wait,
    ],
    [
      { label: BUILD_LABEL, command: npm, args: ['run', 'build'] },
      () => {
        markBuilt();
        built.reach();
      },
    ],
  ],
  [
    hasPostgres ? () => {} : skip(`scripts/durability.mjs: "Durability on postgres" (${reason('postgres')})`),
    node(
      'Durability: entry requests across a server crash and a league API outage (short run)',
      'scripts/durability.mjs',
      ['--requests', '60', '--engines', durabilityEngines.join(',')],
    ),
    hasPostgres
      ? node(
          'Several servers: imports reach every server, one rate limit for all, the outbox with a server killed, mail with a server and the mail server killed',
          'scripts/multi-server.mjs',
        )
      : skip(`scripts/multi-server.mjs: "Several servers, one league" (${reason('postgres')})`),
    hasPostgres
      ? () => {}
      : skip(`scripts/concurrent-writes.mjs: "Concurrent writes on postgres" (${reason('postgres')})`),
    node(
      'Concurrent writes: 28 writers for 60 s on one season (three servers on PostgreSQL, one on PGlite), each write stored once or refused as stale',
      'scripts/concurrent-writes.mjs',
      ['--engines', durabilityEngines.join(',')],
    ),
    node(
      'Card sweep: a card nobody confirms, confirmed by the sweep, on the cached zone and school pages',
      'scripts/card-sweep.mjs',
    ),
    node(
      'Server faults: a stale owner record of a killed server; a flood of refusals, logged at a bounded rate; bodies posted to private addresses',
      'scripts/server-faults.mjs',
      [],
      baseEnv,
    ),
    node(
      'A failing page: 500 with the error page and a policy naming its scripts; memory under 10,000 made-up addresses',
      'scripts/anonymous-traffic.mjs',
      ['--addresses', '10000'],
    ),
    hasPostgres
      ? node(
          'Store outage: PostgreSQL down at start and cut mid-run (and eight times under load, nothing left unhandled), 503 meanwhile and healed without a restart; made-up school addresses read nothing',
          'scripts/store-outage.mjs',
          [],
          baseEnv,
        )
      : skip(`scripts/store-outage.mjs: "the site starts while PostgreSQL is down" (${reason('postgres')})`),
    node(
      'Match cards through the league API: reported and confirmed on a relaying site, published at the league',
      'scripts/cards-relay-journey.mjs',
    ),
    node(
      "Same copies: a cached page rendered by two servers from the same data is the same bytes, without a nonce, and each answers the other's ETag with 304",
      'scripts/same-copies.mjs',
    ),
  ],
);
// Where the end-to-end time went, however the stage ends (the report is this run's: removed first).
fs.rmSync(E2E_TIMES, { force: true });
process.on('exit', () => printTimes(E2E_TIMES));
await runOrExit('End-to-end tests (playwright, chromium)', npm, ['run', '--silent', 'test:e2e']);
log(
  skipped().length ? 'All tests that ran passed; the ones listed below were left out.' : 'All tests passed.',
);
