import fs from 'node:fs';

/**
 * Debian's Chromium, headless, kept off every host but this machine. Lighthouse measures what a visitor's
 * browser does, so it runs the full browser (`chromium`).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The tests drive Debian's `chromium-headless-shell`: the same Chromium build without the desktop browser around
 * it (what Playwright runs headless with its own builds). The same end-to-end tests take about a third less time
 * on it than on `chromium` (README). CHROMIUM_PATH, when set, names the browser for both. Undefined when none
 * is installed: Playwright then runs its own.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export function testChromiumPath() {
  return [process.env.CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL, CHROMIUM_PATH].find(
    (candidate) => candidate && fs.existsSync(candidate),
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];
