/**
 * Throughput and latency of each page kind beside its floors, all of the same bytes on the same
 * machine: the framework floor (a bare page of the same size from a bare Next.js app, bench/floor-app), the
 * runtime floor (a minimal Node server), nginx serving the bytes directly and the site through
 * deploy/nginx.conf's cache. Targets and floors alternate within each round, and the order rotates
 * from round to round, so a noisy neighbour slows them all alike; medians over rounds are quoted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { autocannonRun, wrkRun } from './load.mjs';
import { requestOf } from './targets.mjs';
import { waitIdle } from './processes.mjs';
import { fetchBody, heading, kb, median, ms, num, table, verdict } from './util.mjs';

export const TARGET_FRAMEWORK_RATIO = 0.9;
export const TARGET_NGINX_RATIO = 0.5;

const KIND_LABELS = {
  page: 'page',
  before: 'page, --before checkout',
  framework: 'framework floor',
  runtime: 'runtime floor (node:http)',
  'nginx-direct': 'nginx, bytes from a file',
  'nginx-cached': 'nginx cache in front of the site',
};

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/** The floor app's path whose HTML is closest to `bytes` long (the page's padding is only a first guess). */
export async function calibrateFloor(base, bytes) {
  let ask = bytes;
  let best = null;
  for (let attempt = 0; attempt < 6; attempt++) {
    const { status, buffer } = await fetchBody(`${base}/${ask}`);
    if (status !== 200) throw new Error(`The framework floor's /${ask} answered ${status}.`);
    const size = buffer.length;
    if (!best || Math.abs(size - bytes) < Math.abs(best.bytes - bytes))
      best = { path: `/${ask}`, bytes: size };
    if (Math.abs(size - bytes) <= Math.max(256, bytes * 0.01)) break;
    const next = Math.max(0, ask + (bytes - size));
    if (next === ask) break;
    ask = next;
  }
  return best;
}

/**
 * Writes each target's exact response to `dir` (served by the runtime floor and nginx direct) and
 * finds its page on the framework floor. Returns what every later step needs to know about each target.
 */
export async function prepareTargets(site, floor, targets, dir, before = null) {
  fs.mkdirSync(dir, { recursive: true });
  const prepared = [];
  for (const target of targets) {
    const response = await fetchBody(requestOf(site.url, target).url, target);
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
    const file = `${slug(target.name)}.${target.kind}`;
    fs.writeFileSync(path.join(dir, file), response.buffer);
    prepared.push({
      ...target,
      file,
      bytes: response.buffer.length,
      cacheControl: response.headers.get('cache-control') ?? '',
      floor: await calibrateFloor(floor.url, response.buffer.length),
      beforeBytes: before ? await beforeBytes(before, target) : undefined,
    });
  }
  return prepared;
}

/**
 * The size of the --before checkout's answer (twice: the first may be rendered, the second cached);
 * null for a page kind it does not have yet (404), which is then measured without it.
 */
async function beforeBytes(before, target) {
  const request = requestOf(before.url, target);
  await fetchBody(request.url, target);
  const response = await fetchBody(request.url, target);
  if (response.status === 404) return null;
  if (response.status !== 200)
    throw new Error(`${target.path} answered ${response.status} on the --before checkout`);
  return response.buffer.length;
}

/** The URLs measured for one target, by kind. */
function pointsOf(target, { site, framework, runtime, nginx, before }) {
  const points = [
    ['page', requestOf(site.url, target)],
    ['framework', { url: `${framework.url}${target.floor.path}` }],
  ];
  if (before && target.beforeBytes !== null) points.push(['before', requestOf(before.url, target)]);
  if (runtime) points.push(['runtime', { url: `${runtime.url}/${target.file}` }]);
  if (nginx) {
    points.push(['nginx-direct', { url: `${nginx.direct}/${target.file}` }]);
    points.push(['nginx-cached', requestOf(nginx.cached, target)]);
  }
  return points;
}

const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

/**
 * How long one run of a point lasts: `seconds`, or longer for a slow point, so that most requests
 * complete inside the run (by Little's law a request waits about connections ÷ req/s; a run shorter
 * than a few of those counts only its first wave). Never longer than `maxSeconds`.
 */
export function runSeconds(warm, { seconds, maxSeconds, connections, warmSeconds }) {
  const wait = warm.rps > 0 ? connections / warm.rps : warmSeconds * 2;
  return Math.min(maxSeconds, Math.max(seconds, Math.ceil(wait * 3)));
}

/**
 * Runs the rounds. `servers` holds `site`, `framework` and, when available, `runtime` and `nginx`; `tools` is
 * ['autocannon'] or ['autocannon', 'wrk'].
 */
