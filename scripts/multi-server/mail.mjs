/**
 * Mail from several servers on one PostgreSQL (docs/mail.md, issue 33): `links --send` queues every school's and
 * zone scorer's address (about three hundred messages), every server's worker sends; once some have gone, one server is
 * killed (SIGKILL) and the mail server with it, which comes back 5 s later. Afterwards every message of the outbox
 * was delivered, by its own Message-ID, and none twice but one the killed server may have handed over without
 * recording it (sent again with the same Message-ID, which mailboxes show once).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { command, killOne } from './site.mjs';
import { freePort } from '../durability/server.mjs';
import { root as repo } from '../setup.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A message the mail server did not take is tried again after a minute; a dead server's claim runs out in two. */
const DELIVERED_WITHIN_MS = 200_000;

async function listening(port) {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`the mail sink did not listen on ${port}`);
}

/** The SMTP server, in a child process that can be killed; `start()` again on the same port. */
export async function startMailSink(root) {
  const port = await freePort();
  const file = path.join(root, 'mail-received.tsv');
  let child = null;
  const sink = {
    url: `smtp://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        process.execPath,
        [path.join(repo, 'scripts/multi-server/mail-sink.mjs'), String(port), file],
        {
          stdio: 'ignore',
        },
      );
      await listening(port);
    },
    async kill() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    },
    received: () =>
      fs.existsSync(file)
        ? fs
            .readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => line.split('\t')[0])
        : [],
  };
  await sink.start();
  return sink;
}

async function outbox(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT message_id, state, claimed_by, answer FROM mail_outbox');
    return rows;
  } finally {
    await client.end();
  }
}

export async function checkMail({ servers, sink, databaseUrl, year }) {
  const problems = [];
  const answer = await command(servers[0], { name: 'links', year, send: true });
  const queued = Number(/(\d+) messages? queued/.exec(answer.message)?.[1] ?? 0);
  if (queued < 20) problems.push(`links --send queued ${queued} messages: ${answer.message}`);

  // Once some are delivered: a server and the mail server die together.
  const start = Date.now();
  while (sink.received().length < 5 && Date.now() - start < 30_000) await sleep(50);
  const victim = servers.at(-1);
  const pid = victim.child.pid;
  await Promise.all([killOne(victim), sink.kill()]);
  const heldByVictim = (await outbox(databaseUrl)).filter(
    (row) => row.state === 'sending' && String(row.claimed_by).includes(`:${pid}:`),
  ).length;
  const atKill = sink.received().length;
  await sleep(5_000);
  await sink.start();

  let rows = [];
  const deadline = Date.now() + DELIVERED_WITHIN_MS;
  do {
    await sleep(2_000);
    rows = await outbox(databaseUrl);
  } while (rows.some((row) => row.state === 'queued' || row.state === 'sending') && Date.now() < deadline);

  const received = sink.received();
  const counts = new Map();
  for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ours = new Set(rows.map((row) => row.message_id));
  const missing = rows.filter((row) => !counts.has(row.message_id));
  const strangers = [...counts.keys()].filter((id) => !ours.has(id));
  const twice = [...counts.values()].filter((n) => n > 1).length;
  const notSent = rows.filter((row) => row.state !== 'sent');
  if (notSent.length)
    problems.push(
      `${notSent.length} messages were not sent: ${notSent
        .slice(0, 3)
        .map((row) => `${row.state} (${row.answer})`)
        .join('; ')}`,
    );
  if (missing.length) problems.push(`${missing.length} messages of the outbox never reached the mail server`);
  if (strangers.length)
    problems.push(`${strangers.length} Message-IDs the outbox does not have were received`);
  if (twice > heldByVictim)
    problems.push(
      `${twice} messages were received twice; only ${heldByVictim} was being sent by the killed server`,
    );
  return {
    problems,
    summary: {
      messages: rows.length,
      deliveredBeforeTheKill: atKill,
      heldByTheKilledServer: heldByVictim,
      receivedTwiceWithTheSameMessageId: twice,
      seconds: Math.round((Date.now() - start) / 1000),
    },
  };
}
