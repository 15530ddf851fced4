/**
 * `npm run league` on a shared PostgreSQL, as an official runs it beside running servers: a dry run
 * and the same file imported again leave every server's cached pages alone; an import that changes a
 * zone drops that zone's pages and keeps the rest. The servers' side is their own code: the listener
 * of lib/cache/broadcast.ts and the page cache handler, here in the test's process.
 */
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { freshStore, type TestStore } from '@/test/engines';
import { describeWithPostgres } from '@/test/services';
import { importSeason } from '@/lib/writes/season-import';
import { sampleBundle } from '@/test/fixtures';
import { withThreeChanges } from '@/test/season-changes';
import { leagueArgs } from '@/test/league-cli';
import PageCacheHandler from '@/lib/cache/page-cache-handler.mjs';
import { publishInvalidation } from '@/lib/cache/invalidation-message';
import { listenForInvalidations, stopListening } from '@/lib/cache/broadcast';
import { processState } from '@/lib/process-state';

const root = path.resolve(__dirname, '..');
const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: 'x',
  rscData: Buffer.from('r'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithPostgres('the command line beside running servers on PostgreSQL', () => {
  let store: TestStore;
  const handler = new PageCacheHandler();
  const keys = { changedZone: '', otherZone: '', otherSeason: '' };
  const cached = async (key: string) => (await handler.get(key)) !== null;

  /**
   * The command run beside the listener without blocking this process, as it runs beside a server: a
   * blocked event loop would time out the listener's heartbeat, and a listener that reconnects drops every
   * league page by design.
   */
  async function league(...args: string[]): Promise<string> {
    const child = spawn(process.execPath, leagueArgs(args), {
      cwd: root,
      env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl! },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const [status] = (await once(child, 'close')) as [number | null];
    expect(`${status} ${stderr}`).toMatch(/^0 /);
    return stderr;
  }

  function writeJson(name: string, value: unknown): string {
    const file = path.join(store.dataDir, name);
    fs.writeFileSync(file, JSON.stringify(value));
    return file;
  }

  /**
   * Whether the cached pages survived everything sent before now: a marker sent after the command has
   * finished arrives after any message the command committed, so once the marker's page is gone the
   * command's message, had there been one, has been applied.
   */
  async function survivors() {
    const marker = crypto.randomUUID();
    await handler.set(marker, page('league:marker'), {});
    await publishInvalidation(store.db, { from: 'marker', tags: ['league:marker'] });
    await until(async () => !(await cached(marker)));
    return {
      changedZone: await cached(keys.changedZone),
      otherZone: await cached(keys.otherZone),
      otherSeason: await cached(keys.otherSeason),
    };
  }

  beforeAll(async () => {
    process.env.PAGE_CACHE = 'on';
    store = await freshStore('postgres');
    await importSeason(store.db, sampleBundle(2030));
    listenForInvalidations(store.databaseUrl!);
    await until(async () => Boolean(processState.cacheListener?.client));
  });
  afterAll(async () => {
    await stopListening();
    await store.dispose();
    process.env.PAGE_CACHE = 'off';
  });
  beforeEach(async () => {
    for (const name of Object.keys(keys) as (keyof typeof keys)[]) keys[name] = crypto.randomUUID();
    await handler.set(keys.changedZone, page('_N_T_/layout,league:2030:zone:PA'), {});
    await handler.set(keys.otherZone, page('_N_T_/layout,league:2030:zone:NC'), {});
    await handler.set(keys.otherSeason, page('_N_T_/layout,league:2026:zone:PA,league:2026'), {});
  });

  it('a dry run drops nothing', async () => {
    const output = await league(
      'import',
      writeJson('changed.json', withThreeChanges(sampleBundle(2030), 'PA1')),
      '--dry-run',
    );
    expect(output).toContain('Dry run of season 2030, nothing written.\nChanges (3):');
    expect(await survivors()).toEqual({ changedZone: true, otherZone: true, otherSeason: true });
  });

  it('the same season imported again drops nothing', async () => {
    const exported = path.join(store.dataDir, 'exported.json');
    await league('export', '2030', exported);
    expect(await league('import', exported)).toContain('No changes to record.');
    expect(await survivors()).toEqual({ changedZone: true, otherZone: true, otherSeason: true });
  });

  it('an import that changes a zone drops that zone’s pages and keeps the others', async () => {
    expect(
      await league('import', writeJson('changed.json', withThreeChanges(sampleBundle(2030), 'PA1'))),
    ).toContain('Changes (3):');
    expect(await survivors()).toEqual({ changedZone: false, otherZone: true, otherSeason: true });
  });
});
