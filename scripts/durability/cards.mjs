/**
 * Match cards in the crash run: card reports sent from Chromium (card-clients.mjs) while the server is
 * killed, then counted in card_events: each match answered as sent has exactly one report, none other.
 */
import { command } from '../multi-server/site.mjs';
import { launchBrowser, matchesWithoutResult, runCardClients, schoolPaths } from './card-clients.mjs';

/**
 * Starts sending at least `count` cards of `year` through `pages` tabs, more while `more()`; `finished`
 * resolves with the outcomes, `inFlight()` says how many are being sent.
 */
export async function startCards({ store, year, count, pages, baseUrl, more }) {
  if (count === 0) return { finished: Promise.resolve([]), inFlight: () => 0, close: async () => {} };
  const { output } = await command({ dataDir: store.dataDir, name: 'the server' }, { name: 'links', year });
  const paths = schoolPaths(output);
  const matches = matchesWithoutResult(year).filter((m) => paths.has(m.homeSchool));
  if (matches.length < count) throw new Error(`the demo season has only ${matches.length} matches to report`);
  const browser = await launchBrowser();
  let sending = 0;
  const finished = runCardClients({
    browser,
    baseUrl,
    matches,
    paths,
    pages,
    more: (sent) => sent < count || more(),
    onSend: (change) => (sending += change),
  });
  // A browser that does not close in time is left to the process's exit.
  const close = () => Promise.race([browser.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  return { finished, inFlight: () => sending, close };
}

/** The store's card events against what the browser was told; an empty list means it held. */
export function compareCards(outcomes, events) {
  const problems = [];
  const reports = new Map();
  for (const event of events) {
    if (event.kind !== 'report') problems.push(`event ${event.id}: a ${event.kind} nobody sent`);
    else reports.set(event.match, [...(reports.get(event.match) ?? []), event]);
  }
  const sent = new Set(outcomes.map((o) => o.key));
  for (const outcome of outcomes) {
    const stored = reports.get(outcome.key) ?? [];
    if (!outcome.ok) problems.push(`card ${outcome.key}: not sent (${outcome.trail.join(' / ')})`);
    else if (stored.length === 0)
      problems.push(`card ${outcome.key}: the page said sent, but not stored (lost)`);
    else if (stored.length > 1)
      problems.push(
        `card ${outcome.key}: stored ${stored.length} times (${stored.map((e) => `${e.id} ${e.key} at ${new Date(e.at).toISOString()}`).join(', ')}; the browser: ${outcome.trail.join(' / ')})`,
      );
  }
  for (const [match, stored] of reports)
    if (!sent.has(match)) problems.push(`card ${match}: stored ${stored.length} times, never sent`);
  return problems;
}
