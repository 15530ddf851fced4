/**
 * The production server the end-to-end tests run against: the current build, on a fresh embedded
 * store in .e2e-data filled with the demo seasons.
 *
 * hostile: the store is tmp/e2e-data-hostile and holds the demo seasons with markup and script in
 * every shown text (e2e/hostile-data.ts), for e2e/xss.spec.ts.
 * leagueApi: the site reads a league API instead (LEAGUE_API_URL), here a small proxy in this
 * process in front of the hostile server that also adds raw markup and script to
 * the HTML tables and grids, as a compromised league API could; the site must sanitise them.
 *
 * writes: the server of the specs that write (the `writes` project), on a store of its own.
 *
 * The main and the writes server send their mail (SMTP_URL) to an SMTP server in this process on the server's
 * port + 25, which writes each message it receives, raw, to the server's mailbox folder (scripts/e2e-servers.mjs)
 * for e2e/mailbox.ts to read.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { startSmtpSink } from './smtp-sink.mjs';
import { baseEnv, npm, root, runOrExit } from './setup.mjs';
import { E2E_SERVERS } from './e2e-servers.mjs';

/** Which of E2E_SERVERS this is: its name is the argument (`main` without one). */
const name = process.argv[2] ?? 'main';
const serving = E2E_SERVERS[name];
if (!serving) throw new Error(`No end-to-end server is called ${name} (scripts/e2e-servers.mjs).`);
const hostile = name === 'hostile';
const leagueApi = name === 'leagueApi';
const dataDir = path.join(root, serving.dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });
const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: '', LEAGUE_API_URL: '' };

/** What a hostile league API adds to each HTML fragment it sends. */
const RAW_MARKUP =
  '<p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><svg onload="window.__xss=1"></svg>' +
  '<iframe src="javascript:top.__xss=1"></iframe><a href="javascript:window.__xss=1" onclick="window.__xss=1">more</a>' +
  '<a href="//evil.example/" target="_top">away</a><form action="javascript:window.__xss=1"><input autofocus onfocus="window.__xss=1"></form>' +
  '<style>*{display:none}</style><object data="javascript:window.__xss=1"></object>' +
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>' +
  '<table><tr><td background="javascript:window.__xss=1" style="background:url(javascript:window.__xss=1)">cell</td></tr></table></p>';

function poisonAllData(data) {
  for (const zones of Object.values(data.divisions_by_zone_code ?? {}))
    for (const grades of Object.values(zones))
      for (const list of Object.values(grades)) for (const division of list) division.table += RAW_MARKUP;
  for (const entry of Object.values(data.finals_codes ?? {})) entry.html += RAW_MARKUP;
  for (const entry of Object.values(data.round_robin_finals ?? {})) entry.table += RAW_MARKUP;
  return data;
}

/** Passes every call on to `upstream`, poisoning all_data's HTML on the way back. */
function startHostileApi(upstream) {
  const server = http.createServer(async (request, response) => {
    try {
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      const headers = {};
      for (const name of ['content-type', 'cookie', 'x-xsrf-token'])
        if (request.headers[name]) headers[name] = request.headers[name];
      const answer = await fetch(upstream + request.url, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (answer.ok && request.url.startsWith('/api/index/get-all-data/year/')) {
        const parsed = JSON.parse(body.toString('utf8'));
        parsed.data = poisonAllData(parsed.data);
        body = Buffer.from(JSON.stringify(parsed));
      }
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ result: 0, error: error.message }));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

/** Receives the main server's mail and keeps each message as a file (`<n>.eml`) in `dir`. */
function startMailbox(port, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  return startSmtpSink(port, (raw) => {
    count += 1;
    const name = `${String(count).padStart(5, '0')}.eml`;
    fs.writeFileSync(path.join(dir, `${name}.part`), raw);
    fs.renameSync(path.join(dir, `${name}.part`), path.join(dir, name));
  });
}

if (serving.mailbox) {
  env.SMTP_URL = await startMailbox(String(serving.port + 25), path.join(root, serving.mailbox));
  env.MAIL_FROM = 'NSW Junior Chess League <noreply@example.org>';
  env.MAIL_REPLY_TO = 'office@example.org';
  env.MAIL_WORKER_SECONDS = '1';
  // The office's `Send addresses` queues about three hundred messages (every demo school's and scorer's): other
  // specs' mail does not wait behind them.
  env.MAIL_PER_MINUTE = '3000';
}

if (leagueApi) {
  env.LEAGUE_API_URL = await startHostileApi(`http://127.0.0.1:${E2E_SERVERS.hostile.port}`);
} else if (hostile) {
  await runOrExit(
    'Loading the hostile demo seasons for the XSS tests',
    'npx',
    ['tsx', 'e2e/seed-hostile.ts'],
    { env },
  );
} else {
  await runOrExit(
    'Loading the demo seasons for the end-to-end tests',
    npm,
    ['run', '--silent', 'league', '--', 'seed'],
    { env },
  );
}
const server = spawn(process.execPath, ['server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: String(serving.port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
