/**
 * Data-layer tests run on both engines: a fresh PGlite in a temporary directory, and a fresh
 * database on the machine's PostgreSQL (TEST_DATABASE_URL, default the local server's `test`
 * database, used only to create and drop a database of our own), each a copy of an empty migrated
 * store (test/store-template.ts). Without a reachable PostgreSQL,
 * `npm test` runs them on PGlite only and lists the rest (test/services.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { openStore, type Store } from '@/lib/db/client';
import { describeWithPostgres } from '@/test/services';
import { databaseUrlOf, postgresAdmin } from '@/test/postgres-admin';
import { emptyStoreFolder, postgresTemplate } from '@/test/store-template';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

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
  if (engine === 'pglite') {
    const dataDir = await emptyStoreFolder();
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-test-'));
  const name = `nswjcl_test_${crypto.randomBytes(6).toString('hex')}`;
  await postgresAdmin(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate()}`);
  const databaseUrl = databaseUrlOf(name);
  const store = await openStore({ databaseUrl, dataDir });
  return {
    ...store,
    dataDir,
    databaseUrl,
    dispose: async () => {
      await store.close();
      await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
