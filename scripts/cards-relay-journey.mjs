/**
 * Match cards through the league's API, end to end with two production servers (needs `next build`):
 * the league (our server on an embedded store with the demo seasons, LEAGUE_API_KEY) and a relaying site
 * (LEAGUE_API_URL, the same key, its own store). In Chromium at 375 px on the relay, a played match's home
 * school reports 1–0, ½–½, 1–0, 0–1 with a photo (the relay's public draw then marks the match as awaiting
 * confirmation, from the league's answer; the away school's page links the photo, without its location)
 * and the away school confirms it; the league must then hold the result
 * published (2½–1½), and its change feed say so. The addresses come from the league's `links` command.
 *
 *   node scripts/cards-relay-journey.mjs [--port 5110] [--keep]
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createStore } from './durability/store.mjs';
import { startServer, stopServer, killServer } from './durability/server.mjs';
import { command } from './multi-server/site.mjs';
import {
  boundedContext,
  chooseBoards,
  launchBrowser,
  matchesWithoutResult,
  schoolPaths,
} from './durability/card-clients.mjs';
import { cardAtLeague } from './durability/league-outage-cards.mjs';
import { phonePhoto } from '../test/phone-photo.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '5110' }, keep: { type: 'boolean', default: false } },
});
const YEAR = 2026;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `read()` until `done(value)`, for at most `ms`; the last value either way. */
async function until(read, done, ms = 30_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(250);
    value = await read();
  }
  return value;
}

const stateOn = async (page, url) => {
  await page.goto(url);
  return page
    .locator('dt', { hasText: /^State$/ })
    .locator('xpath=following-sibling::dd[1]')
    .innerText({ timeout: 5_000 })
    .catch(() => '');
};

