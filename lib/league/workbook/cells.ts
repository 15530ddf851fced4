/**
 * The zone workbook's cells, apart from any spreadsheet library: what the layout writes (a value and
 * what the import does with it) and what a reader hands back (text, a number or a day).
 */
import { BOARDS_PER_TEAM } from '../constants';
import { isCalendarDate } from '../dates';

/** What the import does with a cell the layout wrote. */
export type CellRole =
  /** Part of the draw (names, numbers, pairings, headings): must read back as written. */
  | { kind: 'fixed' }
  /** Worked out from the results (totals, places): written for reading, ignored by the import. */
  | { kind: 'computed' }
  /** A team's board points in a round: the official's to type. */
  | { kind: 'score'; round: number; team: number }
  /** A round's date: the official's to type. */
  | { kind: 'date'; round: number };

/** A day is written `YYYY-MM-DD` here; the writer makes it a spreadsheet date. */
export type LayoutValue = string | number | { date: string } | null;
export type LayoutCell = { row: number; col: number; value: LayoutValue; role: CellRole; style?: CellStyle };
export type CellStyle = 'title' | 'heading' | 'label' | 'note';
export type SheetLayout = { name: string; cells: LayoutCell[]; widths: number[] };

/** A cell as read back: formulas never get this far (the reader refuses them). */
export type ReadValue = { text: string } | { number: number } | { date: string };
export type ReadSheet = { name: string; cells: Map<string, ReadValue> };

export const cellKey = (row: number, col: number) => `${row}:${col}`;

/** 1 → A, 27 → AA */
export function columnLetter(col: number): string {
  let letters = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** `PA2!E7`, as a spreadsheet names a cell. */
export function cellName(sheet: string, row: number, col: number): string {
  const quoted = /^[A-Za-z0-9_]+$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
  return `${quoted}!${columnLetter(col)}${row}`;
}

/** What a cell shows, for comparing with what the layout wrote and for messages. */
export function shownText(value: ReadValue | LayoutValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if ('text' in value) return value.text.trim();
  if ('number' in value) return String(value.number);
  return value.date;
}

const quote = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

/** A typed score: a number, or text such as `2.5`, `2½` or `½`; blank (or `-`) for no result. */
export function readScore(
  value: ReadValue | undefined,
): { ok: true; points: number | null } | { ok: false; error: string } {
  let points: number;
  if (value === undefined) return { ok: true, points: null };
  if ('number' in value) points = value.number;
  else if ('date' in value) return { ok: false, error: `${value.date} is a date, not board points` };
  else {
    const text = value.text.trim();
    if (text === '' || text === '-') return { ok: true, points: null };
    const match = /^(\d{1,3})?(?:(½)|\.(\d+))?$/.exec(text);
    if (!match || (match[1] === undefined && !match[2]))
      return {
        ok: false,
        error: `${quote(text)} is not a score (type board points, 0 to ${BOARDS_PER_TEAM})`,
      };
    points = Number(match[1] ?? 0) + (match[2] ? 0.5 : match[3] ? Number(`0.${match[3]}`) : 0);
  }
  if (!Number.isFinite(points) || points < 0) return { ok: false, error: `${points} is not a score` };
  if (points > BOARDS_PER_TEAM)
    return { ok: false, error: `${points} is more than ${BOARDS_PER_TEAM} board points` };
  if (!Number.isInteger(points * 2)) return { ok: false, error: `${points} is not a whole or half point` };
  return { ok: true, points };
}

/** A typed round date: a spreadsheet date, or text `YYYY-MM-DD` or `D/M/YYYY`; blank for no date. */
export function readDate(
  value: ReadValue | undefined,
): { ok: true; date: string | null } | { ok: false; error: string } {
  if (value === undefined) return { ok: true, date: null };
  if ('date' in value) return { ok: true, date: value.date };
  const text = 'text' in value ? value.text.trim() : String(value.number);
  if (text === '' || text === '-') return { ok: true, date: null };
  if (isCalendarDate(text)) return { ok: true, date: text };
  // Typed as text the Australian way, day first: 16/5/2026.
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : '';
  if (isCalendarDate(iso)) return { ok: true, date: iso };
  return { ok: false, error: `${quote(text)} is not a date (type a date: 16/5/2026 or 2026-05-16)` };
}
