/**
 * Loads the hostile demo seasons (e2e/hostile-data.ts) into the empty store in DATA_DIR, through
 * the same checked import as `npm run league -- seed`. Run by scripts/e2e-server.mjs --hostile.
 */
import { openStore } from '../lib/db/client';
import { runCommand } from '../lib/db/commands';
import { hostileSeason } from './hostile-data';

async function main() {
  const store = await openStore({ role: 'cli' });
  try {
    const result = await runCommand(store.db, {
      name: 'seed',
      documents: [hostileSeason(2025), hostileSeason(2026)],
    });
    if (!result.ok) throw new Error(`The hostile seasons were refused:\n  ${result.errors.join('\n  ')}`);
    console.error(result.message);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message ?? error);
  process.exit(1);
});