export async function measureThroughput(targets, servers, settings) {
  const { rounds, warmSeconds, connections, tools, scratchDir } = settings;
  const run = async (tool, request, duration) => {
    try {
      return tool === 'wrk'
        ? await wrkRun(request, { connections, seconds: duration, scratchDir })
        : await autocannonRun(request, { connections, seconds: duration });
    } catch (error) {
      servers.site.checkAlive();
      console.log(`\n  ${tool} failed on ${request.url}: ${String(error.message).split('\n')[0]}`);
      return { rps: NaN, p50: NaN, p99: NaN, non2xx: 0, errors: 1 };
    }
  };
  // Whatever a run left in flight on the site or the floor app finishes before the next run starts.
  const settle = async () => {
    servers.site.checkAlive();
    await waitIdle(servers.site.pid);
    await waitIdle(servers.framework.pid);
    if (servers.before) await waitIdle(servers.before.pid);
  };
  /** results[target][kind] = { seconds, [tool]: runs } */
  const results = {};
  console.log('  Warming up each target and floor (fills the caches, sets the run length of slow ones)…');
  for (const target of targets) {
    results[target.name] = {};
    for (const [kind, request] of pointsOf(target, servers)) {
      const warm = await run('autocannon', request, warmSeconds);
      await settle();
      results[target.name][kind] = {
        seconds: runSeconds(warm, settings),
        ...Object.fromEntries(tools.map((tool) => [tool, []])),
      };
    }
    if (servers.nginx) {
      const check = await fetchBody(requestOf(servers.nginx.cached, target).url, target);
      target.nginxCache =
        check.headers.get('x-cache-status') ?? (target.method === 'GET' ? 'none' : `none (${target.method})`);
    }
  }
  const total = Object.values(results)
    .flatMap((byKind) => Object.values(byKind))
    .reduce((sum, point) => sum + point.seconds + 0.5, 0);
  console.log(
    `  ${targets.length} targets, ${rounds} round(s), ${connections} connections, ${tools.join(' and ')}: about ${Math.ceil((total * rounds * tools.length) / 60)} min`,
  );

  for (let round = 0; round < rounds; round++) {
    process.stdout.write(`  round ${round + 1}/${rounds}:`);
    for (const [index, target] of targets.entries()) {
      const points = rotate(pointsOf(target, servers), round + index);
      for (const tool of tools) {
        for (const [kind, request] of points) {
          const point = results[target.name][kind];
          point[tool].push(await run(tool, request, point.seconds));
          await settle();
        }
      }
      process.stdout.write(` ${target.name} ✓`);
    }
    process.stdout.write('\n');
  }
  return results;
}

/** Medians over rounds of one target, kind and tool. */
export function summarise(runs = []) {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    rounds: runs.length,
  };
}

/** Prints one table per tool, then the ratios; returns the ratios for the record. */
export function reportThroughput(targets, results, { tools, rounds, connections }) {
  const ratios = [];
  for (const tool of tools) {
    heading(
      `Throughput and latency, ${tool}: ${connections} connections, medians of ${rounds} round(s) of the length in 'run'`,
    );
    const rows = [];
    for (const target of targets) {
      const byKind = results[target.name];
      for (const kind of Object.keys(byKind)) {
        const s = summarise(byKind[kind][tool]);
        if (!s.rounds) continue;
        const bytes =
          kind === 'framework' ? target.floor.bytes : kind === 'before' ? target.beforeBytes : target.bytes;
        const problems = [s.non2xx && `${s.non2xx} non-2xx`, s.errors && `${s.errors} errors`]
          .filter(Boolean)
          .join(', ');
        const none = s.rounds && s.rps === 0 ? 'no response completed within the run' : '';
        rows.push([
          kind === 'page' ? target.name : '',
          KIND_LABELS[kind],
          kb(bytes),
          `${byKind[kind].seconds} s`,
          num(s.rps),
          ms(s.p50),
          ms(s.p99),
          [problems, none].filter(Boolean).join('; '),
        ]);
      }
    }
    console.log(
      table(['target', 'served by', 'bytes', 'run', 'req/s', 'p50 ms', 'p99 ms', 'problems'], rows),
    );
  }

  heading('Ratios of medians (req/s)');
  const rows = [];
  const anyBefore = targets.some((t) => results[t.name].before);
  for (const target of targets) {
    const byKind = results[target.name];
    for (const tool of tools) {
      const rps = (kind) => summarise(byKind[kind]?.[tool]).rps;
      // A floor where nothing completed gives nothing to compare with.
      const ratio = (a, b) => (b > 0 ? a / b : NaN);
      const framework = ratio(rps('page'), rps('framework'));
      const runtime = ratio(rps('page'), rps('runtime'));
      const nginx = byKind['nginx-cached'] ? ratio(rps('nginx-cached'), rps('nginx-direct')) : NaN;
      const before = byKind.before ? ratio(rps('page'), rps('before')) : NaN;
      ratios.push({
        target: target.name,
        tool,
        pageOverBefore: before,
        pageOverFramework: framework,
        pageOverRuntime: runtime,
        nginxCachedOverDirect: nginx,
        nginxCache: target.nginxCache,
      });
      rows.push([
        target.name,
        tool,
        num(framework, 2),
        verdict(framework, (r) => r >= TARGET_FRAMEWORK_RATIO),
        num(runtime, 2),
        byKind['nginx-cached'] ? num(nginx, 2) : '-',
        byKind['nginx-cached'] ? verdict(nginx, (r) => r >= TARGET_NGINX_RATIO) : '',
        target.nginxCache ?? '-',
        ...(byKind.before ? [num(before, 2), verdict(before, (r) => r >= 1)] : anyBefore ? ['-', 'new'] : []),
      ]);
    }
  }
  console.log(
    table(
      [
        'target',
        'tool',
        `page / framework floor`,
        `(≥ ${TARGET_FRAMEWORK_RATIO})`,
        'page / runtime floor',
        'nginx cached / direct',
        `(≥ ${TARGET_NGINX_RATIO})`,
        'nginx cache',
        ...(anyBefore ? ['page / before', '(≥ 1)'] : []),
      ],
      rows,
    ),
  );
  console.log('\n  Upstream cache headers as served (no s-maxage means no shared cache may keep the page):');
  for (const target of targets) {
    console.log(
      `    ${target.name.padEnd(15)} ${target.method} ${target.path}  Cache-Control: ${target.cacheControl || '(none)'}${target.note ? `  (${target.note})` : ''}`,
    );
  }
  return ratios;
}
