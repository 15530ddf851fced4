/**
 * Several servers starting together on one new PostgreSQL database: each opens the store, and the
 * migrations run once, not once per server (nor fail in all but one).
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openStore } from '@/lib/db/client';
import { describeWithPostgres } from '@/test/services';
import { databaseUrlOf, postgresAdmin } from '@/test/postgres-admin';

describeWithPostgres('migrations when several servers start together', () => {
  const name = `nswjcl_test_${crypto.randomBytes(6).toString('hex')}`;
  const url = databaseUrlOf(name);

  beforeAll(() => postgresAdmin(`CREATE DATABASE ${name}`));
  afterAll(() => postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('migrates once and opens the store in every one of them', async () => {
    const stores = await Promise.all(
      Array.from({ length: 4 }, () => openStore({ databaseUrl: url, memory: true })),
    );
    try {
      const client = new Client({ connectionString: url });
      await client.connect();
      const applied = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      await client.end();
      const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
      expect(applied.rowCount).toBe(files.length);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
