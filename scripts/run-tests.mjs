/**
 * `npm test`: install what is missing (a Chromium for Playwright included), then type-check, lint,
 * unit and data-layer tests, a production build, a short durability run (scripts/durability.mjs) and
 * the end-to-end tests. Stops at the first failure with its exit code.
 */
import fs from 'node:fs';
import { ensureBuild, ensureDependencies, hasCommand, log, npm, run, runOrExit } from './setup.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

async function ensureChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return;
  if (fs.existsSync(DEBIAN_CHROMIUM)) return;
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    log("Installing Debian's chromium for the end-to-end tests");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0 && (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0) return;
  }
  // Not Debian, or not root: Playwright's own build (needs its download host).
  await runOrExit("Installing Playwright's Chromium", 'npx', ['playwright', 'install', 'chromium']);
}

await ensureDependencies();
await ensureChromium();
await runOrExit('Dependencies: installed as locked; known advisories where the registry answers', process.execPath, ['scripts/check-advisories.mjs']);
await runOrExit('Type-checking (tsc)', npm, ['run', '--silent', 'typecheck']);
await runOrExit('Linting (eslint)', npm, ['run', '--silent', 'lint']);
await runOrExit('Unit, component and data-layer tests (jest)', npm, ['run', '--silent', 'test:unit', '--', '--ci']);
await ensureBuild({ force: true });
await runOrExit('Store outage: the site starts while PostgreSQL is down and recovers without a restart', process.execPath, ['scripts/store-outage.mjs']);
await runOrExit('Durability: entry requests across a server crash and a league API outage (short run)', process.execPath, ['scripts/durability.mjs', '--requests', '60']);
await runOrExit('End-to-end tests (playwright, chromium)', npm, ['run', '--silent', 'test:e2e']);
log('All tests passed.');
