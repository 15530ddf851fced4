/**
 * Makes test/fixtures/store-2026-11 (issue 32): a small store written by this release's own code, for the
 * next release's migration test. The same story is played on PostgreSQL (dumped as plain SQL, store.sql) and
 * on PGlite (its data folder, pglite-datadir.tar.gz, kept only while under 1.5 MB). Clocks and the link
 * secret are fixed; the links' salts and their rows' times are the run's own.
 *
 *   npx tsx --conditions=react-server scripts/make-store-fixture.ts
 *
 * (`react-server` lets lib/cards/photo.ts's `server-only` load outside Next.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openStore, type Db } from '../lib/db/client';
import { runCommand } from '../lib/db/commands';
import { importSeason } from '../lib/db/queries/bundles';
import { resolvePrivateLink, type PrivateLink } from '../lib/db/queries/cards-links';
import { sendCardAction } from '../lib/db/queries/cards-actions';
import { autoConfirmSweep } from '../lib/db/queries/cards-sweep';
import { storeCardPhoto } from '../lib/db/queries/cards-photos';
import { getMatchCard } from '../lib/db/queries/cards-read';
import { saveEntryRequest } from '../lib/db/queries/entries';
import { privateNodeFs } from '../lib/db/private-files';
import { cleanPhoto } from '../lib/cards/photo';
import { validateEntry } from '../lib/entry/schema';
import type { CardEventKind } from '../lib/league/cards/state';
import { ruleAppliesToday } from '../lib/league/cards/scorer';
import { leagueToday } from '../lib/league/today';
import { freshStore } from '../test/engines';
import { phonePhoto } from '../test/phone-photo.mjs';
import {
  STORE_FIXTURE_DIR,
  STORE_FIXTURE_LINK_SECRET,
  STORE_FIXTURE_SQL,
  STORE_FIXTURE_YEAR as YEAR,
} from '../test/store-fixture';
import {
  ENTRY_AT,
  FIRST_IMPORT_AT,
  FIXTURE_ENTRY,
  ROTATED_SCHOOL,
  STORE_FIXTURE_STORY,
  fixtureBundle,
  secondBundle,
  stepKey,
  type CardStep,
} from '../test/store-fixture-story';

/** PGlite's own data folder (`dumpDataDir('gzip')`), kept only while it is under 1.5 MB. */
const STORE_FIXTURE_DATADIR = path.join(STORE_FIXTURE_DIR, 'pglite-datadir.tar.gz');
const DATADIR_MAX_BYTES = 1.5 * 1024 * 1024;
/** A school answers the version it was shown; the scorer publishes the disputing school's. */
const ANSWERS: Partial<Record<CardEventKind, CardEventKind>> = {
  confirm: 'report',
  dispute: 'report',
  publish: 'dispute',
};

function ok<T extends { ok: boolean }>(outcome: T, what: string): T & { ok: true } {
  if (!outcome.ok) throw new Error(`${what}: ${JSON.stringify(outcome)}`);
  return outcome as T & { ok: true };
}

/** `npm run league -- links` with the fixture's secret: every live address by kind and subject. */
async function links(db: Db, rotateSchool?: string): Promise<Map<string, PrivateLink>> {
  process.env.LINK_SECRET = STORE_FIXTURE_LINK_SECRET;
  const made = ok(await runCommand(db, { name: 'links', year: YEAR, rotateSchool }), 'links');
  const live = new Map<string, PrivateLink>();
  for (const line of String(made.output).trim().split('\n')) {
    const [, subject, address] = line.split('\t');
    const link = await resolvePrivateLink(db, address!.slice(address!.lastIndexOf('/') + 1));
    live.set(subject!, link!);
  }
  return live;
}

