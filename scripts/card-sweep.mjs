/**
 * `node scripts/card-sweep.mjs`: a match card nobody confirms is confirmed by the sweep of one server on the
 * embedded store (PGlite), outside any request, and the server's cached zone and school pages show its
 * result (scripts/multi-server/card-sweep.mjs; scripts/multi-server.mjs runs the same check on three
 * servers sharing PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, log } from './setup.mjs';
import { createStore } from './durability/store.mjs';
import { freePort, startServer, stopServer } from './durability/server.mjs';
import { SWEEP_ENV, SWEEP_SHOWN_WITHIN_MS, checkSweep } from './multi-server/card-sweep.mjs';

await ensureBuild();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'card-sweep-'));
const store = await createStore('pglite');
let server = null;
const problems = [];
try {
  await store.seed();
  const port = await freePort();
  const logFile = path.join(root, 'server.log');
  const started = await startServer({ env: { ...store.env, ...SWEEP_ENV }, port, logFile });
  server = { ...started, name: 'the server', dataDir: store.dataDir, url: `http://127.0.0.1:${port}` };
  const sweep = await checkSweep({ servers: [server] });
  problems.push(...sweep.problems);
  console.log(JSON.stringify({ check: 'card sweep, one server', afterDueMs: sweep.afterDueMs }));
} catch (error) {
  problems.push(`the run could not finish: ${error.stack ?? error.message}`);
} finally {
  if (server) await stopServer(server).catch(() => undefined);
  await store.dispose({ keepDataDir: problems.length > 0 });
  if (!problems.length) fs.rmSync(root, { recursive: true, force: true });
}
if (problems.length) {
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(`Card sweep FAILED; the server's log is in ${root}`);
  process.exit(1);
}
log(
  `Card sweep: held. A card confirmed by the sweep showed on the cached zone and school pages within ${SWEEP_SHOWN_WITHIN_MS / 1000} s.`,
);
