/**
 * The processes the benchmark starts: the production server on its own store, the minimal Node
 * server of the runtime floor, and nginx. Each is stopped by its own process id, and all of them on
 * exit, so an interrupted run leaves nothing behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNginxConfig } from '../../scripts/nginx-config.mjs';
import { baseEnv, hasCommand, npm, root } from '../../scripts/setup.mjs';
import { sleep } from './util.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const children = new Set();

export function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/**
 * Servers on the first CPU, the benchmark itself and the load it sends on the others, where `taskset`
 * and a second CPU are there (`--no-pin` leaves both to the scheduler). A server sharing its cores with
 * the load generator is slowed by whatever the generator does at that moment; the hand-made measurements
 * of docs/performance.md were taken this way, and the bench now takes its own so (it does not by itself
 * steady a `--quick` run: "Pinned runs" there).
 */
let serverCpus = null;

/** Pins this process and what it starts from now on to CPUs 1…n-1; servers started later go to CPU 0. */
export function pinLoadAndServers() {
  const cpus = os.availableParallelism();
  if (cpus < 2 || !hasCommand('taskset')) return null;
  const loadCpus = cpus === 2 ? '1' : `1-${cpus - 1}`;
  // -a: every thread of this process (libuv's and V8's too), not only the main one.
  const { status } = spawnSync('taskset', ['-a', '-p', '-c', loadCpus, String(process.pid)], {
    stdio: 'ignore',
  });
  if (status !== 0) return null;
  serverCpus = '0';
  return { servers: serverCpus, load: loadCpus };
}

/** spawn(), on the servers' CPU when pinning. */
export function spawnServer(command, args, options) {
  return serverCpus
    ? spawn('taskset', ['-c', serverCpus, command, ...args], options)
    : spawn(command, args, options);
}

/** Asks every process still running to stop: SIGTERM, never SIGKILL, or nginx's workers would outlive their master. */
export function stopAll() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

export async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  // nginx's graceful stop waits for open connections; Node's for nothing. Firmer after a while.
  const firmer = setTimeout(() => child.kill('SIGTERM'), 10_000);
  const last = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(firmer);
  clearTimeout(last);
}

/** Refuses a port something else listens on: its answers would be measured instead of ours. */
export function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} is in use; choose other ports with --port (the benchmark uses thirteen from there).`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The data environment of a server or command-line run on the embedded store in `dataDir`. */
const storeEnv = (dataDir, extra = {}) => ({
  ...baseEnv,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LEAGUE_API_URL: '',
  ...extra,
});

function runQuiet(args, env, logFile, cwd = root) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    const child = track(spawn(npm, args, { cwd, env, stdio: ['ignore', out, out] }));
    child.on('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`npm ${args.join(' ')} failed (exit ${code}); see ${logFile}`));
    });
  });
}

/** A fresh store holding the demo seasons, made by the command line of `siteRoot` (this checkout by default). */
export async function seedStore(dataDir, logFile, siteRoot = root) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  await runQuiet(['run', '--silent', 'league', '--', 'seed'], storeEnv(dataDir), logFile, siteRoot);
}

/** One bundle through the command line, while no server holds the store. */
export async function importBundle(dataDir, file, logFile) {
  await runQuiet(['run', '--silent', 'league', '--', 'import', file], storeEnv(dataDir), logFile);
}

/**
 * The production server (server.mjs, through site.mjs) on `port` and `dataDir`. Resolves once the
 * home page answers. `siteRoot`: another built checkout (--before), whose server.mjs runs as it is.
 */
export async function startSite({ port, dataDir, logFile, env = {}, siteRoot = root }) {
  await ensurePortFree(port);
  const out = fs.openSync(logFile, 'a');
  const entry = siteRoot === root ? path.join(here, 'site.mjs') : path.join(siteRoot, 'server.mjs');
  const child = track(
    spawnServer(process.execPath, [entry], {
      cwd: siteRoot,
      env: storeEnv(dataDir, {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        // Canonical links and the sitemap name the address under test, as on a live site.
        SITE_URL: `http://127.0.0.1:${port}`,
        NODE_ENV: 'production',
        ...env,
      }),
      stdio: ['ignore', out, out],
    }),
  );
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/home`, child, logFile);
  return {
    url,
    pid: child.pid,
    /** Throws with the end of the server's log when it is no longer running. */
    checkAlive() {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The site's server exited (${child.exitCode ?? child.signalCode}); see ${logFile}:\n${tail(logFile)}`,
        );
      }
    },
    stop: () => stop(child),
  };
}