async function entryRequest(db: Db): Promise<void> {
  const checked = await validateEntry(FIXTURE_ENTRY);
  if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
  const saved = await saveEntryRequest(db, checked.entry, {
    idempotencyKey: 'fixture-entry-0001-darcy-road',
    ipAddress: '198.51.100.7',
    proof: { id: 'fixture-proof-0001', expiresAt: new Date(ENTRY_AT.getTime() + 3_600_000) },
    now: ENTRY_AT,
  });
  if (saved.status !== 'stored') throw new Error(`entry request: ${saved.status}`);
}

async function sendStep(db: Db, link: PrivateLink, step: CardStep, key: string, refEventId?: number) {
  const now = new Date(step.at);
  if (step.kind === 'rule') {
    // The scorer's page offers the rule from its day only (lib/cards/official.ts).
    const card = await getMatchCard(db, link, step.match, now);
    if (!ruleAppliesToday(card?.lateRuleDate ?? null, leagueToday(now)))
      throw new Error(`${step.match}: the 7-day rule does not apply on ${step.at}`);
  }
  const photo = step.photo ? await cleanPhoto(await phonePhoto({ width: 640, height: 480 })) : null;
  const photoId = photo ? await storeCardPhoto(db, YEAR, ok(photo, 'photo').jpeg) : undefined;
  const card = step.boards && { boards: step.boards, players: step.players, comment: step.comment };
  const request = { matchKey: step.match, kind: step.kind, idempotencyKey: key, card, reason: step.reason };
  return ok(await sendCardAction(db, link, { ...request, photoId, refEventId }, now), `${key} ${step.match}`);
}

/** The whole story on a freshly migrated store. */
async function playStory(db: Db): Promise<void> {
  await importSeason(db, fixtureBundle(), FIRST_IMPORT_AT);
  const live = await links(db);
  await entryRequest(db);
  const lastOf = new Map<string, number>();
  for (const [i, step] of STORE_FIXTURE_STORY.entries()) {
    if ('sweep' in step) {
      const swept = await autoConfirmSweep(db, new Date(step.at), 3);
      if (swept.confirmed !== 1) throw new Error(`the sweep confirmed ${swept.confirmed}, not 1`);
    } else if ('reimport' in step) {
      const { cards } = await importSeason(db, secondBundle(), new Date(step.at));
      if (cards.overruled !== 1 || cards.flagged !== 1)
        throw new Error(`second import: ${JSON.stringify(cards)}`);
    } else {
      const answered = ANSWERS[step.kind];
      const ref = answered ? lastOf.get(`${step.match} ${answered}`) : undefined;
      const sent = await sendStep(db, live.get(step.by)!, step, stepKey(i, step), ref);
      lastOf.set(`${step.match} ${step.kind}`, sent.event.id);
    }
  }
  await links(db, ROTATED_SCHOOL);
}

async function dumpPostgres(): Promise<void> {
  const store = await freshStore('postgres');
  try {
    await playStory(store.db);
    const sql = execFileSync(
      'pg_dump',
      ['--inserts', '--no-owner', '--no-privileges', `--dbname=${store.databaseUrl}`],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    fs.writeFileSync(STORE_FIXTURE_SQL, sql);
    console.log(`${path.relative(process.cwd(), STORE_FIXTURE_SQL)}: ${Buffer.byteLength(sql)} bytes`);
  } finally {
    await store.dispose();
  }
}

async function dumpPglite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-fixture-'));
  try {
    const store = await openStore({ databaseUrl: null, dataDir });
    try {
      await playStory(store.db);
    } finally {
      await store.close();
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ fs: await privateNodeFs(path.join(dataDir, 'pglite')) });
    const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await client.close();
    const where = path.relative(process.cwd(), STORE_FIXTURE_DATADIR);
    if (tarball.length <= DATADIR_MAX_BYTES) {
      fs.writeFileSync(STORE_FIXTURE_DATADIR, tarball);
      console.log(`${where}: ${tarball.length} bytes`);
    } else {
      fs.rmSync(STORE_FIXTURE_DATADIR, { force: true });
      console.log(`${where} left out: PGlite's data folder is ${tarball.length} bytes gzipped, over 1.5 MB.`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await dumpPostgres();
  await dumpPglite();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
