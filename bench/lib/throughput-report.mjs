/**
 * The throughput tables and the ratios of their medians, with the targets of issue 22: a cached page costs at
 * most 1.25× the bare Next.js page of its size, and nginx's cache answers at least 0.9 of what nginx answers
 * from a file of the same bytes.
 */
import { heading, kb, median, ms, num, table, verdict } from './util.mjs';

/** A cached page costs at most 1.25× the CPU of the bare Next.js page of its size (issue 22)… */
export const TARGET_CPU_RATIO = 1.25;
/** …so it answers at least 1 ÷ 1.25 of the floor's requests a second. */
export const TARGET_FRAMEWORK_RATIO = 0.8;
/** nginx's cache answers at least 0.9 of what nginx answers from a file of the same bytes. */
export const TARGET_NGINX_RATIO = 0.9;

const KIND_LABELS = {
  page: 'page',
  before: 'page, --before checkout',
  framework: 'framework floor',
  'framework-route': 'framework floor, bare route',
  'framework-route-handler': 'the same, with a cache handler',
  runtime: 'runtime floor (node:http)',
  'nginx-direct': 'nginx, bytes from a file',
  'nginx-cached': 'nginx cache in front of the site',
  'nginx-ceiling': "nginx cache in front of nginx's file",
};

/** The size of what each kind serves for a target, where it is not the page's own. */
const BYTES_OF = {
  framework: (target) => target.floor.bytes,
  'framework-route': (target) => target.routeFloor.bytes,
  'framework-route-handler': (target) => target.routeFloor.bytes,
  before: (target) => target.beforeBytes,
};

/** Medians over rounds of one target, kind and tool. */
export function summarise(runs = []) {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuMs: median(runs.map((r) => r.cpuMs ?? NaN)),
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
        const bytes = (BYTES_OF[kind] ?? ((t) => t.bytes))(target);
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
          Number.isFinite(s.cpuMs) ? s.cpuMs.toFixed(2) : '-',
          [problems, none].filter(Boolean).join('; '),
        ]);
      }
    }
    console.log(
      table(
        ['target', 'served by', 'bytes', 'run', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'problems'],
        rows,
      ),
    );
  }

  heading('Ratios of medians (CPU per request of the server process; req/s)');
  const rows = [];
  const anyBefore = targets.some((t) => results[t.name].before);
  for (const target of targets) {
    const byKind = results[target.name];
    for (const tool of tools) {
      const rps = (kind) => summarise(byKind[kind]?.[tool]).rps;
      const cpu = (kind) => summarise(byKind[kind]?.[tool]).cpuMs;
      // A floor where nothing completed gives nothing to compare with.
      const ratio = (a, b) => (b > 0 ? a / b : NaN);
      const framework = ratio(rps('page'), rps('framework'));
      const cpuRatio = ratio(cpu('page'), cpu('framework'));
      // A route's answer beside a bare route of the same method and bytes: what our layers add to Next's route.
      const cpuRouteRatio = byKind['framework-route'] ? ratio(cpu('page'), cpu('framework-route')) : NaN;
      // The same with Next's cost of the cacheHandler option the site needs (NaN, shown '-', where there is none).
      const cpuHandlerRatio = ratio(cpu('page'), cpu('framework-route-handler'));
      const runtime = ratio(rps('page'), rps('runtime'));
      const nginx = byKind['nginx-cached'] ? ratio(rps('nginx-cached'), rps('nginx-direct')) : NaN;
      // What nginx's cache answers at best: the same bytes kept from nginx's own file server.
      const ceiling = byKind['nginx-ceiling'] ? ratio(rps('nginx-ceiling'), rps('nginx-direct')) : NaN;
      const before = byKind.before ? ratio(rps('page'), rps('before')) : NaN;
      ratios.push({
        target: target.name,
        tool,
        pageOverBefore: before,
        pageOverFramework: framework,
        cpuPageOverFramework: cpuRatio,
        cpuPageOverRoute: cpuRouteRatio,
        cpuPageOverRouteWithHandler: cpuHandlerRatio,
        pageOverRuntime: runtime,
        nginxCachedOverDirect: nginx,
        nginxCeilingOverDirect: ceiling,
        nginxCache: target.nginxCache,
      });
      rows.push([
        target.name,
        tool,
        num(cpuRatio, 2),
        verdict(cpuRatio, (r) => r <= TARGET_CPU_RATIO),
        byKind['framework-route'] ? num(cpuRouteRatio, 2) : '-',
        byKind['framework-route'] ? verdict(cpuRouteRatio, (r) => r <= TARGET_CPU_RATIO) : '',
        num(cpuHandlerRatio, 2),
        num(framework, 2),
        verdict(framework, (r) => r >= TARGET_FRAMEWORK_RATIO),
        num(runtime, 2),
        byKind['nginx-cached'] ? num(nginx, 2) : '-',
        // A POST is never kept by a cache: nginx only passes it on, so the page target does not apply.
        !byKind['nginx-cached']
          ? ''
          : target.method !== 'GET'
            ? 'not cached'
            : verdict(nginx, (r) => r >= TARGET_NGINX_RATIO),
        byKind['nginx-ceiling'] ? num(ceiling, 2) : '-',
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
        'CPU/req page / framework floor',
        `(≤ ${TARGET_CPU_RATIO})`,
        'CPU/req route / bare route',
        `(≤ ${TARGET_CPU_RATIO})`,
        'route / bare route with a cache handler',
        `req/s page / framework floor`,
        `(≥ ${TARGET_FRAMEWORK_RATIO})`,
        'page / runtime floor',
        'nginx cached / direct',
        `(≥ ${TARGET_NGINX_RATIO})`,
        "nginx's file cached / direct",
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
