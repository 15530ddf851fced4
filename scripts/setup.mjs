/**
 * What `npm start` and `npm test` need before anything else, using Node's built-ins only (they run
 * before node_modules exists): install the packages when they are missing or older than the lock
 * file, and build the site when the build is missing or older than its sources.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export async function runOrExit(label, command, args, options) {
  log(label);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${label} failed (exit code ${code}).`);
    process.exit(code);
  }
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

const BUILD_INPUTS = ['app', 'components', 'lib', 'public', 'next.config.js', 'package-lock.json', 'tsconfig.json', 'instrumentation.ts'];

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

export async function ensureBuild({ force = false } = {}) {
  const stamp = path.join(root, '.next', 'source-fingerprint');
  const fingerprint = sourceFingerprint();
  const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
  const current = built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint;
  if (current && !force) return;
  await runOrExit('Building the site (next build)', npm, ['run', 'build']);
  fs.writeFileSync(stamp, fingerprint);
}

export function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
