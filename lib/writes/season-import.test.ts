/**
 * The league's season import against results others wrote (issue 32): a result the file leaves out is kept;
 * one written after the file's export is kept and listed unless the import is told to overwrite newer results;
 * a confirmed or official result changes only with a reason; a match the file re-pairs is withdrawn with its
 * versions kept; the dry run says all of it and writes nothing.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import type { SeasonBundle } from '@/lib/league/bundle';
import { exportSeason, getChangeRecords } from '@/lib/db/queries/bundles';
import { matches, privateLinks, resultVersions, seasonChanges, seasons } from '@/lib/db/schema';
import { resolvePrivateLink, seasonLinks } from '@/lib/db/queries/cards-links';
import { runCommand } from '@/lib/db/commands';
import { importSeason } from './season-import';
import { sendCardAction } from './card-actions';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const ENTERED_AT = new Date('2030-05-20T02:00:00Z');

describeEachEngine('the season import and results others wrote, on %s', (engine) => {
  let store: TestStore;
  const pairing = (b: SeasonBundle) => b.divisions[0]!.rounds[2]!.pairings[1]!;
  const stored = async () => pairing((await exportSeason(store.db, 2030))!).result;
  const texts = async () =>
    (await getChangeRecords(store.db, 2030)).flatMap((r) => r.items.map((i) => i.text));
  const exportedAt = (at: string) => ({ ...sampleBundle(), exported_at: at });
  const message = async (document: unknown, extra: Record<string, unknown> = {}) => {
    const outcome = await runCommand(store.db, { name: 'import', document, ...extra });
    if (!outcome.ok) throw new Error(outcome.errors.join());
    return outcome.message;
  };

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(resultVersions);
    await store.db.delete(matches);
    await store.db.delete(seasons);
    await store.db.delete(privateLinks);
    await store.db.delete(seasonChanges);
    await importSeason(store.db, sampleBundle(), { at: new Date('2030-05-01T00:00:00Z') });
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    const scorer = (await resolvePrivateLink(store.db, made.links.find((l) => l.subject === 'PA')!.token))!;
    const entered = await sendCardAction(
      store.db,
      scorer,
      {
        matchKey: 'PA1~r3~3v1',
        kind: 'enter',
        idempotencyKey: 'enter-0001-card-key',
        seenVersion: 0,
        card: { boards: ['1-0', '1-0', '0F-0F', '0-1'] },
      },
      ENTERED_AT,
    );
    if (!entered.ok) throw new Error(entered.errors[0]!.message);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('keeps a result the file leaves out, and exports it with the time of the export', async () => {
    expect(await message(sampleBundle())).toContain(
      '1 results published by match cards or officials kept (the file has none of its own).',
    );
    expect(await stored()).toEqual({ home: 2, away: 1, boards: ['1', '1', 'FF', '0'] });
    const exported = await runCommand(store.db, { name: 'export', year: 2030 });
    const file = exported.ok ? (exported.output as SeasonBundle) : null;
    expect(pairing(file!).result).toEqual({ home: 2, away: 1, boards: ['1', '1', 'FF', '0'] });
    expect(Math.abs(Date.parse(file!.exported_at!) - Date.now())).toBeLessThan(60_000);
  });

  it('keeps and lists a result written after the file was exported, in the dry run and the import', async () => {
    const file = exportedAt('2030-05-19T00:00:00Z');
    pairing(file).result = { home: 1, away: 3 };
    const kept =
      'PA1 round 3: North Rocks A v Carlingford A: the file says 1–3, but the PA scorer, who entered the result made it 2–1 on 20 May 12:00, after this file’s export; kept.';
    const dry = await message(file, { dryRun: true });
    expect(dry).toContain('1 results the file would change were kept:');
    expect(dry).toContain(kept);
    const done = await message(file);
    expect(done).toContain(kept);
    expect(await stored()).toEqual({ home: 2, away: 1, boards: ['1', '1', 'FF', '0'] });
    // A file that does not say when it was exported is treated the same.
    const undated = sampleBundle();
    pairing(undated).result = { home: 1, away: 3 };
    expect(await message(undated)).toContain('and this file does not say when it was exported; kept.');
  });

  it('replaces a newer result only with --overwrite-newer and a reason, and says why in the change record', async () => {
    const file = exportedAt('2030-05-19T00:00:00Z');
    pairing(file).result = { home: 1, away: 3 };
    expect(await message(file, { overwriteNewer: true })).toContain(
      'A published result changes only with a reason: import with --reason.',
    );
    expect(await stored()).toMatchObject({ home: 2, away: 1 });
    await message(file, { overwriteNewer: true, reason: 'Appeal upheld by the Director of Play' });
    expect(await stored()).toEqual({ home: 1, away: 3 });
    expect(await texts()).toContain(
      'PA1 round 3: North Rocks A 1–3 Carlingford A, corrected by the league: Appeal upheld by the Director of Play, was 2–1',
    );
  });

  it('corrects its own earlier result without being told to, and posts results where there were none', async () => {
    const file = exportedAt('2030-06-01T00:00:00Z');
    file.divisions[0]!.rounds[0]!.pairings[1]!.result = { home: 1, away: 3 };
    file.divisions[0]!.rounds[2]!.pairings[0]!.result = { home: 4, away: 0 };
    await message(file);
    const after = (await exportSeason(store.db, 2030))!;
    expect(after.divisions[0]!.rounds[0]!.pairings[1]!.result).toEqual({ home: 1, away: 3 });
    expect(await texts()).toContain('PA1 round 1: Darcy Road A v North Rocks A now 1–3, was 2½–1½');
  });

  it('withdraws a match the file re-pairs, and keeps its versions on it', async () => {
    const file = sampleBundle();
    file.divisions[0]!.rounds[2]!.pairings = [
      { home: 1, away: 3 },
      { home: 2, away: 4 },
    ];
    await message(file);
    const withdrawn = await store.db
      .select({ kind: resultVersions.kind })
      .from(resultVersions)
      .innerJoin(matches, eq(matches.id, resultVersions.matchId))
      .where(and(isNotNull(matches.withdrawnAt), eq(matches.division, 'PA1'), eq(matches.round, 3)));
    expect(withdrawn.map((w) => w.kind)).toEqual(['enter']);
    const audit = await runCommand(store.db, { name: 'cards', year: 2030 });
    expect(audit.ok && (audit.output as { kind: string }[]).map((r) => r.kind)).toEqual(['enter']);
    // The same draw again brings the withdrawn match back with its result.
    await message(sampleBundle());
    expect(await stored()).toEqual({ home: 2, away: 1, boards: ['1', '1', 'FF', '0'] });
  });
});
