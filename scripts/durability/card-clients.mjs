/**
 * Schools sending match cards from a real browser (Debian's Chromium through Playwright): the card actions
 * are server actions, which only the page's own script calls. Each card is sent from its form and, when
 * the connection drops, sent again from the same form (so with the same idempotency key), as a school
 * would press the button again; a page that could not say what happened is opened afresh and read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from '../chromium.mjs';
import { root } from '../setup.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CLOSE_WITHIN_MS = 15_000;
const pause = (attempt) => Math.min(1000, 100 * 2 ** Math.min(attempt, 4)) * (0.5 + Math.random());
/** What the page says once the card is stored (or, on a site relaying to the league, kept for it). */
const SENT = /^(Your card is sent\.|Sent — on its way to the league)/;

/** school name -> private path, from the `links` command's tab-separated lines. */
export function schoolPaths(output) {
  const paths = new Map();
  for (const line of output.split('\n')) {
    const [kind, name, address] = line.split('\t');
    if (kind === 'school' && name && address) paths.set(name, new URL(address).pathname);
  }
  return paths;
}

/** The demo season's played matches with no result yet (day passed), each as its home school reports it. */
export function matchesWithoutResult(year, today = new Date().toISOString().slice(0, 10)) {
  const bundle = JSON.parse(fs.readFileSync(path.join(root, 'demo', `season-${year}.json`), 'utf8'));
  const matches = [];
  for (const division of bundle.divisions) {
    const school = (no) => division.teams.find((t) => t.no === no);
    for (const round of division.rounds)
      for (const p of round.pairings)
        if (p.result === null && round.date <= today && school(p.home) && school(p.away))
          matches.push({
            key: `${division.code}~r${round.n}~${p.home}v${p.away}`,
            homeSchool: school(p.home).school,
            awaySchool: school(p.away).school,
            home: school(p.home).name,
            away: school(p.away).name,
            zonePath: `/${year}/divisions/${division.grade}/${division.zone}`,
          });
  }
  return matches;
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * A browser context whose every action is bounded (Playwright's library waits forever by default): a page
 * that never shows what a step waits for fails that step, instead of hanging the run.
 */
export async function boundedContext(browser, options = {}) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(15_000);
  return context;
}

/** Chooses each board's result from the home side (`1–0`, `½–½`, …). */
export async function chooseBoards(page, results) {
  for (const [i, result] of results.entries())
    await page
      .getByRole('group', { name: `Board ${i + 1}` })
      .getByRole('radio', { name: new RegExp(`^${result}`) })
      .check();
}

/** Opens `url` until the server answers it (it may be down or restarting). */
async function open(page, url, deadline) {
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    try {
      const response = await page.goto(url, { timeout: 30_000 });
      if (response?.ok()) return;
    } catch {
      // the server is away
    }
    await sleep(pause(attempt));
  }
  throw new Error(`${url} did not open in time`);
}

/** The card's state as the page says it (`Reported by you — waiting for …`). */
const stateOf = (page) =>
  page
    .locator('dt', { hasText: /^State$/ })
    .locator('xpath=following-sibling::dd[1]')
    .innerText({ timeout: 5_000 })
    .catch(() => '');

/**
 * Sends one card from `url` (a match under the home school's private path); resolves with how it went:
 * `{ ok, presses, opened }`, ok once the page says the card is sent or shows it as reported by the school.
 * `fill(page)`, when given, fills the rest of the form (players' names) after the boards.
 */
export async function sendCardFrom(page, url, boards, deadline, fill = async () => {}) {
  let presses = 0;
  // What happened, for the report of a card that went wrong.
  const trail = [];
  for (let opened = 1; Date.now() < deadline; opened += 1) {
    await open(page, url, deadline);
    const state = await stateOf(page);
    trail.push(`opened (${state || 'no state'})`);
    if (state.startsWith('Reported by you')) return { ok: true, presses, opened, trail };
    // Kept by a relaying site for the league (away just now): sent; a new form would be a second card.
    if (await page.getByRole('status').filter({ hasText: SENT }).count())
      return { ok: true, presses, opened, trail };
    // A page without the form (an error page while the server restarts): open it again.
    const chosen = await chooseBoards(page, boards)
      .then(() => fill(page))
      .then(
        () => true,
        () => false,
      );
    if (!chosen) {
      trail.push('no form');
      continue;
    }
    const button = page.getByRole('button', { name: 'Send result' });
    // The form's own alert: Next's route announcer is an alert too, outside the main region.
    const alert = page.getByRole('main').getByRole('alert');
    for (let attempt = 0; Date.now() < deadline; attempt += 1) {
      presses += 1;
      await button.click({ timeout: 10_000 }).catch(() => undefined);
      await alert.waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
      const outcome = await Promise.race([
        page
          .getByRole('status')
          .filter({ hasText: SENT })
          .waitFor({ timeout: 30_000 })
          .then(() => 'sent'),
        alert.waitFor({ timeout: 30_000 }).then(() => 'refused'),
      ]).catch(() => 'unknown');
      trail.push(outcome === 'refused' ? `refused: ${await alert.innerText().catch(() => '')}` : outcome);
      if (outcome === 'sent') return { ok: true, presses, opened, trail };
      // Refused or cut off: the same form again (same key) while it is there, else the page afresh.
      const again = await button.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (outcome !== 'refused' || !again) break;
      await sleep(pause(attempt));
    }
  }
  return { ok: false, presses, trail };
}

/**
 * Sends a card for `matches` in turn (paths from `schoolPaths`) through `pages` browser tabs against
 * `baseUrl()`, while `more(sent)` (and matches are left); `onSend(+1 | -1)` as one starts and ends.
 */
export async function runCardClients({
  browser,
  baseUrl,
  matches,
  paths,
  pages,
  more = () => true,
  onSend = () => {},
}) {
  const context = await boundedContext(browser);
  const outcomes = [];
  const deadline = Date.now() + 120_000;
  let next = 0;
  async function client() {
    const page = await context.newPage();
    while (next < matches.length && more(next)) {
      const index = next;
      next += 1;
      onSend(1);
      const match = matches[index];
      const url = `${baseUrl()}${paths.get(match.homeSchool)}/match/${match.key}`;
      const boards = ['1–0', '½–½', '1–0', '0–1'];
      outcomes[index] = { key: match.key, ...(await sendCardFrom(page, url, boards, deadline)) };
      onSend(-1);
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(pages, matches.length) }, client));
  } finally {
    // Closing a context can wait for ever on a stuck renderer: the outcomes are known by now.
    await Promise.race([context.close(), sleep(CLOSE_WITHIN_MS)]);
  }
  return outcomes;
}
