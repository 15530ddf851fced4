/**
 * `npm run league` against the end-to-end server's store, as an official runs it beside the running site: the
 * server runs the command and refreshes its pages. One way for every spec to call it.
 */
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '..');
const OPTIONS = {
  cwd: ROOT,
  env: {
    ...process.env,
    DATA_DIR: path.join(ROOT, '.e2e-data'),
    DATABASE_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  },
  encoding: 'utf8' as const,
  // A season's entries as CSV can be large.
  maxBuffer: 10 * 1024 * 1024,
};

/** The command's output; a failing command throws. */
export function league(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'league', '--', ...args], {
    ...OPTIONS,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The command's exit code and what it said on standard error, whether or not it failed. */
export function leagueResult(...args: string[]): { code: number | null; stderr: string } {
  const result = spawnSync('npm', ['run', '--silent', 'league', '--', ...args], OPTIONS);
  return { code: result.status, stderr: result.stderr };
}
