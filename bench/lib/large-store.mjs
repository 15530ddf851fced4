/**
 * The large store of `npm run bench -- --large`: the demo seasons plus 80 synthetic seasons
 * (1945-2024, clear of the demo's 2025 and 2026) of 500 divisions each, made from the demo's own
 * divisions so every draw has realistic teams, rounds and results, and imported one bundle at a
 * time through the command line while no server runs. Building it takes minutes, so it is kept in
 * /tmp under a fingerprint of the demo data, the migrations and this generator, and copied for each
 * run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/setup.mjs';
import { importBundle, seedStore } from './processes.mjs';

export const EXTRA_SEASONS = 80;
export const DIVISIONS_PER_SEASON = 500;
export const FIRST_YEAR = 1945;
const GENERATOR_VERSION = 1;

const readDemo = (year) =>
  JSON.parse(fs.readFileSync(path.join(root, 'demo', `season-${year}.json`), 'utf8'));

/** Every ISO date of the template moved into `year`. */
function moveDates(value, year) {
  return JSON.parse(
    JSON.stringify(value).replace(/"(\d{4})-(\d{2})-(\d{2})"/g, (_, _y, m, d) => `"${year}-${m}-${d}"`),
  );
}

/**
 * One synthetic season: the 2026 demo's regions, zones and finals, and its divisions repeated (each
 * copy with its own code and name) up to `divisions`, so each zone and grade holds several times
 * the demo's divisions. Schools are left out: invitation hashes are unique across the store.
 */
export function syntheticSeason(
  year,
  {
    divisions = DIVISIONS_PER_SEASON,
    template = readDemo(2026),
    roundRobin = readDemo(2025).round_robin_finals,
  } = {},
) {
  const list = [];
  for (let i = 0; i < divisions; i++) {
    const source = template.divisions[i % template.divisions.length];
    const copy = Math.floor(i / template.divisions.length);
    list.push({ ...source, code: `${source.code}-${copy + 1}`, name: `${source.name} (${copy + 1})` });
  }
  const entry = Object.fromEntries(
    Object.entries(template.entry).map(([mode, window]) => [mode, { ...window, invitation_active: false }]),
  );
  return moveDates(
    {
      ...template,
      year,
      active: false,
      published: true,
      entry,
      divisions: list,
      round_robin_finals: roundRobin,
      history: {
        primary: `Primary winner ${year}`,
        metropolitan_secondary: {
          senior: `Senior winner ${year}`,
          intermediate: `Intermediate winner ${year}`,
          junior: `Junior winner ${year}`,
        },
        country_secondary: `Country winner ${year}`,
      },
      schools: [],
      notes: [
        `Synthetic season for npm run bench -- --large: the 2026 demo's divisions repeated to ${divisions}.`,
      ],
    },
    year,
  );
}

function fingerprint() {
  const hash = crypto.createHash('sha256');
  hash.update(`generator ${GENERATOR_VERSION} ${EXTRA_SEASONS}x${DIVISIONS_PER_SEASON}`);
  for (const dir of ['demo', 'lib/db/migrations']) {
    for (const name of fs.readdirSync(path.join(root, dir), { recursive: true }).sort()) {
      const file = path.join(root, dir, String(name));
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The path of a complete large store, built when missing (or when `rebuild`); progress goes to the
 * console and the command-line output to `logFile`.
 */
export async function ensureLargeStore({ rebuild = false, logFile }) {
  const dir = path.join(os.tmpdir(), `bench-large-store-${fingerprint()}`);
  const done = path.join(dir, 'complete.json');
  if (!rebuild && fs.existsSync(done)) {
    const info = JSON.parse(fs.readFileSync(done, 'utf8'));
    console.log(
      `  Reusing the large store in ${dir} (built ${info.builtAt} in ${info.minutes} min; --rebuild-large to build it again).`,
    );
    return dir;
  }
  const started = Date.now();
  const store = path.join(dir, 'store');
  console.log(
    `  Building the large store in ${dir}: demo seasons, then ${EXTRA_SEASONS} seasons of ${DIVISIONS_PER_SEASON} divisions through the command line.`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  await seedStore(store, logFile);
  const template = readDemo(2026);
  const roundRobin = readDemo(2025).round_robin_finals;
  const file = path.join(dir, 'bundle.json');
  for (let i = 0; i < EXTRA_SEASONS; i++) {
    const year = FIRST_YEAR + i;
    fs.writeFileSync(file, JSON.stringify(syntheticSeason(year, { template, roundRobin })));
    await importBundle(store, file, logFile);
    const elapsed = (Date.now() - started) / 1000;
    process.stdout.write(
      `\r  imported ${i + 1}/${EXTRA_SEASONS} (${year}), ${Math.round(elapsed)} s, about ${Math.round((elapsed / (i + 1)) * (EXTRA_SEASONS - i - 1))} s to go   `,
    );
  }
  process.stdout.write('\n');
  const bundleBytes = fs.statSync(file).size;
  fs.rmSync(file);
  const info = {
    builtAt: new Date().toISOString(),
    minutes: ((Date.now() - started) / 60_000).toFixed(1),
    seasons: EXTRA_SEASONS + 2,
    divisionsPerExtraSeason: DIVISIONS_PER_SEASON,
    bundleBytes,
    storeBytes: duBytes(store),
  };
  fs.writeFileSync(done, JSON.stringify(info, null, 2));
  return dir;
}

export function duBytes(dir) {
  let total = 0;
  for (const name of fs.readdirSync(dir, { recursive: true })) {
    const stat = fs.statSync(path.join(dir, String(name)));
    if (stat.isFile()) total += stat.size;
  }
  return total;
}
