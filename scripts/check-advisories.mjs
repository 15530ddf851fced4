/**
 * `node scripts/check-advisories.mjs`: what `npm audit` would tell us, where it can.
 *
 * 1. Each runtime dependency in package.json is installed at exactly the version package-lock.json
 *    pins (a hand-edited node_modules or a stale install fails here), and its range in package.json
 *    is named when it is not an exact version.
 * 2. Every runtime package in the lock (dependencies of dependencies included) is sent to the
 *    registry's bulk advisory endpoint, as `npm audit` does; any advisory fails the check. A registry
 *    that does not answer that endpoint (a mirror) is said plainly and, unless --require-advisories
 *    is given, does not fail the check: step 1 still ran.
 * 3. The framework (next, react, react-dom) is on the newest patch release of its minor line: a patch
 *    release is where the framework's security fixes land, so being behind one fails the check. A
 *    registry that does not answer is said plainly, as in step 2.
 *
 * --root <dir> (default this project), --registry <url> (default npm's configured registry).
 * Exit codes: 0 clean, 1 a problem found, 2 advisories required but not available.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const root = path.resolve(option('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const registry = (
  option('--registry') ??
  process.env.npm_config_registry ??
  'https://registry.npmjs.org/'
).replace(/\/?$/, '/');
const requireAdvisories = args.includes('--require-advisories');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const manifest = readJson(path.join(root, 'package.json'));
const lock = readJson(path.join(root, 'package-lock.json'));
const problems = [];

// 1. Installed exactly as locked.
for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
  const locked = lock.packages?.[`node_modules/${name}`]?.version;
  let installed = null;
  try {
    installed = readJson(path.join(root, 'node_modules', name, 'package.json')).version;
  } catch {
    // not installed
  }
  if (!locked) problems.push(`${name}: not in package-lock.json`);
  else if (installed !== locked)
    problems.push(`${name}: installed ${installed ?? 'nothing'}, the lock pins ${locked}`);
  if (!/^\d+\.\d+\.\d+$/.test(range))
    console.log(
      `note: ${name} is "${range}" in package.json, not one exact version (the lock has ${locked ?? 'none'})`,
    );
}

// 2. Known advisories for every runtime package in the lock.
const versions = {};
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  if (!where || entry.dev || entry.link || !entry.version) continue;
  const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  (versions[name] ??= new Set()).add(entry.version);
}
const body = JSON.stringify(
  Object.fromEntries(Object.entries(versions).map(([name, set]) => [name, [...set]])),
);
let advisories = null;
let unavailable = null;
try {
  const response = await fetch(new URL('-/npm/v1/security/advisories/bulk', registry), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  if (response.ok) advisories = await response.json();
  else unavailable = `${response.status} ${response.statusText}`;
} catch (error) {
  unavailable = error.cause?.code ?? error.message;
}

if (advisories) {
  for (const [name, found] of Object.entries(advisories)) {
    for (const advisory of found)
      problems.push(
        `${name} ${advisory.vulnerable_versions}: ${advisory.severity} ${advisory.title} ${advisory.url ?? ''}`.trim(),
      );
  }
  console.log(`Advisories: ${Object.keys(versions).length} runtime packages checked at ${registry}.`);
} else {
  console.log(
    `Advisories: not checked, ${registry} does not answer the bulk advisory endpoint (${unavailable}).`,
  );
}

// 3. The framework on its latest patch release.
const FRAMEWORK = ['next', 'react', 'react-dom'];
const release = (version) => /^(\d+)\.(\d+)\.(\d+)$/.exec(version)?.slice(1).map(Number) ?? null;
for (const name of FRAMEWORK) {
  const installed = lock.packages?.[`node_modules/${name}`]?.version;
  const mine = installed && release(installed);
  if (!mine || !manifest.dependencies?.[name]) continue;
  let published;
  try {
    const response = await fetch(new URL(encodeURIComponent(name), registry), {
      headers: { accept: 'application/vnd.npm.install-v1+json' },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    published = Object.keys((await response.json()).versions ?? {});
  } catch (error) {
    console.log(`Framework: ${name} not compared with its releases (${error.cause?.code ?? error.message}).`);
    continue;
  }
  const newest = published
    .map(release)
    .filter((v) => v && v[0] === mine[0] && v[1] === mine[1])
    .reduce((best, v) => (v[2] > best[2] ? v : best), mine);
  if (newest[2] > mine[2])
    problems.push(
      `${name} ${installed} is behind ${newest.join('.')}, the newest patch release of ${mine[0]}.${mine[1]}: npm install --save-exact ${name}@${newest.join('.')}`,
    );
  else console.log(`Framework: ${name} ${installed} is the newest patch release of ${mine[0]}.${mine[1]}.`);
}

for (const problem of problems) console.error(`problem: ${problem}`);
if (problems.length) process.exit(1);
if (!advisories && requireAdvisories) process.exit(2);
console.log(`Runtime dependencies: ${Object.keys(manifest.dependencies ?? {}).length} installed as locked.`);
