/**
 * `--large`: the same pages of the same season on the demo store and on the large store, side by
 * side on two servers, first with the page cache and then with PAGE_CACHE=off (every request
 * renders and reads the store). A page that costs more on the large store reads more than its own
 * season's rows: a whole-store scan or a missing index.
 */
import fs from 'node:fs';
import path from 'node:path';
import { autocannonRun } from './load.mjs';
import { DIVISIONS_PER_SEASON, EXTRA_SEASONS, duBytes, ensureLargeStore } from './large-store.mjs';
import { seedStore, startSite, waitIdle } from './processes.mjs';
import { runSeconds } from './throughput.mjs';
import { discoverTargets, requestOf } from './targets.mjs';
import { fetchBody, heading, kb, median, ms, num, table, verdict } from './util.mjs';

export const TARGET_COST_RATIO = 1.2;
// Every page kind: none should cost more on a store of many seasons.
const COMPARED = [
  'home',
  'competitions',
  'competition',
  'zone draw',
  'finals',
  'country finals',
  'privacy',
  'school',
  'school calendar',
  'get-all-data',
];
const MODES = [
  { label: 'page cache on', env: {} },
  { label: 'PAGE_CACHE=off', env: { PAGE_CACHE: 'off' } },
];

export async function runLarge({ runDir, basePort, rebuild, ...settings }) {
  const { rounds, warmSeconds, connections } = settings;
  const logFile = path.join(runDir, 'large.log');
  const template = await ensureLargeStore({ rebuild, logFile });
  const stores = { demo: path.join(runDir, 'demo-store'), large: path.join(runDir, 'large-store') };
  console.log('  Copying the large store and seeding a demo store for this run…');
  fs.cpSync(path.join(template, 'store'), stores.large, { recursive: true });
  await seedStore(stores.demo, logFile);
  console.log(
    `  Stores: demo ${kb(duBytes(stores.demo))}; large ${kb(duBytes(stores.large))} (${EXTRA_SEASONS} extra seasons of ${DIVISIONS_PER_SEASON} divisions).`,
  );

  const records = [];
  for (const mode of MODES) {
    console.log(`  ${mode.label}:`);
    const sites = {
      demo: await startSite({ port: basePort, dataDir: stores.demo, logFile, env: mode.env }),
      large: await startSite({ port: basePort + 1, dataDir: stores.large, logFile, env: mode.env }),
    };
    try {
      const { targets } = await discoverTargets(sites.demo.url);
      const compared = targets.filter((t) => COMPARED.includes(t.name));
      const runs = {};
      const settle = async (store) => {
        sites[store].checkAlive();
        await waitIdle(sites[store].pid);
      };
      for (const target of compared) {
        runs[target.name] = { demo: [], large: [], soloDemo: [], soloLarge: [], bytes: {}, seconds: {} };
        for (const store of ['demo', 'large']) {
          const request = requestOf(sites[store].url, target);
          // The first render on a cold store may be slow: that is measured later, not failed here.
          const response = await fetchBody(request.url, { ...target, timeoutMs: 300_000 });
          if (response.status !== 200)
            throw new Error(`${target.path} answered ${response.status} on the ${store} store`);
          runs[target.name].bytes[store] = response.buffer.length;
          runs[target.name].seconds[store] = runSeconds(
            await autocannonRun(request, { connections, seconds: warmSeconds }),
            settings,
          );
          await settle(store);
        }
        // Both stores run as long as the slower one needs, so they are measured alike.
        const longest = Math.max(runs[target.name].seconds.demo, runs[target.name].seconds.large);
        runs[target.name].seconds = longest;
      }
      for (let round = 0; round < rounds; round++) {
        process.stdout.write(`    round ${round + 1}/${rounds}:`);
        for (const [index, target] of compared.entries()) {
          const order = (round + index) % 2 ? ['large', 'demo'] : ['demo', 'large'];
          for (const store of order) {
            runs[target.name][store].push(
              await autocannonRun(requestOf(sites[store].url, target), {
                connections,
                seconds: runs[target.name].seconds,
              }),
            );
            await settle(store);
            // One connection: the time one request takes, with no queue in front of it.
            runs[target.name][store === 'demo' ? 'soloDemo' : 'soloLarge'].push(
              await autocannonRun(requestOf(sites[store].url, target), {
                connections: 1,
                seconds: runs[target.name].seconds,
              }),
            );
            await settle(store);
          }
          process.stdout.write(` ${target.name} ✓`);
        }
        process.stdout.write('\n');
      }
      for (const target of compared)
        records.push({
          mode: mode.label,
          target: target.name,
          path: target.path,
          method: target.method,
          ...runs[target.name],
        });
    } catch (error) {
      // One mode failing (a server that died, a page that never answered) leaves the other's results.
      console.log(`\n    ${mode.label} stopped: ${String(error.message ?? error).split('\n')[0]}`);
      records.push({ mode: mode.label, error: String(error.message ?? error) });
    } finally {
      await sites.demo.stop();
      await sites.large.stop();
    }
  }
  return records;
}

export function reportLarge(records, { rounds, connections }) {
  heading(
    `Demo store against the large store (autocannon, ${connections} connections, medians of ${rounds} round(s) of the length in 'run')`,
  );
  const rows = records
    .filter((r) => !r.error)
    .map((r) => {
      const m = (store, key) => median(r[store].map((run) => run[key]));
      // Nothing completed on the large store while the demo store answered: an unbounded cost.
      const demoRps = m('demo', 'rps');
      const largeRps = m('large', 'rps');
      const cost = demoRps > 0 ? (largeRps > 0 ? demoRps / largeRps : Infinity) : NaN;
      const soloDemo = m('soloDemo', 'p50');
      const soloLarge = m('soloLarge', 'p50');
      const solo = soloDemo > 0 ? (soloLarge > 0 ? soloLarge / soloDemo : Infinity) : NaN;
      const non2xx = [...r.demo, ...r.large].reduce((n, run) => n + run.non2xx + run.errors, 0);
      return [
        r.mode,
        r.target,
        `${r.seconds} s`,
        `${kb(r.bytes.demo)} / ${kb(r.bytes.large)}`,
        num(m('demo', 'rps')),
        `${ms(m('demo', 'p50'))} / ${ms(m('demo', 'p99'))}`,
        num(m('large', 'rps')),
        `${ms(m('large', 'p50'))} / ${ms(m('large', 'p99'))}`,
        num(cost, 2),
        verdict(cost, (c) => c <= TARGET_COST_RATIO) + (non2xx ? ` (${non2xx} failed requests)` : ''),
        `${ms(m('soloDemo', 'p50'))} / ${ms(m('soloLarge', 'p50'))}`,
        num(solo, 2),
        verdict(solo, (c) => c <= TARGET_COST_RATIO),
      ];
    });
  console.log(
    table(
      [
        '',
        'target',
        'run',
        'bytes demo / large',
        'demo req/s',
        'p50 / p99 ms',
        'large req/s',
        'p50 / p99 ms',
        'cost large / demo',
        `(≤ ${TARGET_COST_RATIO})`,
        '1 conn. p50 demo / large',
        'large / demo',
        `(≤ ${TARGET_COST_RATIO})`,
      ],
      rows,
    ),
  );
  for (const r of records.filter((r) => r.error))
    console.log(`  ${r.mode}: stopped, ${r.error.split('\n')[0]}`);
  console.log(
    '  Cost = demo req/s ÷ large req/s at ' +
      `${connections} connections, and the median latency of one request at a time (1 conn.), large ÷ demo;` +
      '\n  medians over rounds. Both servers run at once and take turns under load.',
  );
}
