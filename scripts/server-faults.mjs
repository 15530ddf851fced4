/**
 * `node scripts/server-faults.mjs`: faults of one server on the embedded store (PGlite), each on a
 * real server of the current build.
 *
 * 1. A killed server's owner record whose process number a live process has taken since: the
 *    command line must run its command itself (not hand it to the dead server), and a new server
 *    must open the store and answer 200 (not 503 for ever).
 * 2. Refusals flooding in (plain form posts and server action calls from another site, calls naming
 *    no action, unknown invitation links): each refused with its 4xx, and the log grows by a few lines,
 *    not one a request.
 * 3. Bodies posted to private addresses, and a visitor past the private pages' allowance
 *    (scripts/server-faults/private-bodies.mjs); and no private address in the server's log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { baseEnv, ensureBuild, log, npm, run } from './setup.mjs';
import { freePort, killServer, startServer, stopServer } from './durability/server.mjs';
import { check, get } from './store-outage/http.mjs';
import { PRIVATE_PAGES_A_MINUTE, checkPrivateBodies } from './server-faults/private-bodies.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'server-faults-'));
const dataDir = path.join(work, 'data');
const ownerFile = path.join(dataDir, 'owner.json');
const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: '', LEAGUE_API_URL: '' };
const REFUSALS = 300;

/** A live process that is not the owner: it took the dead server's number, as far as the record can tell. */
function foreignProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600_000)'], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('spawn', () => resolve(child)));
}

/** The dead server's record, with its number given to `pid`. */
function reuseNumber(record, pid) {
  fs.writeFileSync(ownerFile, JSON.stringify({ ...record, pid }), { mode: 0o600 });
}

async function staleOwner(port, logFile) {
  log('A killed server whose process number a live process has taken');
  const first = await startServer({ env, port, logFile, readyTimeoutMs: 240_000 });
  const record = JSON.parse(fs.readFileSync(ownerFile, 'utf8'));
  check(record.pid === first.child.pid && record.token, 'The server did not record itself in owner.json.');
  await killServer(first);
  check(fs.existsSync(ownerFile), 'The killed server left no owner record to test with.');
  const foreign = await foreignProcess();
  try {
    reuseNumber(record, foreign.pid);
    const output = path.join(work, 'league.log');
    const out = fs.openSync(output, 'w');
    const code = await run(npm, ['run', '--silent', 'league', '--', 'seed'], {
      env,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    const said = fs.readFileSync(output, 'utf8');
    check(code === 0, `npm run league -- seed failed with the stale record (exit ${code}):\n${said}`);
    check(!/holds the store/.test(said), `npm run league handed its command to the dead server:\n${said}`);
    reuseNumber(record, foreign.pid);
    const second = await startServer({ env, port, logFile, readyTimeoutMs: 240_000 });
    try {
      const home = await get(`http://127.0.0.1:${port}/home`);
      check(home.status === 200, `/home answered ${home.status} with the stale record (expected 200).`);
      check(
        JSON.parse(fs.readFileSync(ownerFile, 'utf8')).pid === second.child.pid,
        'The new server did not claim the store.',
      );
    } finally {
      await stopServer(second);
    }
  } finally {
    foreign.kill('SIGKILL');
  }
  log('Stale owner record: passed (the command line ran the seed itself; the new server answered 200)');
}

async function refusalFlood(port, logFile) {
  log(`Refusals flooding in: ${REFUSALS} of each kind`);
  const server = await startServer({ env, port, logFile, readyTimeoutMs: 240_000 });
  const site = `http://127.0.0.1:${port}`;
  try {
    const before = fs.statSync(logFile).size;
    const send = {
      'a plain form post from another site': () => {
        const form = new FormData();
        form.set('$ACTION_ID_0', '1');
        return fetch(`${site}/enter-online`, {
          method: 'POST',
          body: form,
          headers: { origin: 'https://evil.example' },
        });
      },
      'a plain form post from the site': () => {
        const form = new FormData();
        form.set('$ACTION_ID_0', '1');
        return fetch(`${site}/home`, { method: 'POST', body: form, headers: { origin: site } });
      },
      'a server action call with a null Origin': () =>
        fetch(`${site}/enter-online`, {
          method: 'POST',
          body: '[]',
          headers: {
            origin: 'null',
            'next-action': 'ab'.repeat(21),
            'content-type': 'text/plain;charset=UTF-8',
          },
        }),
      'a server action call naming no action': () =>
        fetch(`${site}/enter-online`, {
          method: 'POST',
          body: '[]',
          headers: {
            origin: site,
            'next-action': 'cd'.repeat(21),
            'content-type': 'text/plain;charset=UTF-8',
          },
        }),
      'an unknown invitation link': (i) =>
        fetch(`${site}/api/index/get-school-info/hash/${`Unknown${i}`.padEnd(24, 'x')}`),
    };
    for (const [kind, make] of Object.entries(send)) {
      for (let i = 0; i < REFUSALS; i += 1) {
        const answer = await make(i);
        await answer.arrayBuffer();
        const refused = answer.status >= 400 && answer.status < 500;
        check(
          refused || (kind === 'an unknown invitation link' && answer.status === 200),
          `${kind} answered ${answer.status}.`,
        );
      }
    }
    const added = fs.readFileSync(logFile).subarray(before).toString('utf8');
    const lines = added.split('\n').filter(Boolean);
    log(
      `${Object.keys(send).length * REFUSALS} refused requests added ${lines.length} log lines (${added.length} bytes)`,
    );
    check(
      lines.length <= 6,
      `The refusals added ${lines.length} log lines (expected at most 6):\n${added.slice(0, 2000)}`,
    );
  } finally {
    await stopServer(server);
  }
}

async function privateBodies(port, logFile) {
  log('Bodies posted to private addresses; a visitor past the private pages allowance');
  const server = await startServer({
    env: { ...env, PRIVATE_PAGE_RATE_LIMIT: String(PRIVATE_PAGES_A_MINUTE) },
    port,
    logFile,
    readyTimeoutMs: 240_000,
  });
  try {
    await checkPrivateBodies({ site: `http://127.0.0.1:${port}`, server: { ...server, dataDir }, logFile });
  } finally {
    await stopServer(server);
  }
  log(
    'Private addresses: passed (made-up addresses refused unread, 429 past the allowance, no address in the log)',
  );
}

await ensureBuild();
let failed = false;
const logFile = path.join(work, 'server.log');
try {
  const port = await freePort();
  await staleOwner(port, logFile);
  await refusalFlood(port, logFile);
  await privateBodies(port, logFile);
} catch (error) {
  failed = true;
  console.error(`Server faults: FAILED: ${error.message}\nServer log: ${logFile}`);
  process.exitCode = 1;
} finally {
  if (!failed) fs.rmSync(work, { recursive: true, force: true });
}
