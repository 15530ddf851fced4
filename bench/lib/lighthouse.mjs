/**
 * Lighthouse 12 through its Node API on each page kind, with the mobile (default) and desktop
 * presets, in Debian's Chromium kept off the network: only the site under test resolves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { fetchBody, heading, table } from './util.mjs';

export const CHROMIUM = CHROMIUM_PATH;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Runs every page (name, path) of the site at `base` and the framework floor's bare page at
 * `floorUrl`, both presets, `runs` times over
 * (pages alternating, as for throughput), and keeps the run with the median performance score of
 * each page and preset: mobile performance moves by several points with the machine's load.
 * @returns {Promise<Array<{ name: string, path: string, preset: string, scores: Record<string, number>,
 *   failing: Record<string, string[]>, performanceRuns: number[] }>>}
 */
export async function runLighthouse(base, pages, floorUrl, { reportDir, runs = 1 } = {}) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM} (set CHROMIUM_PATH).`);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const all = [
    ...pages.map((page) => ({ ...page, url: `${base}${page.path}` })),
    { name: 'bare Next.js page', path: new URL(floorUrl).pathname, url: floorUrl },
  ];
  /** @type {Map<string, Array<{ scores: Record<string, number>, failing: Record<string, string[]>, report: string }>>} */
  const byPoint = new Map();
  try {
    // The pages' first renders should not count against them.
    for (const page of all) await fetchBody(page.url);
    for (let round = 0; round < runs; round++) {
      if (runs > 1) console.log(`  run ${round + 1}/${runs}`);
      for (const page of all) {
        for (const preset of ['mobile', 'desktop']) {
          process.stdout.write(`  ${page.name} (${preset})… `);
          let run;
          // A run that fails to load the page (a timeout on a busy machine) scores 0; it is tried again.
          for (let attempt = 0; attempt < 3 && (!run || run.lhr.runtimeError); attempt++) {
            run = await lighthouse(
              page.url,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
              preset === 'desktop' ? desktopConfig : undefined,
            );
          }
          if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          const lhr = run.lhr;
          const scores = Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          );
          const failing = Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(lhr, c)]));
          if (lhr.runtimeError)
            failing.performance.unshift(
              `runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
            );
          const key = `${page.name}|${preset}`;
          byPoint.set(key, [...(byPoint.get(key) ?? []), { scores, failing, report: String(run.report) }]);
          console.log(CATEGORIES.map((c) => scores[c]).join(' / '));
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const results = [];
  for (const page of all) {
    for (const preset of ['mobile', 'desktop']) {
      const list = byPoint.get(`${page.name}|${preset}`) ?? [];
      const sorted = [...list].sort((a, b) => a.scores.performance - b.scores.performance);
      const chosen = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!chosen) continue;
      if (reportDir) {
        fs.writeFileSync(
          path.join(reportDir, `${page.name.replace(/\W+/g, '-')}-${preset}.json`),
          chosen.report,
        );
      }
      results.push({
        name: page.name,
        path: page.path,
        preset,
        scores: chosen.scores,
        failing: chosen.failing,
        performanceRuns: list.map((r) => r.scores.performance),
      });
    }
  }
  return results;
}

/** The weighted audits of a category that did not score full marks, worst first. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map(
      (audit) =>
        `${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

/** Points a page kind may score under the bare page on mobile (issue 31.21). */
const MOBILE_MARGIN = 3;

/** Scores against the targets: 100 for a11y, best practices and SEO; performance 100 on desktop, and on mobile within MOBILE_MARGIN of the bare page. */
export function reportLighthouse(results) {
  heading(
    'Lighthouse 12 (performance / accessibility / best practices / SEO; the run with the median performance)',
  );
  const bare = (preset) =>
    results.find((r) => r.name === 'bare Next.js page' && r.preset === preset)?.scores.performance ?? 100;
  const rows = [];
  const misses = [];
  for (const r of results) {
    const isBare = r.name === 'bare Next.js page';
    const perfTarget = r.preset === 'desktop' ? 100 : bare('mobile') - MOBILE_MARGIN;
    const below = [];
    if (!isBare && r.scores.performance < perfTarget) below.push('performance');
    for (const c of ['accessibility', 'best-practices', 'seo']) if (r.scores[c] < 100) below.push(c);
    rows.push([
      r.name,
      r.preset,
      r.performanceRuns.length > 1
        ? `${r.scores.performance} (${r.performanceRuns.join(', ')})`
        : r.scores.performance,
      r.scores.accessibility,
      r.scores['best-practices'],
      r.scores.seo,
      isBare ? '(comparison)' : below.length ? `below target: ${below.join(', ')}` : 'ok',
    ]);
    for (const c of below)
      misses.push(
        `  ${r.name} (${r.preset}) ${c} ${r.scores[c]}: ${r.failing[c].join('; ') || 'no weighted audit failed outright'}`,
      );
  }
  console.log(table(['page', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', ''], rows));
  console.log(
    `  Targets: a11y, best practices and SEO 100 everywhere; performance 100 on desktop, and on mobile at most ${MOBILE_MARGIN} points under the bare page (${bare('mobile')}).`,
  );
  if (misses.length) console.log(`\n  Failing audits:\n${misses.join('\n')}`);
}
