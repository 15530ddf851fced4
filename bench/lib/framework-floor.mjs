/**
 * The framework floor: bench/floor-app, a bare Next.js app with one page of a chosen size, built
 * with the site's own next, react and react-dom and served by plain `next start`. Nothing of it is
 * in the site. It is built once per version of its sources and of Next, in a folder of /tmp kept
 * between runs (its node_modules a link to the site's), and never inside the repository, where the
 * site's lint and type-check would find the build.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseEnv, log, root } from '../../scripts/setup.mjs';
import { ensurePortFree, spawnServer, stop, track, waitFor } from './processes.mjs';

const SOURCE = path.join(root, 'bench', 'floor-app');
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const BUILT = 'floor-built';

const version = (name) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The floor app's sources and the versions of what builds it. */
function fingerprint() {
  const hash = crypto.createHash('sha256');
  // The build's node_modules is a link to this checkout's.
  hash.update(`${root}\n`);
  for (const name of ['next', 'react', 'react-dom']) hash.update(`${name}@${version(name)}\n`);
  for (const entry of fs.readdirSync(SOURCE, { recursive: true }).map(String).sort()) {
    const file = path.join(SOURCE, entry);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(entry);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The deepest folder holding both paths: Turbopack reads nothing outside its root. */
function commonFolder(a, b) {
  const partsA = a.split(path.sep);
  const partsB = b.split(path.sep);
  let i = 0;
  while (i < partsA.length && partsA[i] === partsB[i]) i++;
  return partsA.slice(0, i).join(path.sep) || path.sep;
}

function runLogged(args, options, logFile) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    const child = track(spawn(process.execPath, args, { ...options, stdio: ['ignore', out, out] }));
    child.on('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`next ${args.slice(1).join(' ')} failed (exit ${code}); see ${logFile}`));
    });
  });
}

const env = (dir) => ({
  ...baseEnv,
  NODE_ENV: 'production',
  FLOOR_TURBOPACK_ROOT: commonFolder(dir, fs.realpathSync(path.join(root, 'node_modules'))),
});

/** The folder of a built floor app, building it when this version has not been built yet. */
export async function ensureFloorBuild(logFile) {
  const dir = path.join(os.tmpdir(), `nswjcl-bench-floor-${fingerprint()}`);
  if (fs.existsSync(path.join(dir, BUILT))) return dir;
  log(`Building the framework floor (bench/floor-app, Next ${version('next')}) in ${dir}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(SOURCE, dir, { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await runLogged([NEXT_BIN, 'build'], { cwd: dir, env: env(dir) }, logFile);
  fs.writeFileSync(path.join(dir, BUILT), new Date().toISOString());
  return dir;
}

/**
 * `next start` on the floor app; with `cacheHandler`, configured with a cache handler as the site is
 * (bench/floor-app/cache-handler.mjs). Resolves once its bare page answers.
 */
export async function startFrameworkFloor({ port, logFile, cacheHandler = false }) {
  const dir = await ensureFloorBuild(logFile);
  // Next keeps what it renders on disk; a later run would serve the floor's pages from there without
  // rendering any, and a process that has never rendered pays less for every request after (Node 20 has no
  // promise hooks until a render's AsyncLocalStorage starts them). The site renders each page once
  // (its cache is in memory only), so the floor must too. A floor with a cache handler keeps nothing there.
  if (!cacheHandler)
    fs.rmSync(path.join(dir, '.next', 'server', 'route-cache'), { recursive: true, force: true });
  await ensurePortFree(port);
  const out = fs.openSync(logFile, 'a');
  const child = track(
    spawnServer(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: dir,
      env: { ...env(dir), FLOOR_CACHE_HANDLER: cacheHandler ? '1' : '' },
      stdio: ['ignore', out, out],
    }),
  );
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/0`, child, logFile);
  return { url, pid: child.pid, stop: () => stop(child) };
}
