/**
 * Claims the store when the production or development server starts, so that a command-line run
 * finds the server in DATA_DIR/owner.json and hands it its work. Never during `next build`, whose
 * workers must not open the embedded store.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getStore } = await import('./lib/db/server');
  await getStore();
}
