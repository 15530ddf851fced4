/**
 * A zone workbook read back (docs/workbook.md): the sheets must hold the layout the season's export
 * writes, cell for cell, except the cells an official types (board points, round dates) and those
 * worked out from them (totals, places). The typed cells become the season's results and dates; every
 * problem is named by its cell, and any problem means no season at all.
 */
import type { Division, MatchResult, SeasonBundle } from '../bundle';
import { BOARDS_PER_TEAM } from '../constants';
import { isSeasonYear } from '../season-year';
import {
  cellKey,
  cellName,
  readDate,
  readScore,
  shownText,
  type LayoutCell,
  type ReadSheet,
  type ReadValue,
  type SheetLayout,
} from './cells';
import { zoneWorkbook } from './layout';

const ONLY = 'the workbook changes only board points and round dates';

/** The season and zone a workbook names in row 2 of its sheets (B2 and D2): the first sheet naming them. */
export function workbookIdentity(
  sheets: readonly ReadSheet[],
): { ok: true; year: number; zone: string } | { ok: false; errors: string[] } {
  for (const sheet of sheets) {
    const year = Number(shownText(sheet.cells.get(cellKey(2, 2))));
    const zone = shownText(sheet.cells.get(cellKey(2, 4)));
    if (isSeasonYear(year) && zone) return { ok: true, year, zone };
  }
  const first = sheets[0];
  if (!first) return { ok: false, errors: ['The workbook has no sheets.'] };
  return {
    ok: false,
    errors: [
      `${cellName(first.name, 2, 2)}: no season year and zone code here; this is not a zone workbook exported by the site.`,
    ],
  };
}

type Problems = string[];

/** Fixed cells as written, nothing where the layout wrote nothing. */
function checkFixed(layout: SheetLayout, sheet: ReadSheet, problems: Problems) {
  const laid = new Map(layout.cells.map((cell) => [cellKey(cell.row, cell.col), cell]));
  for (const cell of layout.cells) {
    if (cell.role.kind !== 'fixed') continue;
    const was = shownText(cell.value);
    const now = shownText(sheet.cells.get(cellKey(cell.row, cell.col)));
    if (was !== now)
      problems.push(
        `${cellName(sheet.name, cell.row, cell.col)}: "${now}" where the season has "${was}"; ${ONLY}.`,
      );
  }
  for (const [key, value] of sheet.cells) {
    if (laid.has(key) || shownText(value) === '') continue;
    const [row, col] = key.split(':').map(Number) as [number, number];
    problems.push(
      `${cellName(sheet.name, row, col)}: "${shownText(value)}" is outside the workbook's layout; ${ONLY}.`,
    );
  }
}

type Typed = { cell: LayoutCell; team: number; points: number | null };

/** The cell holds what the export wrote. */
const unchanged = (t: Typed) => t.points === (typeof t.cell.value === 'number' ? t.cell.value : null);

/**
 * One pairing's result from its two cells, at least one of them typed (changed from the export). A side
 * typed alone sets the match: the other side takes 4 minus it, whatever its cell still holds; both typed
 * must not make more than 4 (less is an unfinished match); both cleared remove the result.
 */
function resultOf(
  home: Typed,
  away: Typed,
  stored: MatchResult | null | undefined,
  sheet: string,
): { ok: true; result: MatchResult | null } | { ok: false; error: string } {
  const name = (t: Typed) => cellName(sheet, t.cell.row, t.cell.col);
  const alone = unchanged(home) ? away : unchanged(away) ? home : null;
  if (alone && alone.points === null) {
    const other = alone === home ? away : home;
    if (other.points !== null)
      return {
        ok: false,
        error: `${name(alone)}: cleared while ${name(other)} still holds ${other.points}; clear both to remove the result, or type the score.`,
      };
  }
  const h = alone === away ? null : home.points;
  const a = alone === home ? null : away.points;
  let result: { home: number; away: number } | null;
  if (h === null && a === null) result = null;
  else if (a === null) result = { home: h!, away: BOARDS_PER_TEAM - h! };
  else if (h === null) result = { home: BOARDS_PER_TEAM - a, away: a };
  else if (h + a > BOARDS_PER_TEAM)
    return {
      ok: false,
      error: `${name(home)} and ${name(away)}: ${h} and ${a} make ${h + a} board points; a match has ${BOARDS_PER_TEAM}.`,
    };
  else result = { home: h, away: a };
  // The same score keeps what else the season holds of the match (its boards, a tie-break).
  if (stored && result && stored.home === result.home && stored.away === result.away)
    return { ok: true, result: stored };
  return { ok: true, result };
}

