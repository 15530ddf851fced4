/**
 * A cached page carries no nonce and no render time (server.mjs, lib/cache/page-cache-handler.mjs), so two
 * renders of it from the same data are the same bytes, and a server answers another's ETag with 304, as
 * nginx's refresh through another server asks. On PGlite, whose queries answer one at a time, that holds for
 * every page (`sameBytes`, scripts/same-copies.mjs). On PostgreSQL it holds for most: React streams each part
 * of a page when its data arrives, and numbers its parts as they come, so when two renders' queries answer in
 * another order their bytes differ though the page is the same; such copies are counted, not refused, and
 * where each first differs is printed (docs/performance.md).
 */
import { rawRequest } from '../../test/raw-request.mjs';
import { readPage } from './site.mjs';

// A zone page, a school page, the home page, and the not-found page (which Next keeps as well).
const PAGES = ['/2026/divisions/championship/EC', '/schools/darcy-road', '/home', '/no-such-page'];

export async function checkSameCopies({ servers, sameBytes = false }) {
  const problems = [];
  let identical = 0;
  let compared = 0;
  const differences = [];
  for (const page of PAGES) {
    const copies = [];
    for (const server of servers) {
      await readPage(server, page);
      // As sent, uncompressed (fetch would ask for gzip and decode it).
      const response = await rawRequest(server.url + page, { timeoutMs: 30_000 });
      copies.push({ server, status: response.status, etag: response.headers.etag, body: response.body });
      if (
        / nonce="|'nonce-/.test(response.body.toString('utf8')) ||
        /'nonce-/.test(response.headers['content-security-policy'] ?? '')
      )
        problems.push(`${page}: ${server.name}'s copy carries a nonce`);
    }
    const [first, ...others] = copies;
    for (const copy of others) {
      compared += 1;
      if (copy.body.equals(first.body)) {
        identical += 1;
        if (first.status !== 200) continue;
        // As nginx revalidates: If-None-Match alone (fetch would add Cache-Control: no-cache).
        const revalidated = await rawRequest(copy.server.url + page, {
          headers: { 'if-none-match': first.etag ?? '' },
          timeoutMs: 30_000,
        });
        if (revalidated.status !== 304)
          problems.push(
            `${page}: ${copy.server.name} answered ${first.server.name}'s ETag with ${revalidated.status}, not 304`,
          );
        continue;
      }
      const difference = `${page}: ${copy.server.name}'s copy differs from ${first.server.name}'s (${firstDifference(first.body, copy.body)})`;
      if (sameBytes) problems.push(difference);
      else differences.push(difference);
    }
  }
  if (!problems.length)
    console.log(
      `  ${PAGES.length} cached pages on ${servers.length} servers, no nonce: ${identical} of ${compared} copies the same bytes as the first server's, each answering its ETag with 304${identical < compared ? '; the others differ' : ''}.`,
    );
  for (const difference of differences) console.log(`    ${difference}`);
  return problems;
}

/** Where two copies first differ, with a little of each, for the message. */
function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  const around = (body) => JSON.stringify(body.subarray(Math.max(0, at - 40), at + 40).toString('utf8'));
  return `at byte ${at}: ${around(a)} against ${around(b)}`;
}
