/**
 * Match cards in the league API outage (league-outage.mjs): the site relays cards to the league
 * (LEAGUE_API_URL, LEAGUE_API_KEY). Each card's page is opened on the site while the league is up (the site
 * keeps the league's answer for it); the cards are sent from Chromium while the league is away, kept in
 * the site's outbox; once it is back each must reach the league exactly once.
 */
import crypto from 'node:crypto';
import { command } from '../multi-server/site.mjs';
import { launchBrowser, matchesWithoutResult, runCardClients, schoolPaths } from './card-clients.mjs';
import { compareCards } from './cards.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');

/** Picks `count` matches to report and opens each one's card on the site while the league is up. */
export async function prepareCards({ league, siteUrl, year, count }) {
  const { output } = await command({ dataDir: league.dataDir, name: 'the league' }, { name: 'links', year });
  const paths = schoolPaths(output);
  const matches = matchesWithoutResult(year)
    .filter((m) => paths.has(m.homeSchool))
    .slice(0, count);
  if (matches.length < count) throw new Error(`the demo season has only ${matches.length} matches to report`);
  for (const m of matches) {
    const response = await fetch(`${siteUrl}${paths.get(m.homeSchool)}/match/${m.key}`, {
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`the card of ${m.key} answered ${response.status} on the site`);
  }
  return { matches, paths };
}

/** Sends the cards from Chromium through the site (the league away): the outcomes as card-clients gives them. */
export async function sendCards({ siteUrl, matches, paths, pages = 3 }) {
  const browser = await launchBrowser();
  try {
    return await runCardClients({ browser, baseUrl: () => siteUrl, matches, paths, pages });
  } finally {
    await browser.close();
  }
}

/** A match's card as the league has it, asked through its API with the key by the school's token's hash. */
export async function cardAtLeague({ leagueUrl, key, token, matchKey }) {
  const answer = await fetch(`${leagueUrl}/api/index/get-private-page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ link_hash: sha256(token), match_key: matchKey }),
    signal: AbortSignal.timeout(30_000),
  })
    .then((r) => r.json())
    .catch(() => null);
  return answer?.data?.card ?? null;
}

/** How many of the cards the league holds as reported. */
export async function reportedAtLeague({ leagueUrl, key, matches, paths }) {
  let reported = 0;
  for (const m of matches) {
    const token = paths.get(m.homeSchool).split('/').pop();
    const card = await cardAtLeague({ leagueUrl, key, token, matchKey: m.key });
    if (card?.state?.state === 'reported') reported += 1;
  }
  return reported;
}

/** Waits until the league holds every card (the site's page reads tell it the league is back). */
export async function waitForCards({ siteUrl, leagueUrl, key, matches, paths, ms = 180_000 }) {
  const started = Date.now();
  let reported = 0;
  while (Date.now() - started < ms) {
    await fetch(`${siteUrl}/home`)
      .then((r) => r.arrayBuffer())
      .catch(() => null);
    reported = await reportedAtLeague({ leagueUrl, key, matches, paths });
    if (reported >= matches.length) break;
    await sleep(1000);
  }
  return { reported, seconds: Math.round((Date.now() - started) / 1000) };
}

/** The league's card events and the site's outbox against what the browser was told. */
export function compareRelayedCards(outcomes, leagueEvents, siteOutbox) {
  const problems = compareCards(outcomes, leagueEvents);
  const sent = outcomes.filter((o) => o.ok).length;
  if (siteOutbox.length !== sent)
    problems.push(`the site's card outbox holds ${siteOutbox.length} actions for ${sent} cards sent`);
  for (const row of siteOutbox.filter((r) => !r.forwarded))
    problems.push(`the site's card action ${row.id} (${row.match}) was never delivered`);
  return problems;
}
