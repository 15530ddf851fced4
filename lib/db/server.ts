import 'server-only';
import { openStore, type Store } from './client';

/**
 * The web server's one connection to the store, opened on first use and kept for the life of the
 * process (PGlite allows one). Next's module graph can load this file more than once, so the
 * promise lives on globalThis.
 */
const holder = globalThis as typeof globalThis & { __leagueStore?: Promise<Store> };

export function getStore(): Promise<Store> {
  // `next build` prerenders in worker processes: the embedded store must stay closed there.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return Promise.reject(new Error('The data store is not opened while the site is being built.'));
  }
  holder.__leagueStore ??= openStore({
    role: 'server',
    serverUrl: `http://127.0.0.1:${process.env.PORT || 3000}`,
  }).catch((error: unknown) => {
    holder.__leagueStore = undefined;
    throw error;
  });
  return holder.__leagueStore;
}

export async function getDb() {
  return (await getStore()).db;
}
