/**
 * A match card reported through one server and confirmed through another (in Chromium: the card actions
 * are server actions) is on the zone page of every server within INVALIDATION_LIMIT_MS of the confirmation.
 * Its first board names a player the home school registered through the third server; the player's name,
 * changed to `Full name` through the second, is on every server's zone page within the same limit.
 */
import { command, readPage } from './site.mjs';
import { judge, waitForChange } from './imports.mjs';
import { boundedContext, launchBrowser, schoolPaths, sendCardFrom } from '../durability/card-clients.mjs';
import { checkPlayerShown, choosePlayer, registerPlayer } from './players.mjs';

// IE1 round 7, Reddam House (7) at home to Waverley (1): no result in the demo, on a zone no other check reads.
const MATCH = 'IE1~r7~7v1';
const ZONE = '/2026/divisions/intermediate/E';
const BOARDS = ['1–0', '½–½', '1–0', '0–1'];
const CONFIRMED = 'Confirmed: Reddam House 2½–1½ Waverley is published.';

/** A team's IE1 score in a round as the zone page's HTML has it (the results table's row). */
export function roundScore(html, team, round) {
  const table = html.slice(html.indexOf('Results: IE1'));
  const row = new RegExp(`>${team}</a></th>(.*?)</tr>`, 's').exec(table)?.[1] ?? '';
  const cells = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, cell]) => cell.replace(/<[^>]+>/g, ''));
  return cells[round - 1]?.trim();
}
const published = (html) =>
  roundScore(html, 'Reddam House', 7) === '2½' && roundScore(html, 'Waverley', 7) === '1½';

export async function checkCards({ servers }) {
  const problems = [];
  const { output } = await command(servers[0], { name: 'links', year: 2026 });
  const paths = schoolPaths(output);
  const [home, away] = [paths.get('Reddam House'), paths.get('Waverley')];
  if (!home || !away) return { problems: ['links printed no address for Reddam House or Waverley'] };

  // Each server's zone page from its cache, without the result.
  for (const server of servers) {
    const first = await readPage(server, ZONE);
    const page = await readPage(server, ZONE);
    const kept = page.rendered !== null && page.rendered === first.rendered;
    if (page.status !== 200 || !kept || published(page.html))
      problems.push(
        `${server.name}: before the card the zone page was ${page.status}, ${kept ? 'kept in the cache' : 'rendered again'}${published(page.html) ? ', already with the result' : ''}`,
      );
  }

  const browser = await launchBrowser();
  try {
    const page = await (await boundedContext(browser)).newPage();
    const deadline = Date.now() + 60_000;
    await registerPlayer(page, `${servers[2].url}${home}/players`);
    const url = `${servers[0].url}${home}/match/${MATCH}`;
    const sent = await sendCardFrom(page, url, BOARDS, deadline, choosePlayer);
    if (!sent.ok) return { problems: [...problems, `${servers[0].name} did not take the card`] };

    await page.goto(`${servers[1].url}${away}/match/${MATCH}`);
    const reported = page.getByRole('table', { name: /^As reported by Reddam House/ });
    await reported.waitFor({ timeout: 10_000 });
    // The action's answer is the confirmation: the pages are timed from when it reached the browser.
    const answered = page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 30_000 });
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Confirm result' }).click();
    await answered;
    const confirmedAt = Date.now();
    const timings = await waitForChange(servers, ZONE, published, confirmedAt);
    judge('a card confirmed through the second server', timings, problems);
    const status = await page.getByRole('status').innerText({ timeout: 10_000 });
    if (status !== CONFIRMED) problems.push(`the confirming school's page said "${status}"`);
    const registerUrl = `${home}/players`;
    const named = await checkPlayerShown({
      page,
      servers,
      through: servers[1],
      registerUrl,
      zone: ZONE,
      problems,
    });
    return { problems, confirmationMs: confirmedAt - pressed, timings, named };
  } finally {
    await browser.close();
  }
}
