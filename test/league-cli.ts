/** The league command line as the tests run it: a real process, on a data folder of the test's own. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

export type LeagueRun = { code: number | null; stdout: string; stderr: string };

/** Node's arguments for `npm run league -- ARGS`: one process, as `npm run league` starts it. */
export const leagueArgs = (args: string[]) => [
  '--import',
  'tsx',
  path.join(root, 'scripts/league.ts'),
  ...args,
];

function spawnLeague(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, leagueArgs(args), {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

/** `npm run league -- ARGS` on the embedded store in `dataDir`, whatever DATABASE_URL the test run has. */
export function runLeague(dataDir: string, ...args: string[]): LeagueRun {
  const result = spawnLeague(dataDir, args);
  return {
    code: result.status,
    stdout: result.stdout.toString('utf8'),
    stderr: result.stderr.toString('utf8'),
  };
}

/** The same, for a command whose standard output is a file's bytes (`workbook export`). */
export function runLeagueForBytes(dataDir: string, ...args: string[]) {
  const result = spawnLeague(dataDir, args);
  return { code: result.status, stdout: result.stdout, stderr: result.stderr.toString('utf8') };
}

/** Writes `value` (a string as it is, anything else as JSON) to `name` in `dir`, and returns its path. */
export function writeJsonIn(dir: string, name: string, value: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

/**
 * An exported season as the tests compare it: without `exported_at`, the time of the export, which makes
 * two exports of an unchanged season differ (scripts/league.test.ts checks it is there).
 */
export function exportedSeason<T = unknown>(stdout: string): T {
  const { exported_at: _at, ...season } = JSON.parse(stdout) as Record<string, unknown>;
  return season as T;
}