async function main() {
  const key = crypto.randomBytes(32).toString('base64url');
  const [leaguePort, relayPort] = [Number(values.port), Number(values.port) + 1];
  const leagueUrl = `http://127.0.0.1:${leaguePort}`;
  const relayUrl = `http://127.0.0.1:${relayPort}`;
  const league = await createStore('pglite');
  const relay = await createStore('pglite');
  const problems = [];
  let leagueServer = null;
  let relayServer = null;
  let browser = null;
  try {
    await league.seed();
    leagueServer = await startServer({
      env: { ...league.env, LEAGUE_API_KEY: key, SITE_URL: relayUrl },
      port: leaguePort,
      logFile: path.join(league.dataDir, 'server.log'),
    });
    relayServer = await startServer({
      env: {
        ...relay.env,
        LEAGUE_API_URL: leagueUrl,
        LEAGUE_API_KEY: key,
        SITE_URL: relayUrl,
        // The relay's public pages read the league again after a second, so the marker shows soon.
        LEAGUE_API_REFRESH_SECONDS: '1',
      },
      port: relayPort,
      logFile: path.join(relay.dataDir, 'server.log'),
    });
    const { output } = await command(
      { dataDir: league.dataDir, name: 'the league' },
      { name: 'links', year: YEAR },
    );
    const paths = schoolPaths(output);
    const match = matchesWithoutResult(YEAR).find((m) => paths.has(m.homeSchool) && paths.has(m.awaySchool));
    if (!match) throw new Error(`the demo season ${YEAR} has no played match without a result`);
    const homeUrl = `${relayUrl}${paths.get(match.homeSchool)}/match/${match.key}`;
    const awayUrl = `${relayUrl}${paths.get(match.awaySchool)}/match/${match.key}`;
    console.log(`Journey: ${match.key}, ${match.home} v ${match.away}, on the relay ${relayUrl}`);

    browser = await launchBrowser();
    const context = await boundedContext(browser, { viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(homeUrl);
    await chooseBoards(page, ['1–0', '½–½', '1–0', '0–1']);
    await page.getByLabel('Photo of the signed card (optional)').setInputFiles({
      name: 'card.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    await page.getByRole('button', { name: 'Send result' }).click();
    const sent = await page
      .getByRole('status')
      .filter({ hasText: /Sent — on its way to the league|Your card is sent/ })
      .first()
      .innerText({ timeout: 15_000 })
      .catch(() => '');
    if (!sent) problems.push('the relay did not say the card was sent');
    const reported = await until(
      () => stateOn(page, homeUrl),
      (state) => state.startsWith('Reported by you'),
    );
    if (!reported.startsWith('Reported by you')) problems.push(`home school's state: "${reported}"`);
    // The relay's public draw marks the match as reported, without a score, from the league's answer.
    const draw = await until(
      () => fetch(`${relayUrl}${match.zonePath}`).then((r) => r.text()),
      (html) => html.includes('reported, awaiting confirmation'),
      20_000,
    );
    if (!draw.includes('reported, awaiting confirmation'))
      problems.push(`the relay's draw ${match.zonePath} does not show the match awaiting confirmation`);
    // As a parent sees it: the zone page on the phone, the mark on screen, nothing wider than the window.
    await page.goto(`${relayUrl}${match.zonePath}`);
    const mark = page.getByText('reported, awaiting confirmation').first();
    if (!(await mark.isVisible())) problems.push("the relay's draw does not show the mark on screen");
    if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
      problems.push("the relay's draw is wider than a 375 px phone");

    await page.goto(awayUrl);
    // The photo is the league's: the relay's link opens it, cleaned of where it was taken, kept by no cache.
    const [photo] = await Promise.all([
      page.waitForEvent('response', (r) => r.url().includes('/photo/')),
      page.getByRole('link', { name: 'Photo of the signed card' }).click(),
    ]);
    const exif = (await sharp(await photo.body()).metadata()).exif;
    if (photo.status() !== 200 || photo.headers()['cache-control'] !== 'private, no-store' || exif)
      problems.push(
        `the relay's photo: ${photo.status()}, ${photo.headers()['cache-control']}, exif ${!!exif}`,
      );
    await page.goBack();
    await page.getByRole('button', { name: 'Confirm result' }).click({ timeout: 15_000 });
    const confirmed = await until(
      () => stateOn(page, awayUrl),
      (state) => state.startsWith('Confirmed'),
    );
    if (!confirmed.startsWith('Confirmed')) problems.push(`away school's state: "${confirmed}"`);

    // At the league: the card published, with its score, and said in the season's change feed.
    const token = paths.get(match.homeSchool).split('/').pop();
    const card = await cardAtLeague({ leagueUrl, key, token, matchKey: match.key });
    if (card?.state?.state !== 'published') problems.push(`league state: ${card?.state?.state}`);
    if (card?.match?.result?.home !== 2.5 || card?.match?.result?.away !== 1.5)
      problems.push(`league result: ${JSON.stringify(card?.match?.result)}`);
    const feed = await until(
      () => fetch(`${leagueUrl}/${YEAR}/changes/feed.xml`).then((r) => r.text()),
      (text) => text.includes('confirmed by both schools'),
      5_000,
    );
    if (!feed.includes('2½–1½') || !feed.includes('confirmed by both schools'))
      problems.push("the league's change feed does not carry the confirmed result");
    await context.close();
  } finally {
    if (browser) await browser.close();
    if (relayServer) await stopServer(relayServer).catch(() => killServer(relayServer));
    if (leagueServer) await stopServer(leagueServer).catch(() => killServer(leagueServer));
    await league.dispose({ keepDataDir: values.keep || problems.length > 0 });
    await relay.dispose({ keepDataDir: values.keep || problems.length > 0 });
  }
  if (problems.length) {
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(`Cards relay journey FAILED (data kept in ${league.dataDir} and ${relay.dataDir})`);
    process.exit(1);
  }
  console.log('Cards relay journey: reported and confirmed on the relay, published at the league.');
}

await main();
