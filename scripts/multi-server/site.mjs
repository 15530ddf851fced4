/**
 * Several production servers (server.mjs) on one store: each on its own port, with its own
 * DATA_DIR, the same DATABASE_URL and ALTCHA_HMAC_KEY, as the README says to
 * run them. And what the checks ask of them: pages, and commands as `npm run league` hands them over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startServer, stopServer, killServer } from '../durability/server.mjs';
import { RENDERED_AT_HEADER } from '../../lib/cache/page-cache-handler.mjs';

export async function startSite({ count, env, root, label }) {
  const servers = [];
  try {
    // One after another would be gentler, but several starting together is what must work.
    const started = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const dataDir = path.join(root, `${label}-${i + 1}`);
        fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
        const port = await freePort();
        const logFile = path.join(root, `${label}-${i + 1}.log`);
        const server = await startServer({ env: { ...env, DATA_DIR: dataDir }, port, logFile });
        return {
          ...server,
          name: `${label} ${i + 1}`,
          dataDir,
          port,
          url: `http://127.0.0.1:${port}`,
          logFile,
          alive: true,
        };
      }),
    );
    servers.push(...started);
    return servers;
  } catch (error) {
    await stopSite(servers);
    throw error;
  }
}

export async function stopSite(servers) {
  await Promise.all(
    servers.filter((s) => s.alive).map((s) => stopServer(s).finally(() => (s.alive = false))),
  );
}

export async function killOne(server) {
  server.alive = false;
  await killServer(server);
}

/**
 * A page: status, its HTML and when the copy served was rendered (x-rendered-at, lib/cache/page-cache-handler.mjs):
 * two answers rendered at the same time are one copy, kept in the page cache.
 */
export async function readPage(server, pagePath) {
  const response = await fetch(server.url + pagePath, { signal: AbortSignal.timeout(30_000) });
  return {
    status: response.status,
    rendered: response.headers.get(RENDERED_AT_HEADER),
    html: await response.text(),
  };
}

/** A league command run by this server, as `npm run league` hands it over while the server holds DATA_DIR. */
export async function command(server, body) {
  const owner = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'owner.json'), 'utf8'));
  const response = await fetch(`${owner.url}/api/admin/league`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-league-token': owner.token },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = await response.json();
  if (!answer.ok)
    throw new Error(`${server.name} refused the ${body.name} command: ${JSON.stringify(answer)}`);
  return answer;
}
