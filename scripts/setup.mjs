/**
 * What `npm start` and `npm test` need before anything else, using Node's built-ins only (they run
 * before node_modules exists): install the packages when they are missing or older than the lock
 * file, build the site when the build is missing or older than its sources, and find out whether
 * the service some tests use (PostgreSQL) can be reached.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ci from '../lib/ci.cjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

export function log(message) {
  console.log(`\u001b[1m> ${message}\u001b[0m`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: baseEnv, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** "48 s", "3 min 05 s". */
export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** Each stage runOrExit ran, and how long it took (`npm test` lists them at the end). */
export const stageTimes = [];

export async function runOrExit(label, command, args, options) {
  log(label);
  const started = Date.now();
  const code = await run(command, args, options);
  const took = Date.now() - started;
  stageTimes.push({ label, took, failed: code !== 0 });
  if (code !== 0) {
    console.error(`\n${label} failed (exit code ${code}) after ${duration(took)}.`);
    process.exit(code);
  }
  console.log(`  (${duration(took)})`);
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export async function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(installed) && mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  await runOrExit('Installing packages (npm ci)', npm, ['ci', '--no-audit', '--no-fund']);
}

const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.js',
  'package-lock.json',
  'tsconfig.json',
  'instrumentation.ts',
  'proxy.ts',
];

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield [entry, stat];
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

/** A fingerprint of everything the build reads: paths, sizes and contents. */
function sourceFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const [file] of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const buildStamp = () => path.join(root, '.next', 'source-fingerprint');
export const BUILD_LABEL = 'Building the site (next build)';

export async function ensureBuild({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
  const current =
    built && fs.existsSync(buildStamp()) && fs.readFileSync(buildStamp(), 'utf8') === fingerprint;
  if (current && !force) return;
  await runOrExit(BUILD_LABEL, npm, ['run', 'build']);
  markBuilt(fingerprint);
}

/** Records that the build is of the sources as they are now (after a build run as a stage of its own). */
export function markBuilt(fingerprint = sourceFingerprint()) {
  fs.writeFileSync(buildStamp(), fingerprint);
}

/** CI=true (or any value but 0 and false): every test must run, and a missing service is a failure. */
export const onCi = ci.onCi();

/** Installs a Debian package when its command is missing, as root with apt-get; whether it is there now. */
export async function ensureDebianCommand(command, pkg = command) {
  return ensureDebianPackage(pkg, () => hasCommand(command));
}

/** Installs a Debian package unless `present()` says it is there; whether it is there now. */
export async function ensureDebianPackage(pkg, present) {
  if (present()) return true;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) return false;
  log(`Installing Debian's ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', '-qq', pkg], { env })) === 0
  );
}

/** Whether Debian's python3 can import `module` (a pyenv python3 earlier on PATH may lack Debian's modules). */
export function debianPythonHas(module) {
  try {
    execFileSync('/usr/bin/python3', ['-c', `import ${module}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts TCP connections at host:port within `timeoutMs`. */
export function reachable(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The services some tests need, where the tests look for them (test/services.ts). */
export function testServices(env = process.env) {
  const postgres = new URL(env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  return [
    {
      name: 'postgres',
      label: 'PostgreSQL',
      host: postgres.hostname.replace(/^\[|\]$/g, ''),
      port: Number(postgres.port || 5432),
    },
  ].map((service) => ({ ...service, address: `${service.host}:${service.port}` }));
}

/**
 * The test services that cannot be reached. TEST_SERVICES_MISSING (comma-separated names) counts
 * services as missing without probing them, to try the path a machine without them takes.
 */
export async function missingTestServices(env = process.env) {
  const forced = (env.TEST_SERVICES_MISSING ?? '').split(',').map((name) => name.trim());
  const missing = [];
  for (const service of testServices(env)) {
    if (forced.includes(service.name) || !(await reachable(service.host, service.port)))
      missing.push(service);
  }
  return missing;
}
