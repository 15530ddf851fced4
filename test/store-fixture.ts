/**
 * The store a release wrote, for migration tests (issue 32): test/fixtures/store-2026-11, made by
 * scripts/make-store-fixture.ts at commit 2a728a1, with the code of its day. `restoreStoreFixture` restores it through the raw
 * driver only (the dump's own schema and its `drizzle.__drizzle_migrations` rows, no migrator); `open()` then
 * hands it to the normal store factory, which runs the migrations the dump does not hold, as a server would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { openStore, pgliteFolder, type Db, type Store } from '@/lib/db/client';
import { privateNodeFs } from '@/lib/db/private-files';
import type { Engine } from '@/test/engines';
import { databaseUrlOf, postgresAdmin } from '@/test/postgres-admin';
import type { StoredCardEvent } from '@/lib/db/queries/result-versions';
import type { CardState } from '@/lib/league/cards/state';
import { matchKey } from '@/lib/league/cards/match-ref';

export const STORE_FIXTURE_DIR = path.join(__dirname, 'fixtures', 'store-2026-11');
export const STORE_FIXTURE_SQL = path.join(STORE_FIXTURE_DIR, 'store.sql');
export const STORE_FIXTURE_YEAR = 2026;
/** The LINK_SECRET the fixture's addresses were made with: a test derives each row's address from its salt. */
export const STORE_FIXTURE_LINK_SECRET = 'store-fixture-2026-11-link-secret-for-tests-only';

/**
 * The dump as a driver can run it: without the psql meta-commands pg_dump has written around it since 15.14
 * (`\restrict KEY`, `\unrestrict KEY`), which PostgreSQL and PGlite both refuse; nothing else is changed.
 */
export function storeFixtureSql(file = STORE_FIXTURE_SQL): string {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\\(un)?restrict [A-Za-z0-9]+$/.test(line))
    .join('\n');
}

export type RestoredStore = {
  engine: Engine;
  /** The restored PostgreSQL database; null for PGlite. */
  databaseUrl: string | null;
  /** The PGlite store's DATA_DIR (its data in `pglite/`), or an empty folder beside a PostgreSQL store. */
  dataDir: string;
  /** The normal store factory on the restored store: it migrates what the dump does not hold. */
  open: () => Promise<Store>;
  /** Drops the database and the folder. */
  dispose: () => Promise<void>;
};

/** The dump run on a fresh PGlite in `dataDir/pglite`, where the store factory looks for it. */
async function restorePglite(dataDir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ fs: await privateNodeFs(pgliteFolder(dataDir)) });
  try {
    await client.exec(storeFixtureSql());
  } finally {
    await client.close();
  }
}

/** The fixture's SQL dump restored on `engine` through its own driver, nothing migrated. */
export async function restoreStoreFixture(engine: Engine): Promise<RestoredStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-fixture-'));
  const name = `nswjcl_fixture_${crypto.randomBytes(6).toString('hex')}`;
  const databaseUrl = engine === 'postgres' ? databaseUrlOf(name) : null;
  const dispose = async () => {
    if (databaseUrl) await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (!databaseUrl) await restorePglite(dataDir);
    else {
      await postgresAdmin(`CREATE DATABASE ${name}`);
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(storeFixtureSql());
      } finally {
        await client.end();
      }
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { engine, databaseUrl, dataDir, open: () => openStore({ databaseUrl, dataDir }), dispose };
}

/** The fixture restored and opened by today's store factory: its `db`, and `dispose` for both. */
export async function loadStoreFixture(
  engine: Engine,
): Promise<{ db: Db; store: Store; restored: RestoredStore; dispose: () => Promise<void> }> {
  const restored = await restoreStoreFixture(engine);
  let store: Store;
  try {
    store = await restored.open();
  } catch (error) {
    await restored.dispose();
    throw error;
  }
  return {
    db: store.db,
    store,
    restored,
    dispose: async () => {
      await store.close();
      await restored.dispose();
    },
  };
}

/** A stored card event as the fixture's story tells it. */
export const cardEventSummary = (event: StoredCardEvent) => ({
  match: matchKey(event),
  kind: event.kind,
  at: event.createdAt.toISOString(),
  boards: event.boards,
  players: event.players,
  comment: event.comment,
  photo: event.photoId !== null,
});

/** A state in a line: `published corrected by director, locked`, `reported by away`, `disputed`. */
export function cardStateLine(state: CardState | undefined): string {
  if (!state) return 'no such match';
  if (state.state === 'reported') return `reported by ${state.by}`;
  if (state.state !== 'published') return state.state;
  const { how, by } = state.published;
  return `published ${how} by ${by}${state.locked ? ', locked' : ''}`;
}
