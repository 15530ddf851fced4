/**
 * A card that the other school never confirms is confirmed by the sweep, which runs on a timer outside any
 * request, and its result reaches every server's cached pages: the zone page and the home school's page,
 * both kept in the page cache with the match reported, awaiting confirmation, are read afresh once the
 * sweep has confirmed it (where the sweep ran, and on the other servers through NOTIFY).
 * The servers run with SWEEP_ENV: a card is due CONFIRM_AFTER_S after its report, and swept every second.
 */
import { command, readPage } from './site.mjs';
import { roundScore } from './cards.mjs';
import { boundedContext, launchBrowser, schoolPaths, sendCardFrom } from '../durability/card-clients.mjs';

const CONFIRM_AFTER_S = 45;
export const SWEEP_ENV = {
  RESULT_CONFIRM_DAYS: String(CONFIRM_AFTER_S / 86_400),
  CARD_SWEEP_SECONDS: '1',
};
/**
 * From when the card is due to when every server shows it: a sweep a second, its transaction, and a message
 * between servers, on a busy 2-core machine. Before the fix the pages never showed it.
 */
export const SWEEP_SHOWN_WITHIN_MS = 15_000;

// IE1 round 5, Cranbrook (6) at home to Reddam House (7): no result in the demo, and no other check sends it.
const MATCH = 'IE1~r5~6v7';
const ZONE = '/2026/divisions/intermediate/E';
const SCHOOL = '/schools/cranbrook';
const BOARDS = ['1–0', '½–½', '1–0', '0–1'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const onZone = (html) =>
  roundScore(html, 'Cranbrook', 5) === '2½' && roundScore(html, 'Reddam House', 5) === '1½';
/** The draw's entry for the match carries the mark while the card waits for the other school. */
const awaiting = (html) =>
  /<li[^>]* title="Cranbrook v Reddam House"[^>]*>(?:(?!<\/li>)[^])*reported, awaiting confirmation/.test(
    html,
  );
/** The school page's row for the match: its score, or "to be played". */
const onSchool = (html) =>
  /<th scope="row">Round 5<(?:(?!<\/tr>)[^])*>Reddam House<\/a>(?:(?!<\/tr>)[^])*>2½–1½</.test(html);

/** The page twice: the second answer must be the first's copy, kept in the page cache, showing `what` (`holds`). */
async function cached(server, pagePath, holds, what, problems) {
  const first = await readPage(server, pagePath);
  const page = await readPage(server, pagePath);
  const kept = page.rendered !== null && page.rendered === first.rendered;
  if (page.status !== 200 || !kept || !holds(page.html))
    problems.push(
      `${server.name}: ${pagePath} was ${page.status}, ${kept ? 'kept in the cache' : 'rendered again'}, ${holds(page.html) ? 'showing' : 'not showing'} ${what}`,
    );
}

/**
 * Polls each server's page until `shown(html)`: ms after `since` at which the request that got it was sent
 * (its rendering is not the cache's delay), or null by `deadline`.
 */
function whenShown(servers, pagePath, shown, since, deadline) {
  return Promise.all(
    servers.map(async (server) => {
      while (Date.now() < deadline) {
        const sent = Date.now();
        const page = await readPage(server, pagePath);
        if (page.status === 200 && shown(page.html)) return { server: server.name, ms: sent - since };
        await sleep(200);
      }
      return { server: server.name, ms: null };
    }),
  );
}

export async function checkSweep({ servers }) {
  const problems = [];
  const { output } = await command(servers[0], { name: 'links', year: 2026 });
  const home = schoolPaths(output).get('Cranbrook');
  if (!home) return { problems: ['links printed no address for Cranbrook'] };
  for (const server of servers) {
    await cached(server, ZONE, (html) => !onZone(html) && !awaiting(html), 'no card', problems);
    await cached(server, SCHOOL, (html) => !onSchool(html), 'no result', problems);
  }

  const browser = await launchBrowser();
  let reportedAt;
  try {
    const page = await (await boundedContext(browser)).newPage();
    const sent = await sendCardFrom(
      page,
      `${servers[0].url}${home}/match/${MATCH}`,
      BOARDS,
      Date.now() + 60_000,
    );
    reportedAt = Date.now();
    if (!sent.ok)
      return { problems: [...problems, `${servers[0].name} did not take the card: ${sent.trail}`] };
  } finally {
    await browser.close();
  }
  // Every server's zone page now kept with the match awaiting confirmation, and the school page without it.
  for (const server of servers) {
    await cached(server, ZONE, awaiting, 'the match awaiting confirmation', problems);
    await cached(server, SCHOOL, (html) => !onSchool(html), 'no result yet', problems);
  }
  if (Date.now() > reportedAt + CONFIRM_AFTER_S * 1000)
    problems.push('the pages were read after the card was due: the check is too slow for CONFIRM_AFTER_S');

  const due = reportedAt + CONFIRM_AFTER_S * 1000;
  await sleep(Math.max(0, due - Date.now()));
  const deadline = due + 3 * SWEEP_SHOWN_WITHIN_MS;
  const [zone, school] = await Promise.all([
    whenShown(servers, ZONE, (html) => onZone(html) && !awaiting(html), due, deadline),
    whenShown(servers, SCHOOL, onSchool, due, deadline),
  ]);
  for (const [pagePath, timings] of [
    [ZONE, zone],
    [SCHOOL, school],
  ])
    for (const { server, ms } of timings)
      if (ms === null || ms > SWEEP_SHOWN_WITHIN_MS)
        problems.push(
          `the swept card on ${server}'s ${pagePath}: ${ms === null ? 'never shown (the cached page was kept)' : `shown ${ms} ms after it was due`}`,
        );
  return { problems, afterDueMs: { zone: zone.map((t) => t.ms), school: school.map((t) => t.ms) } };
}
