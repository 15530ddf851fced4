/** The zone workbook as an .xlsx file: written and read back whole, and hostile files refused unread. */
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { demoSeason } from '@/test/draw-entries';
import { zoneWorkbook } from '@/lib/league/workbook/layout';
import { applyWorkbook } from '@/lib/league/workbook/read';
import { readWorkbook, writeWorkbook } from './xlsx';

const season = demoSeason(2026);
let exported: Buffer;

beforeAll(async () => {
  const laid = zoneWorkbook(season, 'PA');
  if (!laid.ok) throw new Error(laid.error);
  exported = await writeWorkbook(laid.workbook);
});

const errorsOf = async (bytes: Buffer) => {
  const read = await readWorkbook(bytes);
  return read.ok ? [] : read.errors;
};

/** The exported workbook with its zip's parts changed. */
async function rezipped(change: (zip: JSZip) => Promise<void> | void): Promise<Buffer> {
  const zip = await JSZip.loadAsync(exported);
  await change(zip);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The exported workbook edited in exceljs, as another spreadsheet program would save it. */
async function edited(change: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported as unknown as ArrayBuffer);
  change(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sets a part's stated (unzipped) size in both its headers: a zip bomb that says it is small. */
function understate(zip: Buffer, part: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const name = Buffer.from(part);
  for (const [signature, sizeAt, nameAt] of [
    [0x04034b50, 22, 30],
    [0x02014b50, 24, 46],
  ] as const) {
    for (let at = out.indexOf(name); at >= 0; at = out.indexOf(name, at + 1)) {
      const header = at - nameAt;
      if (header >= 0 && out.readUInt32LE(header) === signature) out.writeUInt32LE(size, header + sizeAt);
    }
  }
  return out;
}

it('reads an exported workbook back to the same season (dates as dates, points as numbers)', async () => {
  const read = await readWorkbook(exported);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  expect(applyWorkbook(season, 'PA', read.sheets)).toEqual({ ok: true, bundle: season });
});

it('refuses a formula in any cell, naming the cell', async () => {
  const bytes = await edited((workbook) => {
    workbook.getWorksheet('PA2')!.getCell('B6').value = { formula: 'HYPERLINK("http://example.org","x")' };
    workbook.getWorksheet('PA1')!.getCell('D7').value = { formula: '1+1', result: 2 };
  });
  expect(await errorsOf(bytes)).toEqual([
    'PA1!D7: a formula; the workbook takes typed values only (replace it by its value).',
    'PA2!B6: a formula; the workbook takes typed values only (replace it by its value).',
  ]);
});

it('refuses 100,000 rows, whether written out or one cell far down', async () => {
  const many = await edited((workbook) => {
    const sheet = workbook.getWorksheet('PA2')!;
    for (let row = 50; row < 100_050; row += 1) sheet.getCell(row, 1).value = row;
  });
  expect(await errorsOf(many)).toEqual([
    expect.stringMatching(
      /^The workbook unzips to more than a zone's workbook can hold \(xl\/worksheets\/sheet2\.xml: /,
    ),
  ]);
  const far = await edited((workbook) => (workbook.getWorksheet('PA2')!.getCell('A100000').value = 1));
  expect(await errorsOf(far)).toEqual([
    'PA2: 100000 rows and 11 columns; this sheet of a zone workbook has at most 400 rows and 60 columns.',
  ]);
}, 60_000);

it("reads the Versions sheet of a zone of many divisions (a row per match), bounded by a visible sheet's cells", async () => {
  const wide = await edited((workbook) => {
    const sheet = workbook.getWorksheet('Versions') ?? workbook.addWorksheet('Versions', { state: 'hidden' });
    for (let row = 2; row <= 3_000; row += 1) sheet.getRow(row).values = [`PA2~r1~${row}v1`, 1, 2, 2];
  });
  expect(await errorsOf(wide)).toEqual([]);
  const far = await edited((workbook) => (workbook.addWorksheet('Versions').getCell('A6001').value = 'x'));
  expect(await errorsOf(far)).toEqual([
    'Versions: 6001 rows and 1 columns; this sheet of a zone workbook has at most 6000 rows and 4 columns.',
  ]);
}, 60_000);

it('refuses a zip bomb, whether its sizes are stated or understated', async () => {
  const bomb = await rezipped((zip) => void zip.file('xl/media/image1.png', Buffer.alloc(64 * 1024 * 1024)));
  expect(bomb.length).toBeLessThan(200_000);
  expect(await errorsOf(bomb)).toEqual([
    "The workbook unzips to more than a zone's workbook can hold (xl/media/image1.png: 64 MB); it is refused.",
  ]);
  expect(await errorsOf(understate(bomb, 'xl/media/image1.png', 1000))).toEqual([
    "The workbook's part xl/media/image1.png unzips to more than it states (a zip bomb?); it is refused.",
  ]);
}, 60_000);

it('refuses what is not a workbook: other bytes renamed .xlsx, a zip of other files, anything over 2 MB', async () => {
  const notXlsx = 'This is not an Excel workbook (.xlsx): save it from Excel as "Excel Workbook (*.xlsx)".';
  expect(await errorsOf(Buffer.from('%PDF-1.7\n1 0 obj\n'))).toEqual([notXlsx]);
  const otherZip = new JSZip().file('notes.txt', 'hello');
  expect(await errorsOf(await otherZip.generateAsync({ type: 'nodebuffer' }))).toEqual([notXlsx]);
  expect(await errorsOf(Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(1000)]))).toEqual([
    notXlsx,
  ]);
  expect(await errorsOf(crypto.randomBytes(2_200_000))).toEqual([
    "The workbook is 2.1 MB; a zone's workbook may be at most 2 MB.",
  ]);
});

it('refuses macros and links to other workbooks', async () => {
  const macros =
    'The workbook holds macros (an .xlsm workbook); save it as "Excel Workbook (*.xlsx)", without macros.';
  const vba = await rezipped((zip) => void zip.file('xl/vbaProject.bin', 'VBA'));
  expect(await errorsOf(vba)).toEqual([macros]);
  const xlsm = await rezipped(async (zip) => {
    const types = await zip.file('[Content_Types].xml')!.async('string');
    zip.file('[Content_Types].xml', types.replace('sheet.main+xml', 'sheet.macroEnabled.main+xml'));
  });
  expect(await errorsOf(xlsm)).toEqual([macros]);
  const linked = await rezipped(
    (zip) => void zip.file('xl/externalLinks/externalLink1.xml', '<externalLink/>'),
  );
  expect(await errorsOf(linked)).toEqual([
    'The workbook links to other workbooks (external links); remove the links and save it again.',
  ]);
});
