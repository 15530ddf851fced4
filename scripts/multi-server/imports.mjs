/**
 * An import through one server, and one by the command line on the shared database, reach the page
 * caches of all of them within INVALIDATION_LIMIT_MS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { npm, run } from '../setup.mjs';
import { command, readPage } from './site.mjs';

export const INVALIDATION_LIMIT_MS = 2_000;
// A zone no other check reads.
const PAGE = '/2026/divisions/championship/WW';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function renamed(bundle, name) {
  const copy = structuredClone(bundle);
  const division = copy.divisions.find((d) => d.zone === 'WW' && d.grade === 'championship');
  division.teams[0].name = name;
  return copy;
}

/** Each server's copy of the page, read twice so that the second comes from its page cache. */
async function warm(servers, expected, problems) {
  for (const server of servers) {
    const first = await readPage(server, PAGE);
    const page = await readPage(server, PAGE);
    const kept = page.rendered !== null && page.rendered === first.rendered;
    if (page.status !== 200 || !kept || !page.html.includes(expected))
      problems.push(
        `${server.name}: before the import the page was ${page.status}, ${kept ? 'kept in the cache' : 'rendered again'}, ${page.html.includes(expected) ? 'with' : 'without'} "${expected}"`,
      );
  }
}

/**
 * How long after `since` each server's cache had the change on `pagePath` (`changed(html)`): when the
 * first request that got the new page was sent (its rendering is not the cache's delay). Null: not
 * within twice the limit.
 */
export function waitForChange(servers, pagePath, changed, since) {
  return Promise.all(
    servers.map(async (server) => {
      while (Date.now() - since < 2 * INVALIDATION_LIMIT_MS) {
        const sent = Date.now();
        const page = await readPage(server, pagePath);
        if (page.status === 200 && changed(page.html)) return { server: server.name, ms: sent - since };
        await sleep(25);
      }
      return { server: server.name, ms: null };
    }),
  );
}

export function judge(label, timings, problems) {
  for (const { server, ms } of timings)
    if (ms === null || ms > INVALIDATION_LIMIT_MS)
      problems.push(
        `${label}: ${server} ${ms === null ? 'still showed the old page' : `showed the change after ${ms} ms`}`,
      );
}

export async function checkImports({ servers, env, root }) {
  const problems = [];
  const { output: original } = await command(servers[0], { name: 'export', year: 2026 });
  const before = original.divisions.find((d) => d.zone === 'WW' && d.grade === 'championship').teams[0].name;

  // Through the first server, as `npm run league` hands it over: the others hear of it.
  await warm(servers, before, problems);
  const throughServer = 'Wagga Shared Cache A';
  await command(servers[0], { name: 'import', document: renamed(original, throughServer) });
  const serverTimings = await waitForChange(
    servers,
    PAGE,
    (html) => html.includes(throughServer),
    Date.now(),
  );
  judge('import through the first server', serverTimings, problems);

  // By the command line on the shared database, no server involved: all of them hear of it.
  await warm(servers, throughServer, problems);
  const fromCommandLine = 'Wagga Command Line A';
  const file = path.join(root, 'command-line-import.json');
  fs.writeFileSync(file, JSON.stringify(renamed(original, fromCommandLine)));
  const cliDir = fs.mkdtempSync(path.join(root, 'cli-'));
  const code = await run(npm, ['run', '--silent', 'league', '--', 'import', file], {
    env: { ...env, DATA_DIR: cliDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) problems.push(`the command-line import failed (exit code ${code})`);
  const cliTimings = await waitForChange(servers, PAGE, (html) => html.includes(fromCommandLine), Date.now());
  judge('import by the command line', cliTimings, problems);

  await command(servers[0], { name: 'import', document: original });
  return { problems, serverTimings, cliTimings };
}
