/** The workbook functions a page calls with an upload's bytes: export, preview (dry run), import. */
import ExcelJS from 'exceljs';
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { exportSeason, importSeason } from './queries/bundles';
import { exportWorkbook, importWorkbook, previewWorkbookImport } from './workbook';
import { seasons } from './schema';

/** The workbook with cells of sheet PA1 typed over, as a spreadsheet program saves it. */
async function typed(bytes: Buffer, cells: Record<string, ExcelJS.CellValue>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  for (const [address, value] of Object.entries(cells))
    workbook.getWorksheet('PA1')!.getCell(address).value = value;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describeEachEngine('the zone workbook on %s', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
    await importSeason(store.db, sampleBundle());
  });
  afterAll(async () => {
    await store.dispose();
  });

  const exported = async () => {
    const file = await exportWorkbook(store.db, 2030, 'PA');
    if (!file.ok) throw new Error(file.errors.join('\n'));
    expect(file.fileName).toBe('2030-PA.xlsx');
    return file.bytes;
  };

  it('previews and imports an unchanged workbook as no change at all', async () => {
    const before = await exportSeason(store.db, 2030);
    const bytes = await exported();
    const preview = await previewWorkbookImport(store.db, bytes);
    expect(preview.ok && preview.message).toContain('No changes to record.');
    const imported = await importWorkbook(store.db, bytes);
    expect(imported.ok && imported.changed).toEqual([{ year: 2030, changes: [] }]);
    expect(await exportSeason(store.db, 2030)).toEqual(before);
  });

  it('posts a typed result and a moved date: previewed without writing, then imported with its change record', async () => {
    const before = await exportSeason(store.db, 2030);
    // Team 3 (row 8) at home to team 1 in round 3 (column E): 3, so team 1 takes 1; round 2 moves a day.
    const bytes = await typed(await exported(), { E8: 3, D5: new Date('2030-05-11T00:00:00Z') });
    const preview = await previewWorkbookImport(store.db, bytes);
    expect(preview.ok && preview.message).toMatch(
      /Changes \(2\):\n {2}PA1 round 2 moved from 10 May to 11 May\n {2}PA1 round 3: result of 1 match posted/,
    );
    expect(await exportSeason(store.db, 2030)).toEqual(before);

    const imported = await importWorkbook(store.db, bytes);
    expect(imported.ok && imported.changed?.[0]?.changes.length).toBeGreaterThan(0);
    const after = (await exportSeason(store.db, 2030))!;
    expect(after.divisions[0]!.rounds[2]!.pairings[1]).toEqual({
      home: 3,
      away: 1,
      result: { home: 3, away: 1 },
    });
    expect(after.divisions[0]!.rounds[1]!.date).toBe('2030-05-11');
    expect(after.changes?.at(-1)?.items.map((i) => i.text)).toEqual([
      'PA1 round 2 moved from 10 May to 11 May',
      expect.stringMatching(/^PA1 round 3: result of 1 match posted/),
    ]);
  });

  it("credits the results to the zone scorer's workbook in the change record, and lists the zone's changes", async () => {
    const bytes = await typed(await exported(), { E8: 3 });
    const preview = await previewWorkbookImport(store.db, bytes, 'scorer');
    expect(preview.ok && preview.changes.map((c) => c.kind)).toEqual(['results-posted']);
    const imported = await importWorkbook(store.db, bytes, 'scorer');
    expect(imported.ok && imported.zone).toBe('PA');
    const after = (await exportSeason(store.db, 2030))!;
    expect(after.changes?.at(-1)?.items.map((i) => i.text)).toEqual([
      "PA1 round 3: result of 1 match posted, by the PA scorer's workbook",
    ]);
  });

  it('refuses a workbook with a formula or a mistyped score, and writes nothing', async () => {
    const before = await exportSeason(store.db, 2030);
    const formula = await typed(await exported(), { B6: { formula: 'UPPER("x")', result: 'X' } });
    expect(await importWorkbook(store.db, formula)).toEqual({
      ok: false,
      errors: ['PA1!B6: a formula; the workbook takes typed values only (replace it by its value).'],
    });
    const five = await typed(await exported(), { E8: 5 });
    expect(await importWorkbook(store.db, five)).toEqual({
      ok: false,
      errors: ['PA1!E8: 5 is more than 4 board points.'],
    });
    expect(await exportSeason(store.db, 2030)).toEqual(before);
  });
});
