/**
 * `npm run league` against the end-to-end server's store, as an official runs it beside the running site: the
 * server runs the command and refreshes its pages. One way for every spec to call it.
 */
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { test } from '@playwright/test';
import { e2eServerOf } from '../scripts/e2e-servers.mjs';

/** Against the store of the server the running test's project reaches. */
function options() {
  const root = path.resolve(__dirname, '..');
  return {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(root, e2eServerOf(test.info().project.name).dataDir),
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8' as const,
    // A season's entries as CSV can be large.
    maxBuffer: 10 * 1024 * 1024,
  };
}

/** The command's output; a failing command throws. */
export function league(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'league', '--', ...args], {
    ...options(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The command's exit code and what it said on standard error, whether or not it failed. */
export function leagueResult(...args: string[]): { code: number | null; stderr: string } {
  const result = spawnSync('npm', ['run', '--silent', 'league', '--', ...args], options());
  return { code: result.status, stderr: result.stderr };
}
