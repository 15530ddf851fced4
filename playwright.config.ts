import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The demo season's dates are fixed, so 'today' is too, for the servers and the tests alike: a day late in the
// season, with matches played and matches to come (lib/league/today.ts).
process.env.LEAGUE_TODAY ||= '2026-11-26';
const PORT = Number(process.env.E2E_PORT || 3100);
/** A second server whose store holds hostile data, for xss.spec.ts only. */
const HOSTILE_PORT = Number(process.env.E2E_HOSTILE_PORT || PORT + 1);
/** A third reading that hostile data through a league API that adds raw markup to its HTML (LEAGUE_API_URL). */
const HOSTILE_API_PORT = Number(process.env.E2E_HOSTILE_API_PORT || PORT + 2);
const chromium = [CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => fs.existsSync(p));

/** Debian's Chromium, headless, kept off every host but this machine. */
const launchOptions = {
  executablePath: chromium,
  args: CHROMIUM_ARGS,
};

/**
 * Match cards and the scorer's desk publish results into the shared store (and the desk re-imports a season):
 * they run once, at a phone's width, after every read-only project, so no other test reads the store mid-change.
 * private-widths.spec.ts sends cards for the private pages to show, and sets its own widths.
 */
const WRITES = [
  '**/match-cards.spec.ts',
  '**/match-card-forms.spec.ts',
  '**/private-not-found.spec.ts',
  '**/scorer-desk.spec.ts',
  '**/scorer-desk-settle.spec.ts',
  '**/private-widths.spec.ts',
  '**/paper-card-address.spec.ts',
  '**/public-card-states.spec.ts',
  '**/mail-notices.spec.ts',
  '**/parent-mail.spec.ts',
  '**/office.spec.ts',
  '**/office-draw.spec.ts',
  '**/players.spec.ts',
  '**/player-names.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Under CI the times of every test are kept too, for scripts/e2e-times.mjs (where the gate's time goes).
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'playwright-report/times.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  // A guard against a hang, not a measure of speed (benchmarks time pages): on a loaded 2-core machine the
  // longest journeys take 25-35 s, so 30 s failed tests that were right. Long journeys are split besides.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: ['**/xss.spec.ts', ...WRITES],
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: false,
        launchOptions,
      },
      // The crawl, the headers and the cache do not depend on the width (and the cache test imports
      // into the shared store, once); widths.spec.ts sets its own widths.
      testIgnore: [
        '**/crawl.spec.ts',
        '**/first-screen.spec.ts',
        '**/html-conformance.spec.ts',
        '**/plain-words.spec.ts',
        '**/calendar-feeds.spec.ts',
        '**/feed-revalidation.spec.ts',
        '**/search-engines.spec.ts',
        '**/widths.spec.ts',
        '**/xss.spec.ts',
        '**/security-headers.spec.ts',
        '**/page-cache.spec.ts',
        '**/changes.spec.ts',
        '**/return-visits.spec.ts',
        ...WRITES,
      ],
    },
    {
      // Escaping does not depend on the width: one width, against the hostile store.
      name: 'hostile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
        baseURL: `http://127.0.0.1:${HOSTILE_PORT}`,
      },
      testMatch: ['**/xss.spec.ts'],
    },
    {
      name: 'hostile-api',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
        baseURL: `http://127.0.0.1:${HOSTILE_API_PORT}`,
      },
      testMatch: ['**/xss.spec.ts'],
    },
    {
      name: 'writes',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: false,
        launchOptions,
      },
      testMatch: WRITES,
      // One at a time: they write to the one store, and their 'within 2 s' checks time the servers, not a neighbour.
      workers: 1,
      dependencies: ['desktop', 'mobile', 'hostile', 'hostile-api'],
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${PORT}/home`,
      env: { E2E_PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.mjs --hostile',
      url: `http://127.0.0.1:${HOSTILE_PORT}/home`,
      env: { E2E_PORT: String(HOSTILE_PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // Listed after the hostile server, which it reads through its league API proxy.
      command: 'node scripts/e2e-server.mjs --league-api',
      url: `http://127.0.0.1:${HOSTILE_API_PORT}/home`,
      env: { E2E_PORT: String(HOSTILE_API_PORT), E2E_UPSTREAM_PORT: String(HOSTILE_PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
