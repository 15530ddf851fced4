/** The one store factory: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set; same schema. */
import path from 'node:path';
import type { Db } from './types';
import * as schema from './schema';
import { claimStore, type Owner } from './owner';
import { keepPrivate, privateNodeFs } from './private-files';
import { refreshSchoolLines } from '@/lib/writes/school-lines';
import { refreshMatchRows } from '@/lib/writes/match-backfill';

export type { Db } from './types';
export type Store = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The record in DATA_DIR/owner.json when this process claimed the store (always for the server). */
  owner: Owner | null;
  close: () => Promise<void>;
};

/** Marks a PostgreSQL database: a mark on the object, since Next may load this module more than once. */
const SHARED = Symbol.for('nswjcl.shared-database');

/** Whether other processes may use this database at the same time (PostgreSQL), or only this one (PGlite). */
export function isSharedDatabase(db: Db): boolean {
  return (db as unknown as Record<symbol, unknown>)[SHARED] === true;
}

/** Any fixed number, the same in every server: the lock several servers starting together migrate under. */
const MIGRATION_LOCK = 7_302_614;

export const MIGRATIONS_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/db/migrations');

/** The PGlite database inside a store's data directory (what a copy of the store copies). */
export function pgliteFolder(storeDir: string): string {
  return path.join(/*turbopackIgnore: true*/ storeDir, 'pglite');
}

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || './data');
}

export type OpenOptions = {
  /** Defaults to DATABASE_URL; when absent the embedded store in `dataDir` is used. */
  databaseUrl?: string | null;
  dataDir?: string;
  /** Who holds the embedded store: the web server, or a command-line run. */
  role?: Owner['role'];
  /** Where the server answers, recorded so a command-line run can reach it. */
  serverUrl?: string;
  memory?: boolean;
  /** Called when a PostgreSQL connection is lost while idle (the database restarted or went away). */
  onConnectionLost?: () => void;
};

export async function openStore(options: OpenOptions = {}): Promise<Store> {
  const url = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  const dir = options.dataDir ?? dataDir();
  // The server always announces itself, so a command-line run can hand it its work on either engine.
  const usesDir = !options.memory && (!url || options.role === 'server');
  if (usesDir) keepPrivate(dir);
  const claim = usesDir ? claimStore(dir, options.role ?? 'cli', options.serverUrl) : null;
  try {
    return await connect(url, options.memory ? null : dir, claim, options.onConnectionLost);
  } catch (error) {
    claim?.release();
    throw error;
  }
}

/** Servers starting together migrate under a session advisory lock, one at a time; it dies with its link. */
async function migrateOnce(
  pool: import('pg').Pool,
  run: (client: import('pg').PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await run(client);
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
        .catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection whose unlock failed is closed, not reused with the lock still held.
    client.release(broken);
  }
}

async function connect(
  url: string | null | undefined,
  dir: string | null,
  claim: ReturnType<typeof claimStore> | null,
  onConnectionLost?: () => void,
): Promise<Store> {
  const owner = claim?.owner ?? null;
  const release = () => claim?.release();
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A server that does not answer (a dropped packet, not a refusal) fails the attempt instead of holding it forever.
    const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
    // A connection closed by the server must not crash the process: an idle one is reported here (the
    // pool opens a new one), one lent out fails its query, which says so; neither is left unhandled.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
      onConnectionLost?.();
    });
    pool.on('connect', (client) => client.on('error', () => onConnectionLost?.()));
    const db = drizzle(pool, { schema });
    try {
      await migrateOnce(pool, async (client) => {
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        // Still under the lock, so one server writes them; through the pool, whose reads may run side by side.
        await refreshSchoolLines(db as unknown as Db);
        await refreshMatchRows(db as unknown as Db);
      });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const close = async () => {
      await pool.end();
      release();
    };
    Object.defineProperty(db, SHARED, { value: true });
    return { db: db as unknown as Db, engine: 'postgres', owner, close };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = dir ? new PGlite({ fs: await privateNodeFs(pgliteFolder(dir)) }) : new PGlite();
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await refreshSchoolLines(db as unknown as Db);
    await refreshMatchRows(db as unknown as Db);
    const close = async () => {
      await client.close();
      release();
    };
    return { db: db as unknown as Db, engine: 'pglite', owner, close };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}
