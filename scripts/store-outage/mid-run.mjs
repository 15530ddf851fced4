/**
 * The store-outage test's second half, on the demo seasons: made-up school addresses are answered
 * without a query to PostgreSQL, and PostgreSQL cut away mid-run (the test's own proxy closed) gives
 * 503 with Retry-After on pages never rendered, the entry form, the invitation look-up and the feeds,
 * and the site heals once it is back, with no restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, log, npm, root, run } from '../setup.mjs';
import { BACK_WITHIN_MS, check, get, sleep, untilBack } from './http.mjs';
/** How long after the cut the answers are asked for: the server must have noticed by then. */
const NOTICE_WITHIN_MS = 500;

/** Loads the demo seasons into the test's database through the command line (which tells the server by NOTIFY). */
export async function seedDemo(databaseUrl, dataDir) {
  log('Loading the demo seasons into PostgreSQL');
  const code = await run(npm, ['run', '--silent', 'league', '--', 'seed'], {
    env: { ...baseEnv, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  check(code === 0, `Loading the demo seasons failed (exit code ${code}).`);
}

const activeYear = () =>
  Math.max(
    ...fs
      .readdirSync(path.join(root, 'demo'))
      .flatMap((f) => /^season-(\d{4})\.json$/.exec(f)?.slice(1) ?? [])
      .map(Number),
  );

/** Schools the sitemap lists, in its order. */
async function schoolSlugs(site) {
  const sitemap = await get(`${site}/sitemap.xml`);
  check(sitemap.status === 200, `sitemap.xml answered ${sitemap.status}.`);
  return [...new Set([...sitemap.body.matchAll(/\/schools\/([a-z0-9-]+)<\/loc>/g)].map((m) => m[1]))];
}

/** The server's first card sweep runs this long after it starts (lib/cache/card-sweep.ts), and reads the store. */
const FIRST_SWEEP_MS = 30_000;

export async function expectNoReadsForMadeUpSchools(site, counter, serverStartedAt) {
  // Counted after the first sweep, so that its reads are not taken for the made-up addresses' on a slow machine.
  await sleep(Math.max(0, serverStartedAt + FIRST_SWEEP_MS + 5_000 - Date.now()));
  const year = activeYear();
  const made = (i) => `no-such-school-${i}-${Date.now().toString(36)}`;
  // The first asks read the lists an unknown address is answered from; those are kept.
  for (const address of [
    `/schools/${made('x')}`,
    `/schools/${made('x')}/next.json`,
    `/schools/${made('x')}/${year}`,
  ])
    await get(site + address);
  await sleep(300);
  counter.queries = 0;
  let asked = 0;
  for (let i = 0; i < 20; i += 1) {
    for (const address of [
      `/schools/${made(i)}`,
      `/schools/${made(i)}/next.json`,
      `/schools/${made(i)}/${year}`,
      `/schools/${made(i)}/seasons`,
    ]) {
      const answer = await get(site + address);
      check(answer.status === 404, `${address} answered ${answer.status} (expected 404).`);
      asked += 1;
    }
  }
  await sleep(300);
  const madeUpQueries = counter.queries;
  const [real] = await schoolSlugs(site);
  check(real, 'The sitemap lists no school.');
  const page = await get(`${site}/schools/${real}`);
  check(page.status === 200, `/schools/${real} answered ${page.status}.`);
  await sleep(300);
  log(
    `${asked} made-up school addresses: 404 each, ${madeUpQueries} queries to PostgreSQL; a real school's first page: ${counter.queries - madeUpQueries}`,
  );
  check(
    counter.queries > madeUpQueries,
    "A real school's first page sent no query: the proxy's count is not working.",
  );
  check(
    madeUpQueries === 0,
    `Made-up school addresses sent ${madeUpQueries} queries to PostgreSQL (expected none).`,
  );
}

/** Cuts PostgreSQL away, checks the answers, starts it again with `restore`; returns the new proxy. */
export async function expectOutageMidRun(site, forwarding, restore) {
  const year = activeYear();
  const [, school, other] = await schoolSlugs(site);
  // None of these has been asked for yet, so none is in the page cache.
  const asked = [
    `/schools/${school}`,
    `/${year}/changes`,
    '/enter-online',
    `/api/index/get-school-info/hash/${'Q'.repeat(24)}`,
    '/api/index/get-country-regions-for-select',
    `/${year}/changes/feed.xml`,
    `/schools/${other}/calendar.ics`,
    `/schools/${other}/feed.xml`,
  ];
  log('Cutting PostgreSQL away mid-run');
  await forwarding.cut();
  const cutAt = Date.now();
  await sleep(NOTICE_WITHIN_MS);
  for (const address of asked) {
    const answer = await get(site + address);
    check(
      answer.status === 503,
      `${address} answered ${answer.status} ${Date.now() - cutAt} ms after PostgreSQL went away (expected 503).`,
    );
    check(Number(answer.headers.get('retry-after')) >= 1, `${address}'s 503 has no Retry-After in seconds.`);
  }
  log(`${asked.length} answers 503 with Retry-After while PostgreSQL was away`);
  const restored = await restore();
  await untilBack(site, BACK_WITHIN_MS);
  for (const address of asked) {
    const answer = await get(site + address);
    check(answer.status === 200, `${address} answered ${answer.status} once PostgreSQL was back.`);
  }
  log('Store outage mid-run: passed');
  return restored;
}
