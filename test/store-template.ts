/**
 * An empty, migrated store made once per version of the migrations, which each test's fresh store copies:
 * on PGlite a new data folder's initdb and the migrations took 2.5 s of every data-layer test file, a copy of
 * the folder 0.2 s; on PostgreSQL `CREATE DATABASE … TEMPLATE` skips the migrations. The template is made by
 * the store factory itself (openStore), which then opens each copy as a server would, so the migrations are
 * still run from nothing, once, and checked on every open.
 *
 * Templates outlive a run (a cache, like Jest's own): the PGlite one in the temporary folder, the PostgreSQL
 * one as a database `nswjcl_template_<key>`. The key is a hash of the migrations and the PGlite version, so a
 * changed migration makes a new template; making one removes those of other keys. Test files in two workers
 * may make one at once: each builds under a name of its own and publishes by renaming, and the loser's is
 * dropped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openStore, pgliteFolder } from '@/lib/db/client';
import { databaseUrlOf, postgresAdmin } from '@/test/postgres-admin';

const PREFIX = 'nswjcl-store-template-';
const DATABASE_PREFIX = 'nswjcl_template_';
const READY = 'ready';

function hashOfMigrations(): string {
  const hash = crypto.createHash('sha256');
  const pglite = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  hash.update(JSON.parse(fs.readFileSync(pglite, 'utf8')).version);
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`\n${file}\n`);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Read once per test file, as each of its stores asks for a template. */
let key: string | undefined;
const templateKey = () => (key ??= hashOfMigrations());

async function makePgliteTemplate(): Promise<string> {
  const published = path.join(os.tmpdir(), `${PREFIX}${templateKey()}`);
  if (fs.existsSync(path.join(published, READY))) return published;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}building-`));
  const store = await openStore({ databaseUrl: null, dataDir: building });
  await store.close();
  fs.writeFileSync(path.join(building, READY), new Date().toISOString());
  try {
    fs.renameSync(building, published);
  } catch {
    // Another test file published it first.
    fs.rmSync(building, { recursive: true, force: true });
    return published;
  }
  for (const name of fs.readdirSync(os.tmpdir()))
    if (name.startsWith(PREFIX) && name !== path.basename(published) && !name.includes('building-'))
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  return published;
}

async function makePostgresTemplate(): Promise<string> {
  const name = `${DATABASE_PREFIX}${templateKey()}`;
  if ((await postgresAdmin('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length) return name;
  const building = `nswjcl_tbuild_${crypto.randomBytes(6).toString('hex')}`;
  await postgresAdmin(`CREATE DATABASE ${building}`);
  const store = await openStore({ databaseUrl: databaseUrlOf(building), memory: true });
  await store.close();
  try {
    await postgresAdmin(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch {
    // Another test file published it first.
    await postgresAdmin(`DROP DATABASE IF EXISTS ${building}`);
    return name;
  }
  const others = await postgresAdmin<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${DATABASE_PREFIX}%' AND datname <> $1`,
    [name],
  );
  for (const { datname } of others) await postgresAdmin(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
  return name;
}

let pglite: Promise<string> | undefined;
let postgres: Promise<string> | undefined;

/** The PGlite data folder (a store's `pglite/`) of an empty migrated store, made when missing. */
export async function pgliteTemplate(): Promise<string> {
  return pgliteFolder(await (pglite ??= makePgliteTemplate()));
}

/** The name of a PostgreSQL database of an empty migrated store, to copy with `CREATE DATABASE … TEMPLATE`. */
export function postgresTemplate(): Promise<string> {
  return (postgres ??= makePostgresTemplate());
}

/** A new data folder (DATA_DIR) whose store is a copy of the template, for a test that opens it as a server would. */
export async function emptyStoreFolder(prefix = 'nswjcl-test-'): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(await pgliteTemplate(), pgliteFolder(dataDir), { recursive: true });
  return dataDir;
}
