/**
 * The zone workbook's upload through the write path, on both engines: what the official typed is taken
 * against what the workbook was downloaded with; a match changed since is listed by its cell with what changed
 * it, never applied; a published result changes only with a reason; two zones uploaded at once keep both.
 */
import ExcelJS from 'exceljs';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import type { SeasonBundle } from '@/lib/league/bundle';
import { exportSeason, getChangeRecords } from '@/lib/db/queries/bundles';
import { matches, privateLinks, resultVersions, seasonChanges, seasons } from '@/lib/db/schema';
import { resolvePrivateLink, seasonLinks } from '@/lib/db/queries/cards-links';
import { exportWorkbook, runWorkbookUpload } from '@/lib/db/workbook';
import { importSeason } from './season-import';
import { sendCardAction } from './card-actions';

const SECRET = Buffer.from('a-test-link-secret-a-test-link-secret-0123');
const AFTER = new Date('2030-05-20T02:00:00Z');

/** The sample season with a second zone (EC), its one division a copy of PA1 under other names. */
function twoZones(): SeasonBundle {
  const bundle = sampleBundle();
  bundle.zones.push({ code: 'EC', name: 'East Coast', region: 'MW', competition: 'primary' });
  const pa1 = bundle.divisions[0]!;
  bundle.divisions.push({
    ...structuredClone(pa1),
    code: 'EC1',
    zone: 'EC',
    teams: pa1.teams.map((t) => (t.bye ? t : { ...t, name: t.name.replace(/ A$/, ' East A') })),
  });
  return bundle;
}

