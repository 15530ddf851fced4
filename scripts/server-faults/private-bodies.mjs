/**
 * Bodies posted to private addresses (issue 31): a made-up address's post is answered before its body is
 * read, the rest dropped, and its connection closed, so twenty 10 MB posts at once each read their 404 and
 * leave the server's memory where it was;
 * a post declared over the card's limit, or sent without a length, is refused unread too; a real
 * address's post still reaches Next. A visitor past PRIVATE_PAGE_RATE_LIMIT gets a 429 with Retry-After.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { rawRequest } from '../../test/raw-request.mjs';
import { schoolPaths } from '../durability/card-clients.mjs';
import { command } from '../multi-server/site.mjs';
import { check } from '../store-outage/http.mjs';

export const PRIVATE_PAGES_A_MINUTE = 20;
const BODY_BYTES = 10 * 1024 * 1024;
const AT_ONCE = 20;
const MATCH = 'IE1~r3~2v8';
const madeUp = () => `/private/${crypto.randomBytes(32).toString('base64url').slice(0, 43)}/match/${MATCH}`;
const cardHeaders = (site, length) => ({
  host: new URL(site).host,
  origin: site,
  'next-action': 'ab'.repeat(21),
  'content-type': 'multipart/form-data; boundary=x',
  'content-length': String(length),
});

/** The server's resident memory in MB (Linux). */
function rssMb(pid) {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/**
 * Sends a post's head and the first `sendBytes` of its body, or all of it; resolves with the status line, how
 * much of the body had been sent when the answer came, and the error code if the connection was reset.
 */
function post(
  site,
  path,
  { bodyBytes, sendBytes = bodyBytes, headers = cardHeaders(site, bodyBytes), localAddress },
) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(site);
    const socket = net.connect({ port: Number(port), host: hostname, localAddress });
    let sent = 0;
    let answer = '';
    let answeredAfter = null;
    const timer = setTimeout(() => socket.destroy(new Error(`${path}: no answer within 30 s`)), 30_000);
    socket.on('connect', () => {
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`POST ${path} HTTP/1.1\r\n${head.join('')}\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const more = () => {
        while (sent < sendBytes && answeredAfter === null) {
          sent += chunk.length;
          if (!socket.write(chunk)) return socket.once('drain', more);
        }
      };
      more();
    });
    socket.on('data', (data) => {
      answeredAfter ??= sent;
      answer += data.toString('latin1');
    });
    const done = (reset = null) => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]);
      resolve({ status, answer, answeredAfter, reset });
    };
    socket.on('close', () => done());
    // A connection reset while the body still goes is recorded, not thrown: the checks then say whether the
    // answer was read before it.
    const refused = new Set(['EPIPE', 'ECONNRESET']);
    socket.on('error', (error) => (answer || refused.has(error.code) ? done(error.code) : reject(error)));
  });
}

export async function checkPrivateBodies({ site, server, logFile }) {
  const { output } = await command(server, { name: 'links', year: 2026 });
  const real = schoolPaths(output).get('Scots');
  check(real, 'links printed no address for Scots.');

  // Head and 64 KB of a 10 MB body: a made-up address answers 404 at once, and closes.
  const early = await post(site, madeUp(), { bodyBytes: BODY_BYTES, sendBytes: 64 * 1024 });
  check(
    early.status === 404 && early.answeredAfter <= 64 * 1024,
    `A made-up private address's post answered ${early.status || 'nothing'} after ${early.answeredAfter} bytes of its body (expected 404 before the body).`,
  );
  check(/connection: close/i.test(early.answer), 'The refused post left its connection open to be drained.');

  // Twenty whole 10 MB bodies at once, each from an address of its own (within its allowance).
  const before = rssMb(server.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 50);
  const flood = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      post(site, madeUp(), { bodyBytes: BODY_BYTES, localAddress: `127.0.1.${i + 1}` }),
    ),
  ).finally(() => clearInterval(sampler));
  const answered = flood.filter((f) => f.status === 404);
  const statuses = [...new Set(flood.map((f) => f.status || f.reset || 'nothing'))];
  const maxRead = Math.max(...flood.map((f) => f.answeredAfter ?? 0));
  console.log(
    JSON.stringify({
      check: `${AT_ONCE} posts of 10 MB to made-up private addresses at once`,
      statuses,
      answersRead: answered.length,
      rssMb: { before, peak },
      mostSentBeforeTheAnswer: maxRead,
    }),
  );
  // The server drops what still comes after its answer before it closes (lib/http/refuse-unread.mjs), so every
  // client reads its 404; closed at once, the reset lost answers (0 of 20 in one CI run).
  check(
    answered.length === AT_ONCE,
    `The flood was answered ${statuses.join(', ')} (${answered.length} of ${AT_ONCE} answers read, 404 expected for each).`,
  );
  check(
    peak - before < 64,
    `The server grew from ${before} to ${peak} MB under the flood (expected under 64 MB).`,
  );

  // Over the card's limit, or with no declared length: refused unread, even at a real address.
  const over = await post(site, `${real}/match/${MATCH}`, { bodyBytes: 12 * 1024 * 1024, sendBytes: 0 });
  check(over.status === 413, `A 12 MB post to a real address answered ${over.status} (expected 413 unread).`);
  const { 'content-length': _, ...chunkedHeaders } = cardHeaders(site, 0);
  const chunked = await post(site, `${real}/match/${MATCH}`, {
    bodyBytes: 0,
    headers: { ...chunkedHeaders, 'transfer-encoding': 'chunked' },
  });
  check(chunked.status === 411, `A post without a length answered ${chunked.status} (expected 411).`);

  // A real address's post still reaches Next, which answers an action it does not know itself.
  const form = '--x\r\nContent-Disposition: form-data; name="1"\r\n\r\n[]\r\n--x--\r\n';
  const { 'content-length': __, ...formHeaders } = cardHeaders(site, 0);
  const small = await rawRequest(`${site}${real}/match/${MATCH}`, {
    method: 'POST',
    headers: formHeaders,
    body: form,
  });
  check(
    small.headers['x-nextjs-action-not-found'] === '1',
    `A real address's post did not reach Next (${small.status}: ${small.body.toString('utf8').slice(0, 200)}).`,
  );

  // Past the allowance, a private page is a 429 with Retry-After, private, not indexed, in the site's words.
  const agent = new http.Agent({ localAddress: '127.0.0.31' });
  let page;
  for (let i = 0; i <= PRIVATE_PAGES_A_MINUTE; i += 1) page = await rawRequest(`${site}${real}`, { agent });
  agent.destroy();
  const text = page.body.toString('utf8');
  check(page.status === 429, `The private page past its allowance answered ${page.status} (expected 429).`);
  check(Number(page.headers['retry-after']) >= 1, 'The 429 has no Retry-After in seconds.');
  check(
    /private/.test(page.headers['cache-control']) && /no-store/.test(page.headers['cache-control']),
    `The 429's Cache-Control is "${page.headers['cache-control']}".`,
  );
  check(
    /noindex/.test(page.headers['x-robots-tag'] ?? '') && /noindex/.test(text),
    'The 429 may be indexed.',
  );
  check(
    /<h1>Please wait a moment<\/h1>/.test(text) && /Too many private page requests/.test(text),
    'The 429 does not say what to do.',
  );

  // Nothing of this wrote a private address into the server's log.
  const written = fs.readFileSync(logFile, 'utf8');
  const leaked = written.match(/\/private\/(?!\[token\])[^/\s"']+/g) ?? [];
  check(!leaked.length, `The server's log holds private addresses: ${leaked.slice(0, 3).join(', ')}`);
  return { before, peak };
}
