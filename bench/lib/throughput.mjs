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
import { cpuTicks, waitIdle } from './processes.mjs';
import { rawRequest } from '../../test/raw-request.mjs';
import { fetchBody } from './util.mjs';

const TICK_MS = 10;

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
 * For a route's answer (a calendar, the data call), the floor app's bare route of the same method and
 * bytes: a GET kept after its first request as the calendars are, a POST run on every request.
 */
function routeFloorOf(target, bytes) {
  return target.method === 'GET'
    ? { path: `/kept/${bytes}`, bytes }
    : { path: `/post/${bytes}`, bytes, method: 'POST', body: target.body, headers: target.headers };
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
      routeFloor: target.kind === 'html' ? null : routeFloorOf(target, response.buffer.length),
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
function pointsOf(target, { site, framework, frameworkWithHandler, runtime, nginx, before }) {
  const points = [
    ['page', requestOf(site.url, target)],
    ['framework', { url: `${framework.url}${target.floor.path}` }],
  ];
  if (target.routeFloor)
    points.push(
      ['framework-route', { ...target.routeFloor, url: `${framework.url}${target.routeFloor.path}` }],
      [
        'framework-route-handler',
        { ...target.routeFloor, url: `${frameworkWithHandler.url}${target.routeFloor.path}` },
      ],
    );
  if (before && target.beforeBytes !== null) points.push(['before', requestOf(before.url, target)]);
  if (runtime) points.push(['runtime', { url: `${runtime.url}/${target.file}` }]);
  if (nginx) {
    points.push(['nginx-direct', { url: `${nginx.direct}/${target.file}` }]);
    points.push(['nginx-cached', requestOf(nginx.cached, target)]);
    // A POST is never kept, so nginx's cache has no ceiling to show for it.
    if (target.method === 'GET') points.push(['nginx-ceiling', { url: `${nginx.ceiling}/${target.file}` }]);
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
  // The Node process answering each kind whose CPU is counted: the site's, the floor app's, the old checkout's.
  const processOf = {
    page: servers.site,
    framework: servers.framework,
    'framework-route': servers.framework,
    'framework-route-handler': servers.frameworkWithHandler,
    before: servers.before,
  };
  const run = async (tool, request, duration, kind) => {
    const pid = processOf[kind]?.pid;
    const ticksBefore = pid ? cpuTicks(pid) : null;
    try {
      const result =
        tool === 'wrk'
          ? await wrkRun(request, { connections, seconds: duration, scratchDir })
          : await autocannonRun(request, { connections, seconds: duration });
      // Read as soon as the run ends: what the server does for requests still in flight is left out.
      const ticksAfter = pid ? cpuTicks(pid) : null;
      const answered = result.rps * duration;
      const cpuMs =
        ticksBefore !== null && ticksAfter !== null && answered > 0
          ? ((ticksAfter - ticksBefore) * TICK_MS) / answered
          : NaN;
      return { ...result, cpuMs };
    } catch (error) {
      servers.site.checkAlive();
      console.log(`\n  ${tool} failed on ${request.url}: ${String(error.message).split('\n')[0]}`);
      return { rps: NaN, p50: NaN, p99: NaN, non2xx: 0, errors: 1, cpuMs: NaN };
    }
  };
  // Whatever a run left in flight on the site or the floor app finishes before the next run starts.
  const settle = async () => {
    servers.site.checkAlive();
    await waitIdle(servers.site.pid);
    await waitIdle(servers.framework.pid);
    await waitIdle(servers.frameworkWithHandler.pid);
    if (servers.before) await waitIdle(servers.before.pid);
  };
  /** results[target][kind] = { seconds, [tool]: runs } */
  const results = {};
  console.log('  Warming up each target and floor (fills the caches, sets the run length of slow ones)…');
  for (const target of targets) {
    results[target.name] = {};
    for (const [kind, request] of pointsOf(target, servers)) {
      const warm = await run('autocannon', request, warmSeconds, kind);
      await settle();
      results[target.name][kind] = {
        seconds: runSeconds(warm, settings),
        ...Object.fromEntries(tools.map((tool) => [tool, []])),
      };
    }
    if (servers.nginx) {
      // Sent as autocannon and wrk send it: fetch's own Accept-Encoding is another entry in nginx's cache.
      const { headers } = await rawRequest(requestOf(servers.nginx.cached, target).url, target);
      target.nginxCache =
        headers['x-cache-status'] ?? (target.method === 'GET' ? 'none' : `none (${target.method})`);
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
          point[tool].push(await run(tool, request, point.seconds, kind));
          await settle();
        }
      }
      process.stdout.write(` ${target.name} ✓`);
    }
    process.stdout.write('\n');
  }
  return results;
}