/** The workbook with cells of one sheet typed over, as a spreadsheet program saves it. */
async function typed(
  bytes: Buffer,
  sheet: string,
  cells: Record<string, ExcelJS.CellValue>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  for (const [address, value] of Object.entries(cells))
    workbook.getWorksheet(sheet)!.getCell(address).value = value;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describeEachEngine('the zone workbook through the write path on %s', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(resultVersions);
    await store.db.delete(matches);
    await store.db.delete(seasonChanges);
    await store.db.delete(privateLinks);
    await store.db.delete(seasons);
    await importSeason(store.db, twoZones(), { at: new Date('2030-04-01T00:00:00Z') });
  });
  afterAll(async () => {
    await store.dispose();
  });

  const download = async (zone = 'PA') => {
    const file = await exportWorkbook(store.db, 2030, zone);
    if (!file.ok) throw new Error(file.errors.join('\n'));
    return file.bytes;
  };
  const scorer = { side: 'scorer' as const, linkId: null };
  const upload = (bytes: Buffer, dryRun: boolean, reason?: string) =>
    runWorkbookUpload(store.db, bytes, { dryRun, by: scorer, reason });
  const texts = async () =>
    (await getChangeRecords(store.db, 2030)).flatMap((r) => r.items.map((i) => i.text));

  it('changes nothing for an unchanged workbook', async () => {
    const before = await exportSeason(store.db, 2030);
    const outcome = await upload(await download(), false);
    expect(outcome).toMatchObject({ ok: true, applied: [], refused: [], changed: [] });
    expect(await exportSeason(store.db, 2030)).toEqual(before);
  });

  it('lists a typed result and a moved date in a dry run, writing nothing, then applies them as the scorer’s', async () => {
    const before = await exportSeason(store.db, 2030);
    // Team 3 (row 8) at home to team 1 in round 3 (column E): 3, so team 1 takes 1; round 2 moves a day.
    const bytes = await typed(await download(), 'PA1', { E8: 3, D5: new Date('2030-05-11T00:00:00Z') });
    const dry = await upload(bytes, true);
    expect(dry.ok && dry.applied.map((a) => `${a.cell} ${a.text}`)).toEqual([
      'PA1!E8 PA1 round 3, North Rocks A v Carlingford A: 3–1.',
      'PA1!D5 PA1 round 2 on Saturday 11 May 2030.',
    ]);
    expect(await exportSeason(store.db, 2030)).toEqual(before);
    const done = await upload(bytes, false);
    expect(done.ok && done.refused).toEqual([]);
    const after = (await exportSeason(store.db, 2030))!;
    expect(after.divisions[0]!.rounds[2]!.pairings[1]).toEqual({
      home: 3,
      away: 1,
      result: { home: 3, away: 1 },
    });
    expect(after.divisions[0]!.rounds[1]!.date).toBe('2030-05-11');
    expect(await texts()).toEqual(
      expect.arrayContaining([
        'PA1 round 3: North Rocks A 3–1 Carlingford A, posted by the PA scorer’s workbook',
        'PA1 round 2 moved from 10 May to 11 May',
      ]),
    );
    // The same upload again (a retry) changes nothing more.
    expect(await upload(bytes, false)).toMatchObject({ ok: true, applied: [] });
  });

  it('keeps a result confirmed after the download, and says so for its cell', async () => {
    const links = await seasonLinks(store.db, 2030, SECRET);
    const token = (name: string) => (links.ok ? links.links.find((l) => l.subject === name)!.token : '');
    const bytes = await typed(await download(), 'PA1', { E8: 3, F6: 2 });
    const home = (await resolvePrivateLink(store.db, token('North Rocks')))!;
    const away = (await resolvePrivateLink(store.db, token('Carlingford Public School')))!;
    const report = await sendCardAction(
      store.db,
      home,
      {
        matchKey: 'PA1~r3~3v1',
        kind: 'report',
        idempotencyKey: 'report-after-download',
        card: { boards: ['1-0', '1-0', '0-1', '½-½'] },
      },
      AFTER,
    );
    expect(report.ok).toBe(true);
    const confirmed = await sendCardAction(
      store.db,
      away,
      {
        matchKey: 'PA1~r3~3v1',
        kind: 'confirm',
        idempotencyKey: 'confirm-after-download',
        refEventId: report.ok ? report.event.id : 0,
      },
      AFTER,
    );
    expect(confirmed.ok).toBe(true);
    const outcome = await upload(bytes, false);
    if (!outcome.ok) throw new Error(outcome.errors.join());
    expect(outcome.refused.map((r) => `${r.cell}: ${r.text}`)).toEqual([
      expect.stringMatching(
        /^PA1!E8: PA1 round 3, North Rocks A v Carlingford A: changed since your download by a card confirmed by both schools, 20 May 12:00; download the workbook again to change it\.$/,
      ),
    ]);
    // The other typed cell (round 3's bye row is not a match; F6 is team 1's total, ignored) changed nothing else.
    const after = (await exportSeason(store.db, 2030))!;
    expect(after.divisions[0]!.rounds[2]!.pairings[1]!.result).toMatchObject({ home: 2.5, away: 1.5 });
  });

  it('corrects a published result only with a reason, and says who and why', async () => {
    // Round 1, Darcy Road A (2) v North Rocks A (3), 2½–1½: the league's import posted it.
    const bytes = await typed(await download(), 'PA1', { C7: 3 });
    const without = await upload(bytes, false);
    expect(without.ok && without.refused.map((r) => r.text)).toEqual([
      'PA1 round 1, Darcy Road A v North Rocks A: corrects a result posted by the league’s import; give a reason for the corrections to change it.',
    ]);
    const withReason = await upload(bytes, false, 'Board 4 was a win, not a draw');
    expect(withReason.ok && withReason.applied.map((a) => a.text)).toEqual([
      'PA1 round 1, Darcy Road A v North Rocks A: 3–1, was 2½–1½.',
    ]);
    expect(await texts()).toContain(
      'PA1 round 1: Darcy Road A 3–1 North Rocks A, posted by the PA scorer’s workbook: Board 4 was a win, not a draw, was 2½–1½',
    );
  });

  it('keeps every change when two zones’ workbooks are imported at the same moment', async () => {
    const pa = await typed(await download('PA'), 'PA1', { E8: 3 });
    const ec = await typed(await download('EC'), 'EC1', { E8: 1 });
    const [one, two] = await Promise.all([upload(pa, false), upload(ec, false)]);
    expect(one.ok && one.applied).toHaveLength(1);
    expect(two.ok && two.applied).toHaveLength(1);
    const after = (await exportSeason(store.db, 2030))!;
    expect(after.divisions.find((d) => d.code === 'PA1')!.rounds[2]!.pairings[1]!.result).toMatchObject({
      home: 3,
    });
    expect(after.divisions.find((d) => d.code === 'EC1')!.rounds[2]!.pairings[1]!.result).toMatchObject({
      home: 1,
    });
  });

  it('refuses a workbook with a formula or a mistyped score, and writes nothing', async () => {
    const before = await exportSeason(store.db, 2030);
    const formula = await typed(await download(), 'PA1', { B6: { formula: 'UPPER("x")', result: 'X' } });
    expect(await upload(formula, false)).toEqual({
      ok: false,
      errors: ['PA1!B6: a formula; the workbook takes typed values only (replace it by its value).'],
    });
    const five = await typed(await download(), 'PA1', { E8: 5 });
    expect(await upload(five, false)).toEqual({
      ok: false,
      errors: ['PA1!E8: 5 is more than 4 board points.'],
    });
    expect(await exportSeason(store.db, 2030)).toEqual(before);
  });
});
