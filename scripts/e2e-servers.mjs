/**
 * The end-to-end tests' servers (scripts/e2e-server.mjs), one place for the ports, stores and mailboxes that
 * playwright.config.ts, the server script and the specs' helpers must agree on.
 *
 * The match cards, the desk and the office write: they have a server and a store of their own, so they run
 * beside the read-only projects without any of those reading a store mid-change. Folders are relative to the
 * project's root.
 */
const portOf = (variable, fallback) => Number(process.env[variable] || fallback);

export const E2E_PORT = portOf('E2E_PORT', 3100);

export const E2E_SERVERS = {
  /** The demo seasons, for every read-only spec. */
  main: {
    port: E2E_PORT,
    dataDir: '.e2e-data',
    mailbox: 'tmp/e2e-mail-main',
  },
  /** A store holding hostile data, for xss.spec.ts only. */
  hostile: {
    port: portOf('E2E_HOSTILE_PORT', E2E_PORT + 1),
    dataDir: 'tmp/e2e-data-hostile',
    mailbox: null,
  },
  /** That hostile data read through a league API that adds raw markup to its HTML (LEAGUE_API_URL). */
  leagueApi: {
    port: portOf('E2E_HOSTILE_API_PORT', E2E_PORT + 2),
    dataDir: 'tmp/e2e-data-league-api',
    mailbox: null,
  },
  /** The demo seasons again, for the specs that write (the `writes` project), with the mailbox they read. */
  writes: {
    port: portOf('E2E_WRITES_PORT', E2E_PORT + 10),
    dataDir: 'tmp/e2e-data-writes',
    mailbox: 'tmp/e2e-mail',
  },
};

/** The server a Playwright project reaches: `writes` has its own, every other read-only one the main one. */
export function e2eServerOf(projectName) {
  return projectName === 'writes' ? E2E_SERVERS.writes : E2E_SERVERS.main;
}
