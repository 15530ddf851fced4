import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.mjs';
import { E2E_SERVERS } from './scripts/e2e-servers.mjs';

// The demo season's dates are fixed, so 'today' is too, for the servers and the tests alike: a day late in the
// season, with matches played and matches to come (lib/league/today.ts).
process.env.LEAGUE_TODAY ||= '2026-11-26';
const at = (server: keyof typeof E2E_SERVERS) => `http://127.0.0.1:${E2E_SERVERS[server].port}`;

/** Debian's Chromium (its headless shell where installed), kept off every host but this machine. */
const launchOptions = {
  executablePath: testChromiumPath(),
  args: CHROMIUM_ARGS,
};

/**
 * Match cards, the scorer's desk and the office publish results (and the desk re-imports a season): they run
 * once, at a phone's width, against a server and store of their own (scripts/e2e-servers.mjs), beside the
 * read-only projects, so no read-only test reads a store mid-change. private-widths.spec.ts sends cards for the
 * private pages to show, and sets its own widths.
 */
const WRITES = [
  '**/match-cards.spec.ts',
  '**/match-card-forms.spec.ts',
  '**/match-card-early-taps.spec.ts',
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

/** A phone's width, in desktop Chromium. */
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 740 },
  isMobile: false,
  launchOptions,
};

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
    baseURL: at('main'),
    // A trace costs every test its recording (a fifth of the read-only specs' time, measured), and CI keeps only
    // the printed log, not the files: there a failure is read from its error and rerun locally with a trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      // First: Playwright hands out tests in the projects' order, so one worker takes these from the start (one at a
      // time) while the other runs the read-only projects, and both share the rest.
      name: 'writes',
      use: { ...phone, baseURL: at('writes') },
      testMatch: WRITES,
      // One at a time: they write to one store, and a spec counts on what an earlier step of its own stored.
      workers: 1,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: ['**/xss.spec.ts', ...WRITES],
    },
    {
      name: 'mobile',
      use: phone,
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
        baseURL: at('hostile'),
      },
      testMatch: ['**/xss.spec.ts'],
    },
    {
      name: 'hostile-api',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
        baseURL: at('leagueApi'),
      },
      testMatch: ['**/xss.spec.ts'],
    },
  ],
  // The league API server is listed after the hostile server, which it reads through its proxy.
  webServer: (['main', 'writes', 'hostile', 'leagueApi'] as const).map((server) => ({
    command: `node scripts/e2e-server.mjs ${server}`,
    url: `${at(server)}/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