/** CPU time `pid` has used, user and system, in clock ticks (100 a second on Linux); null once it has gone. */
export function cpuTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of proc(5), counted from the state field (3).
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until `pid` stops using the CPU: requests a load run left in flight are still being
 * rendered after the run ends, and would otherwise slow whatever is measured next.
 */
export async function waitIdle(pid, { maxMs = 180_000 } = {}) {
  let last = cpuTicks(pid);
  if (last === null) {
    await sleep(1000);
    return;
  }
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    await sleep(150);
    const now = cpuTicks(pid);
    if (now === null || now - last <= 1) return;
    last = now;
  }
}

export async function waitFor(url, child, logFile, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The process exited (code ${child.exitCode}); see ${logFile}:\n${tail(logFile)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop(child);
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; see ${logFile}:\n${tail(logFile)}`);
}

export function tail(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** The runtime floor: the exact bytes of each target from a minimal `http` server (runtime-floor.mjs). */
export async function startRuntimeFloor({ port, dir, logFile }) {
  await ensurePortFree(port);
  const out = fs.openSync(logFile, 'a');
  const child = track(
    spawnServer(process.execPath, [path.join(here, 'runtime-floor.mjs'), String(port), dir], {
      stdio: ['ignore', out, out],
    }),
  );
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/ready`, child, logFile);
  return { url, pid: child.pid, stop: () => stop(child) };
}

/** nginx in the foreground under `prefix` with the configuration at `conf`, ready when `readyUrl` answers. */
async function runNginx(binary, prefix, conf, logFile, readyUrl) {
  const out = fs.openSync(logFile, 'a');
  const child = track(
    spawnServer(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', out, out],
    }),
  );
  fs.closeSync(out);
  await waitFor(readyUrl, child, logFile, 20_000);
  return child;
}

/**
 * nginx in the foreground with its own prefix: `direct` serves the files in `staticDir`, `cached`
 * is deploy/nginx.conf in front of the site at `upstreamPort`, with its paths and port replaced.
 * `ceiling` is deploy/nginx.conf again, in a second nginx, in front of nginx's own file server of the
 * same bytes (a few header fields, a Content-Length, kept 10 minutes): what nginx's cache answers at
 * best, whatever the site sends.
 */
export async function startNginx({
  binary,
  prefix,
  staticDir,
  directPort,
  cachedPort,
  upstreamPort,
  ceilingPort,
  ceilingFilesPort,
  logFile,
}) {
  for (const port of [directPort, cachedPort, ceilingPort, ceilingFilesPort]) await ensurePortFree(port);
  const conf = writeNginxConfig(
    prefix,
    { port: cachedPort, upstreams: [`127.0.0.1:${upstreamPort}`] },
    `  # The same bytes as the site's pages, straight from files: nginx's own floor.
  server {
    listen 127.0.0.1:${directPort};
    root ${staticDir};
    gzip on;
    gzip_types application/json;
  }`,
  );
  const direct = `http://127.0.0.1:${directPort}`;
  const site = await runNginx(binary, prefix, conf, logFile, `${direct}/`);
  const ceilingPrefix = path.join(prefix, 'ceiling');
  const ceilingConf = writeNginxConfig(
    ceilingPrefix,
    { port: ceilingPort, upstreams: [`127.0.0.1:${ceilingFilesPort}`] },
    `  # The same bytes again, for the cache in front of it to keep.
  server {
    listen 127.0.0.1:${ceilingFilesPort};
    root ${staticDir};
    add_header Cache-Control "public, max-age=0, s-maxage=600";
  }`,
  );
  const ceiling = await runNginx(
    binary,
    ceilingPrefix,
    ceilingConf,
    logFile,
    `http://127.0.0.1:${ceilingFilesPort}/`,
  );
  return {
    direct,
    cached: `http://127.0.0.1:${cachedPort}`,
    ceiling: `http://127.0.0.1:${ceilingPort}`,
    pid: site.pid,
    stop: async () => {
      await stop(ceiling, 'SIGQUIT');
      await stop(site, 'SIGQUIT');
    },
  };
}
