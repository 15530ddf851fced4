/**
 * Page weight: each page kind's HTML (raw and gzip) and the first-load JavaScript its HTML loads
 * (gzip sum of the <script src> files, `nomodule` polyfills left out as modern browsers skip them),
 * against the framework's own floor: the scripts of the bare page of a bare Next.js app (bench/floor-app),
 * with the site's rootMainFiles of .next/build-manifest.json shown beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/setup.mjs';
import { KB, fetchBody, gzipSize, heading, kb, table, verdict } from './util.mjs';

export const READ_ONLY_BUDGET = 10 * KB;
export const ENTRY_FORM_BUDGET = 45 * KB;

/** The external scripts an HTML document loads, as absolute paths, in order, without repeats. */
export function scriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (!src || /\snomodule\b/i.test(tag)) continue;
    const clean = src.replace(/&amp;/g, '&');
    if (!sources.includes(clean)) sources.push(clean);
  }
  return sources;
}

async function scriptsWeight(base, sources, sizes) {
  let gzip = 0;
  let raw = 0;
  for (const src of sources) {
    if (!sizes.has(src)) {
      const { status, buffer } = await fetchBody(new URL(src, base).href);
      sizes.set(src, status === 200 ? { raw: buffer.length, gzip: gzipSize(buffer) } : { raw: 0, gzip: 0 });
    }
    raw += sizes.get(src).raw;
    gzip += sizes.get(src).gzip;
  }
  return { raw, gzip, files: sources.length };
}

/** The framework's floor from the build: what every App Router page loads before its own code. */
export function rootMainFilesWeight() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles ?? [];
  let gzip = 0;
  let raw = 0;
  for (const file of files) {
    const buffer = fs.readFileSync(path.join(root, '.next', file));
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return { raw, gzip, files: files.length };
}

/**
 * Weighs each page path on the running site. `pages` is [{ name, path, budget }]; the floor page is
 * measured at `floorUrl`, on the framework floor's own server.
 */
export async function measureWeight(base, pages, floorUrl) {
  const sizes = new Map();
  const rows = [];
  for (const page of pages) {
    const { status, buffer } = await fetchBody(`${base}${page.path}`);
    const sources = scriptSources(buffer.toString('utf8'));
    rows.push({
      ...page,
      status,
      html: buffer.length,
      htmlGzip: gzipSize(buffer),
      js: await scriptsWeight(base, sources, sizes),
      sources,
    });
  }
  const floorHtml = (await fetchBody(floorUrl)).buffer;
  const floorSources = scriptSources(floorHtml.toString('utf8'));
  return {
    pages: rows,
    rootMain: rootMainFilesWeight(),
    floorPage: {
      path: new URL(floorUrl).pathname,
      html: floorHtml.length,
      htmlGzip: gzipSize(floorHtml),
      // Another build: its files are looked up on its own server, never taken for the site's.
      js: await scriptsWeight(floorUrl, floorSources, new Map()),
      sources: floorSources,
    },
  };
}

/**
 * Budgets are checked against the bare page: rootMainFiles leave out the App Router's own client
 * components (layout router, client page, error boundary), which every page loads in another chunk.
 * The site's root layout (its menu, navigation events, error pages) counts against each page.
 */
export function reportWeight(weight) {
  const floor = weight.floorPage.js.gzip;
  const rootMain = weight.rootMain.gzip;
  const plus = (bytes) => `${bytes >= 0 ? '+' : ''}${kb(bytes)}`;
  heading('Page weight (gzip at level 6; 1 KB = 1024 bytes)');
  console.log(
    `  Framework floor: ${kb(floor)} gzip in ${weight.floorPage.js.files} files, the scripts of the bare page ${weight.floorPage.path} of bench/floor-app` +
      ` (a bare Next.js app: the App Router's own client components, nothing of this site).` +
      `\n  For reference, rootMainFiles of .next/build-manifest.json: ${kb(rootMain)} gzip in ${weight.rootMain.files} files.`,
  );
  const rows = weight.pages.map((p) => [
    p.name,
    p.path,
    p.status === 200 ? kb(p.html) : `HTTP ${p.status}`,
    kb(p.htmlGzip),
    String(p.js.files),
    kb(p.js.gzip),
    plus(p.js.gzip - rootMain),
    plus(p.js.gzip - floor),
    `+${kb(p.budget)}`,
    verdict(p.js.gzip - floor, (over) => over <= p.budget),
  ]);
  rows.push([
    'bare page',
    weight.floorPage.path,
    kb(weight.floorPage.html),
    kb(weight.floorPage.htmlGzip),
    String(weight.floorPage.js.files),
    kb(floor),
    plus(floor - rootMain),
    plus(0),
    '',
    '',
  ]);
  console.log(
    table(
      [
        'page',
        'path',
        'HTML',
        'HTML gzip',
        'scripts',
        'JS gzip',
        'over rootMainFiles',
        'over floor',
        'budget',
        '',
      ],
      rows,
    ),
  );
}
