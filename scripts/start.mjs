/**
 * `npm start`: install what is missing, build when the build is missing or stale, load the demo
 * seasons into an empty store, then serve the site on PORT (default 3000).
 */
import { spawn } from 'node:child_process';
import { baseEnv, ensureBuild, ensureDependencies, log, npm, root, runOrExit } from './setup.mjs';

await ensureDependencies();
await ensureBuild();
// From here on (the data store, the server and what they write) nothing is readable by other users;
// the build above keeps the default modes.
process.umask(0o077);
await runOrExit('Preparing the data store (loads the demo seasons when it is empty)', npm, [
  'run',
  '--silent',
  'league',
  '--',
  'seed',
]);

const port = process.env.PORT || '3000';
log(`Serving the site on http://localhost:${port}`);
const server = spawn(process.execPath, ['server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...baseEnv, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