function readDivision(
  division: Division,
  layout: SheetLayout,
  sheet: ReadSheet,
  problems: Problems,
): Division {
  const value = (cell: LayoutCell): ReadValue | undefined => sheet.cells.get(cellKey(cell.row, cell.col));
  const scores = new Map<string, Typed>();
  const dates = new Map<number, string | null>();
  for (const cell of layout.cells) {
    const at = cellName(sheet.name, cell.row, cell.col);
    if (cell.role.kind === 'score') {
      // As exported is as stored, even a sum over 4 (a team twice in a round).
      const raw = value(cell);
      const asExported =
        typeof cell.value === 'number' && raw && 'number' in raw && raw.number === cell.value;
      const read = asExported ? { ok: true as const, points: cell.value as number } : readScore(raw);
      if (!read.ok) problems.push(`${at}: ${read.error}.`);
      else
        scores.set(`${cell.role.round}:${cell.role.team}`, {
          cell,
          team: cell.role.team,
          points: read.points,
        });
    } else if (cell.role.kind === 'date') {
      const read = readDate(value(cell));
      if (!read.ok) problems.push(`${at}: ${read.error}.`);
      else dates.set(cell.role.round, read.date);
    }
  }
  const rounds = division.rounds.map((round) => {
    const used = new Set<string>();
    const twice = new Set<string>();
    const count = new Map<number, number>();
    for (const p of round.pairings)
      for (const no of [p.home, p.away]) if (typeof no === 'number') count.set(no, (count.get(no) ?? 0) + 1);
    const pairings = round.pairings.map((pairing) => {
      if (typeof pairing.away !== 'number') return pairing;
      const home = scores.get(`${round.n}:${pairing.home}`);
      const away = scores.get(`${round.n}:${pairing.away}`);
      if (!home || !away) return pairing;
      used.add(`${round.n}:${pairing.home}`).add(`${round.n}:${pairing.away}`);
      if (count.get(pairing.home)! > 1 || count.get(pairing.away)! > 1) {
        // A team twice in a round shows one sum for both matches: it cannot be split, so it must stay.
        for (const t of [home, away].filter((typed) => !unchanged(typed)))
          twice.add(
            `${cellName(sheet.name, t.cell.row, t.cell.col)}: this team plays twice in round ${round.n}; its points cannot be split, so change them in a season bundle.`,
          );
        return pairing;
      }
      if (unchanged(home) && unchanged(away)) return pairing;
      const read = resultOf(home, away, pairing.result, sheet.name);
      if (!read.ok) {
        problems.push(read.error);
        return pairing;
      }
      if (read.result === pairing.result || (!read.result && !pairing.result)) return pairing;
      const { result: _old, ...rest } = pairing;
      return read.result ? { ...rest, result: read.result } : rest;
    });
    problems.push(...twice);
    for (const [key, typed] of scores)
      if (key.startsWith(`${round.n}:`) && !used.has(key) && !unchanged(typed))
        problems.push(
          `${cellName(sheet.name, typed.cell.row, typed.cell.col)}: team ${typed.team} has no match to score in round ${round.n}.`,
        );
    const date = dates.has(round.n) ? dates.get(round.n)! : round.date;
    return { ...round, date, pairings };
  });
  return { ...division, rounds };
}

/**
 * The season with the workbook's results and dates for the zone, or every problem found. `sheets` are
 * the workbook's sheets as read; the season is the one stored, whose export the workbook should be.
 */
export function applyWorkbook(
  bundle: SeasonBundle,
  zoneCode: string,
  sheets: readonly ReadSheet[],
): { ok: true; bundle: SeasonBundle } | { ok: false; errors: string[] } {
  const laid = zoneWorkbook(bundle, zoneCode);
  if (!laid.ok) return { ok: false, errors: [laid.error] };
  const problems: Problems = [];
  const byName = new Map(sheets.map((sheet) => [sheet.name, sheet]));
  const expected = new Set(laid.workbook.sheets.map((s) => s.name));
  // A sheet the official added and left empty is no one's loss; anything else is refused.
  const empty = (sheet: ReadSheet) => [...sheet.cells.values()].every((v) => shownText(v) === '');
  for (const sheet of sheets)
    if (!expected.has(sheet.name) && !empty(sheet))
      problems.push(
        `${sheet.name}: the season has no division ${sheet.name} in zone ${zoneCode}; export the zone's workbook again.`,
      );
  const read = new Map<string, Division>();
  for (const layout of laid.workbook.sheets) {
    const sheet = byName.get(layout.name);
    if (!sheet) {
      problems.push(
        `${layout.name}: the workbook has no sheet ${layout.name}; export the zone's workbook again.`,
      );
      continue;
    }
    checkFixed(layout, sheet, problems);
    const division = bundle.divisions.find((d) => d.zone === zoneCode && d.code === layout.name);
    if (division) read.set(division.code, readDivision(division, layout, sheet, problems));
  }
  if (problems.length) return { ok: false, errors: problems };
  const divisions = bundle.divisions.map((d) => (d.zone === zoneCode ? (read.get(d.code) ?? d) : d));
  return { ok: true, bundle: { ...bundle, divisions } };
}
