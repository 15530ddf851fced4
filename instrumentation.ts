/**
 * Claims the store when the production or development server starts, so that a command-line run
 * finds the server in DATA_DIR/owner.json and hands it its work, and starts the background workers.
 * Never during `next build`, whose workers must not open the embedded store.
 *
 * A store that cannot be opened yet must not fail the server's start: Next.js would keep that
 * failure and answer every request with a 500 for the life of the process. The store getter logs
 * it and keeps trying (lib/db/server.ts); meanwhile the proxy answers 503 (proxy.ts), and the
 * workers wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Everything the server writes (the data folder, above all) is for its own user only.
  const { privateUmask } = await import('./lib/db/private-files');
  privateUmask();
  const { getStore } = await import('./lib/db/server');
  await getStore().catch(() => undefined);
  // On a shared PostgreSQL, imports made through the other servers or the command line reach this one.
  const { listenForInvalidations } = await import('./lib/cache/broadcast');
  listenForInvalidations();
  // server.mjs answers addresses naming no school, season or zone with one not-found page.
  const { publishAddressCheck } = await import('./lib/http/unknown-address');
  publishAddressCheck();
  // server.mjs checks a private address's requests before Next reads them, and logs refusals at a bounded rate.
  const { processState } = await import('./lib/process-state');
  const { checkPrivateRequest } = await import('./lib/cards/private-gate');
  const { logRefusal } = await import('./lib/http/refusal-log');
  processState.privateGate = checkPrivateRequest;
  processState.logRefusal = logRefusal;
  try {
    const { startEntryForwarding } = await import('./lib/entry/entry-store');
    startEntryForwarding();
    const { startCardRelay } = await import('./lib/cards/relay');
    startCardRelay();
  } catch (error) {
    console.error('The forwarding workers could not be started:', error);
  }
  const { startCardSweep } = await import('./lib/cache/card-sweep');
  startCardSweep();
  // The mail outbox: every server sends what is due, each message claimed by one (docs/mail.md).
  const { startMailWorker } = await import('./lib/mail/start');
  startMailWorker();
}

/**
 * A page or feed that failed because the store could not be reached has it checked at once, so the
 * requests after it get the proxy's 503 (lib/db/server.ts) rather than 500s of their own.
 */
export async function onRequestError(error: unknown): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { storeUnreachable } = await import('./lib/db/server');
  storeUnreachable(error);
}
