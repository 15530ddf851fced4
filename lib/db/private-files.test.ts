/**
 * The data folder holds coordinators' contact details (in the tables and in PGlite's write-ahead
 * log): only the server's user may read or write anything in it, whatever the umask the process
 * was started with, and a folder made before that rule is repaired when the store is opened.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openStore } from './client';
import { emptyStoreFolder } from '@/test/store-template';

/** Every file and folder under `dir` (the folder itself included) whose group or others have any access. */
function shared(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077)
      found.push(`${path.relative(dir, target) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) walk(path.join(target, name));
  };
  walk(dir);
  return found;
}

const countFiles = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, entry) => n + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1), 0);

describe('the data folder is private to the server user', () => {
  let startUmask: number;
  /** The test's own folder, removed after it. */
  let folder: string | undefined;

  beforeEach(() => {
    // The most permissive umask a process can start with: files would be created 0666.
    startUmask = process.umask(0);
  });

  afterEach(() => {
    process.umask(startUmask);
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('creates the folder and every file the database writes without group or other access', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-private-'));
    const dataDir = path.join(folder, 'data');
    const store = await openStore({ databaseUrl: null, dataDir, role: 'cli' });
    try {
      await store.db.execute(sql`CREATE TABLE probe (email text)`);
      await store.db.execute(
        sql`INSERT INTO probe SELECT 'coordinator' || n || '@example.org' FROM generate_series(1, 2000) AS n`,
      );
      await store.db.execute(sql`CHECKPOINT`);
    } finally {
      await store.close();
    }
    expect(countFiles(dataDir)).toBeGreaterThan(100);
    expect(shared(dataDir)).toEqual([]);
  });

  it('repairs a folder whose files were made world-readable and writable before', async () => {
    // A store made by an earlier version (a copy of an empty one: the first test makes one from nothing),
    // with everything open to everyone, as before the fix.
    folder = await emptyStoreFolder('nswjcl-private-');
    const dataDir = folder;
    const open = (target: string) => {
      const stat = fs.lstatSync(target);
      fs.chmodSync(target, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) for (const name of fs.readdirSync(target)) open(path.join(target, name));
    };
    open(dataDir);
    fs.writeFileSync(path.join(dataDir, 'league-entry-season.json'), '{}', { mode: 0o666 });
    expect(shared(dataDir).length).toBeGreaterThan(100);

    const again = await openStore({ databaseUrl: null, dataDir, role: 'cli' });
    await again.close();
    expect(shared(dataDir)).toEqual([]);
    // Repaired, not emptied: the owner keeps read and write access.
    expect(fs.statSync(path.join(dataDir, 'league-entry-season.json')).mode & 0o777).toBe(0o600);
  });
});
