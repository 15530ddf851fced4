/**
 * `--large`, "Writes": a card confirmation and a one-zone workbook upload timed on the demo store, on the
 * large store (80 extra seasons) and on a store whose season has four times the demo's zones and divisions. A write
 * reads and locks only its own match, division or zone, so neither may cost more as the store or the season
 * grows (TARGET_COST_RATIO). scripts/write-cost.ts does the timing, on a copy of each store, with no server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/setup.mjs';
import { TARGET_COST_RATIO } from './large.mjs';
import { importBundle, seedStore } from './processes.mjs';
import { heading, median, ms, num, table, verdict } from './util.mjs';

const SAMPLES = 15;
const WIDE_FACTOR = 4;

function timeWrites(dataDir, logFile) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    let stdout = '';
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=react-server',
        path.join(root, 'scripts/write-cost.ts'),
        dataDir,
        String(SAMPLES),
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LEAGUE_API_URL: '' },
        stdio: ['ignore', 'pipe', out],
      },
    );
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(stdout.trim().split('\n').pop()))
        : reject(new Error(`write-cost exited ${code}; see ${logFile}`)),
    );
  });
}

/**
 * The demo season with `factor` times its zones and divisions: each zone copied (`E-2`, `E-3` …) with its
 * divisions, so the season grows and each zone, the one timed included, stays the demo's size.
 */
function widerSeason(template, factor) {
  const zones = [...template.zones];
  const divisions = [...template.divisions];
  for (let k = 2; k <= factor; k++) {
    for (const zone of template.zones)
      zones.push({ ...zone, code: `${zone.code}-${k}`, name: `${zone.name} (${k})` });
    for (const division of template.divisions)
      divisions.push({
        ...division,
        code: `${division.code}-${k}`,
        name: `${division.name} (${k})`,
        zone: `${division.zone}-${k}`,
      });
  }
  return {
    ...template,
    zones,
    divisions,
    changes: [],
    notes: [`The demo season with ${factor}× its zones (bench).`],
  };
}

/** `stores.demo` and `stores.large` are the large section's copies; the wide store is made here. */
export async function runWrites({ runDir, stores, logFile }) {
  const wide = path.join(runDir, 'wide-store');
  await seedStore(wide, logFile);
  const template = JSON.parse(fs.readFileSync(path.join(root, 'demo', 'season-2026.json'), 'utf8'));
  const season = widerSeason(template, WIDE_FACTOR);
  const file = path.join(runDir, 'wide-2026.json');
  fs.writeFileSync(file, JSON.stringify(season));
  await importBundle(wide, file, logFile);
  const record = {};
  for (const [name, dir] of [
    ['demo', stores.demo],
    ['large', stores.large],
    ['wide', wide],
  ]) {
    const copy = path.join(runDir, `writes-${name}`);
    fs.cpSync(dir, copy, { recursive: true });
    fs.rmSync(path.join(copy, 'owner.json'), { force: true });
    console.log(`  timing writes on the ${name} store…`);
    record[name] = await timeWrites(copy, logFile);
  }
  return record;
}

export function reportWrites(record) {
  heading(
    `Writes: one at a time, median of ${SAMPLES} (ms), against the demo store (target ≤ ${TARGET_COST_RATIO}×)`,
  );
  const rows = ['confirm', 'upload'].map((kind) => {
    const demo = median(record.demo[kind]);
    const ratio = (store) => median(record[store][kind]) / demo;
    return [
      kind === 'confirm' ? 'card confirmation' : 'one-zone workbook upload',
      ms(demo),
      ms(median(record.large[kind])),
      num(ratio('large'), 2),
      ms(median(record.wide[kind])),
      num(ratio('wide'), 2),
      verdict(Math.max(ratio('large'), ratio('wide')), (worst) => worst <= TARGET_COST_RATIO),
    ];
  });
  console.log(
    table(['write', 'demo', 'large', 'large / demo', `${WIDE_FACTOR}× zones`, 'wide / demo', ''], rows),
  );
}
