/**
 * Data-layer tests run on both engines: a fresh PGlite in a temporary directory, and a fresh
 * database on the machine's PostgreSQL (TEST_DATABASE_URL, default the local server's `test`
 * database, used only to create and drop a database of our own). Without a reachable PostgreSQL,
 * `npm test` runs them on PGlite only and lists the rest (test/services.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { openStore, type Store } from '@/lib/db/client';
import { POSTGRES_ADMIN_URL, describeWithPostgres } from '@/test/services';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

const ADMIN_URL = POSTGRES_ADMIN_URL;

/** `describe.each(ENGINES)(title, body)`, with PostgreSQL's block only where PostgreSQL is reachable. */
export function describeEachEngine(title: string, body: (engine: Engine) => void): void {
  for (const engine of ENGINES) {
    const named = title.replace('%s', engine);
    if (engine === 'postgres') describeWithPostgres(named, () => body(engine));
    else describe(named, () => body(engine));
  }
}

export type TestStore = Store & { dataDir: string; databaseUrl: string | null; dispose: () => Promise<void> };

export async function freshStore(engine: Engine): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-test-'));
  if (engine === 'pglite') {
    const store = await openStore({ databaseUrl: null, dataDir });
    return {
      ...store,
      dataDir,
      databaseUrl: null,
      dispose: async () => {
        await store.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `nswjcl_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const store = await openStore({ databaseUrl, dataDir });
  return {
    ...store,
    dataDir,
    databaseUrl,
    dispose: async () => {
      await store.close();
      const cleanup = new Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
