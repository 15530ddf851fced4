/**
 * `node scripts/same-copies.mjs`: a page rendered twice from the same data is the same bytes, so a reverse
 * proxy's refresh of it is answered 304, after a restart as from another server. Two production servers,
 * each on its own copy of one embedded store with the demo seasons (PGlite answers one query at a time, so
 * both render alike): each cached page is the same bytes on both, carries no nonce, and each server answers
 * the other's ETag with 304 (scripts/multi-server/copies.mjs; on PostgreSQL, scripts/multi-server.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, log } from './setup.mjs';
import { createStore } from './durability/store.mjs';
import { freePort, startServer, stopServer } from './durability/server.mjs';
import { checkSameCopies } from './multi-server/copies.mjs';

await ensureBuild();
log('Same copies: two servers on copies of one embedded store');
const stores = [await createStore('pglite'), await createStore('pglite')];
const servers = [];
const problems = [];
try {
  await stores[0].seed();
  fs.cpSync(path.join(stores[0].dataDir, 'pglite'), path.join(stores[1].dataDir, 'pglite'), {
    recursive: true,
  });
  for (const [i, store] of stores.entries()) {
    const port = await freePort();
    const started = await startServer({
      env: store.env,
      port,
      logFile: path.join(store.dataDir, 'server.log'),
    });
    servers.push({ ...started, name: `server ${i + 1}`, url: `http://127.0.0.1:${port}` });
  }
  problems.push(...(await checkSameCopies({ servers, sameBytes: true })));
} catch (error) {
  problems.push(`the run could not finish: ${error.stack ?? error}`);
} finally {
  await Promise.all(servers.map((server) => stopServer(server)));
}
for (const problem of problems) console.error(`  ${problem}`);
if (problems.length) {
  console.error(`Same copies FAILED; the server logs are in ${stores.map((s) => s.dataDir).join(' and ')}`);
  process.exit(1);
}
await Promise.all(stores.map((store) => store.dispose()));
console.log('Same copies: passed.');
