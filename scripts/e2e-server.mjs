/**
 * The production server the end-to-end tests run against: the current build, on a fresh embedded
 * store in .e2e-data filled with the demo seasons. With --hostile, the store is tmp/e2e-data-hostile
 * and holds the demo seasons with markup and script in every shown text (e2e/hostile-data.ts), for
 * e2e/xss.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { baseEnv, npm, root, runOrExit } from './setup.mjs';

const hostile = process.argv.includes('--hostile');
const dataDir = path.join(root, hostile ? 'tmp/e2e-data-hostile' : '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: '', LEAGUE_API_URL: '' };
if (hostile) {
  await runOrExit('Loading the hostile demo seasons for the XSS tests', 'npx', ['tsx', 'e2e/seed-hostile.ts'], { env });
} else {
  await runOrExit('Loading the demo seasons for the end-to-end tests', npm, ['run', '--silent', 'league', '--', 'seed'], { env });
}
const port = process.env.E2E_PORT || '3100';
const server = spawn(process.execPath, ['server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
