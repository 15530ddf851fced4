/**
 * Entry requests sent round several servers on LEAGUE_API_URL, one server killed with SIGKILL half
 * way: the others keep answering, each request is stored once in the shared outbox, and each reaches
 * the league once (the league's store and a count of what was sent on the wire agree).
 */
import pg from 'pg';
import { runClients } from '../durability/clients.mjs';
import { command, killOne, readPage } from './site.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const DRAIN_MS = 90_000;

async function siteRows(databaseUrl, year) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sql =
      'SELECT idempotency_key AS key, forwarded_at AS forwarded FROM entry_requests WHERE year = $1';
    return (await client.query(sql, [year])).rows;
  } finally {
    await client.end();
  }
}

export async function checkOutbox({
  servers,
  proxy,
  league,
  counter,
  databaseUrl,
  requests,
  clients,
  runId,
  year,
}) {
  const problems = [];
  let turn = 0;
  // Through deploy/nginx.conf when nginx is here; else round the servers still running, as it does.
  const nextServer = () => {
    if (proxy) return proxy.url;
    const live = servers.filter((s) => s.alive);
    turn += 1;
    return live[turn % live.length].url;
  };
  const victim = servers.at(-1);
  let killed = null;
  let afterKill = null;
  const onAnswer = (done) => {
    if (killed || done < Math.floor(requests / 2)) return;
    killed = killOne(victim).then(async () => {
      // The others keep answering pages while the load goes on.
      const readers = [
        ...servers.filter((s) => s.alive),
        ...(proxy ? Array.from({ length: servers.length * 2 }, () => proxy) : []),
      ];
      const reads = await Promise.all(
        readers.map((s, i) =>
          readPage(s, i % 2 ? '/home' : `/competitions?after-kill=${i}`).catch((e) => ({
            status: e.message,
          })),
        ),
      );
      afterKill = reads.map((r) => r.status);
    });
  };
  const { outcomes, stats } = await runClients({
    baseUrl: nextServer,
    count: requests,
    clients,
    runId,
    onAnswer,
  });
  await killed;
  if (!killed) problems.push('no server was killed');
  if (afterKill?.some((status) => status !== 200))
    problems.push(
      `after the kill the other servers${proxy ? ' and nginx' : ''} answered pages with ${afterKill.join(', ')}`,
    );
  for (const o of outcomes.filter((o) => !o.ok)) problems.push(`${o.key}: refused (${o.status}: ${o.error})`);

  // The survivors' workers send what is left, the killed server's share included.
  const started = Date.now();
  let rows = [];
  while (Date.now() - started < DRAIN_MS) {
    rows = await siteRows(databaseUrl, year);
    if (rows.length >= outcomes.length && rows.every((r) => r.forwarded)) break;
    await sleep(500);
  }
  const drainSeconds = Math.round((Date.now() - started) / 1000);
  const stored = new Map();
  for (const row of rows) stored.set(row.key, (stored.get(row.key) ?? 0) + 1);
  const { output: delivered } = await command(league, { name: 'entries', year });
  const held = new Map();
  for (const row of delivered) held.set(row.idempotencyKey, (held.get(row.idempotencyKey) ?? 0) + 1);
  for (const o of outcomes) {
    if ((stored.get(o.key) ?? 0) !== 1)
      problems.push(`${o.key}: the shared store holds it ${stored.get(o.key) ?? 0} times`);
    if ((held.get(o.key) ?? 0) !== 1)
      problems.push(`${o.key}: the league holds it ${held.get(o.key) ?? 0} times`);
  }
  for (const row of rows) if (!row.forwarded) problems.push(`${row.key}: never forwarded`);
  // Sent twice only if a server died between the league's answer and its record of it: at most one per kill.
  const sentTwice = [...counter.deliveries].filter(([, n]) => n > 1);
  if (sentTwice.length > 1)
    problems.push(
      `${sentTwice.length} requests sent to the league more than once, e.g. ${sentTwice
        .slice(0, 5)
        .map(([k, n]) => `${k} ×${n}`)
        .join(', ')}`,
    );
  return {
    problems,
    summary: {
      requests,
      through: proxy ? 'nginx (deploy/nginx.conf)' : 'the servers in turn',
      accepted: outcomes.filter((o) => o.ok).length,
      retried: outcomes.filter((o) => o.attempts > 1).length,
      networkErrors: stats.networkErrors,
      storedOnce: [...stored.values()].filter((n) => n === 1).length,
      deliveredOnce: [...held.values()].filter((n) => n === 1).length,
      sentTwiceOnTheWire: sentTwice.length,
      drainSeconds,
      pagesAfterKill: afterKill,
    },
  };
}
