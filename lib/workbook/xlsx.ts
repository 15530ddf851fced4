/**
 * The zone workbook as an .xlsx file, through exceljs: the layout's cells written out, and an upload read
 * back into plain cells once lib/workbook/zip-check.ts has passed it. A formula anywhere is refused (cell
 * text is only ever text); sheets, rows and columns are bounded.
 */
import type ExcelJS from 'exceljs';
import type { CellStyle, ReadSheet, ReadValue } from '@/lib/league/workbook/cells';
import { cellKey, cellName } from '@/lib/league/workbook/cells';
import type { ZoneWorkbook } from '@/lib/league/workbook/layout';
import { BASE_SHEET } from '@/lib/league/workbook/base';
import { zipProblem } from './zip-check';

export const MAX_SHEETS = 60;
export const MAX_ROWS = 400;
export const MAX_COLUMNS = 60;
/**
 * The hidden Versions sheet has a row per match of the zone in four columns: as many cells as a visible sheet
 * may hold, in longer rows-first shape, so a zone of many divisions still uploads.
 */
const BASE_COLUMNS = 4;
const MAX_BASE_ROWS = (MAX_ROWS * MAX_COLUMNS) / BASE_COLUMNS;

const STYLES: Record<CellStyle, Partial<ExcelJS.Font>> = {
  title: { bold: true, size: 13 },
  heading: { bold: true },
  label: { bold: true },
  note: { italic: true },
};

/**
 * exceljs takes about a third of a second of CPU to load: it is loaded when a workbook is made or read, not by
 * every command line run and test that can reach this file.
 */
const excel = async () => (await import('exceljs')).default;

/** A `YYYY-MM-DD` day as the spreadsheet date of that day. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function writeWorkbook(book: ZoneWorkbook): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  workbook.creator = 'NSW Junior Chess League';
  const sheets = [
    ...book.sheets.map((layout) => ({ layout, state: 'visible' as const })),
    ...(book.hidden ?? []).map((layout) => ({ layout, state: 'hidden' as const })),
  ];
  for (const { layout, state } of sheets) {
    const sheet = workbook.addWorksheet(layout.name, { state });
    layout.widths.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
    for (const cell of layout.cells) {
      if (cell.value === null) continue;
      const target = sheet.getCell(cell.row, cell.col);
      if (typeof cell.value === 'object') {
        target.value = dayOf(cell.value.date);
        target.numFmt = 'd mmm yyyy';
      } else target.value = cell.value;
      if (cell.style) target.font = STYLES[cell.style];
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Read = { ok: true; sheets: ReadSheet[] } | { ok: false; errors: string[] };

/** One cell's value, or why it is refused. */
function valueOf(
  cell: ExcelJS.Cell,
  at: string,
  types: typeof ExcelJS.ValueType,
): { value: ReadValue | null } | { error: string } {
  const value = cell.value;
  switch (cell.type) {
    case types.Null:
    case types.Merge:
      return { value: null };
    case types.Formula:
      return { error: `${at}: a formula; the workbook takes typed values only (replace it by its value).` };
    case types.Number:
      return { value: { number: value as number } };
    case types.Date:
      return { value: { date: (value as Date).toISOString().slice(0, 10) } };
    case types.String:
    case types.SharedString:
      return { value: { text: value as string } };
    case types.RichText:
      return { value: { text: (value as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('') } };
    case types.Hyperlink:
      return { value: { text: String((value as ExcelJS.CellHyperlinkValue).text ?? '') } };
    case types.Boolean:
      return { value: { text: value ? 'TRUE' : 'FALSE' } };
    default:
      return { error: `${at}: a value this workbook does not take (${String(cell.text).slice(0, 40)}).` };
  }
}

/** The sheets of an uploaded workbook as plain cells, or every reason it is refused. */
export async function readWorkbook(bytes: Buffer): Promise<Read> {
  const problem = await zipProblem(bytes);
  if (problem) return { ok: false, errors: [problem] };
  const { Workbook, ValueType } = await excel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    return { ok: false, errors: [`The workbook could not be read: ${(error as Error).message}`] };
  }
  if (workbook.worksheets.length > MAX_SHEETS)
    return {
      ok: false,
      errors: [`The workbook has ${workbook.worksheets.length} sheets; at most ${MAX_SHEETS}.`],
    };
  const errors: string[] = [];
  const sheets: ReadSheet[] = [];
  for (const sheet of workbook.worksheets) {
    const [rows, columns] =
      sheet.name === BASE_SHEET ? [MAX_BASE_ROWS, BASE_COLUMNS] : [MAX_ROWS, MAX_COLUMNS];
    if (sheet.rowCount > rows || sheet.columnCount > columns) {
      errors.push(
        `${sheet.name}: ${sheet.rowCount} rows and ${sheet.columnCount} columns; this sheet of a zone workbook has at most ${rows} rows and ${columns} columns.`,
      );
      continue;
    }
    const cells = new Map<string, ReadValue>();
    sheet.eachRow((row, r) =>
      row.eachCell((cell, c) => {
        const read = valueOf(cell, cellName(sheet.name, r, c), ValueType);
        if ('error' in read) errors.push(read.error);
        else if (read.value) cells.set(cellKey(r, c), read.value);
      }),
    );
    sheets.push({ name: sheet.name, cells });
  }
  return errors.length ? { ok: false, errors } : { ok: true, sheets };
}
