/**
 * What a zone workbook was downloaded from (docs/workbook.md, "Versions"): for every match of the zone its
 * newest version then and its score, and every round's date. It travels in the file, on a hidden sheet, so an
 * upload knows what the official changed (a cell that differs from the download, not from the store now) and
 * whether the match changed since (its version): a stale cell is listed, never silently applied.
 */
import type { Division, MatchResult } from '../bundle';
import { matchKey, parseMatchKey } from '../cards/match-ref';
import type { ReadSheet, SheetLayout } from './cells';
import { cellKey, shownText } from './cells';
import { SheetWriter } from './sheet-writer';

export const BASE_SHEET = 'Versions';

export type MatchBase = { version: number; score: { home: number; away: number } | null };
export type WorkbookBase = {
  /** By match key (`PA2~r7~1v8`). */
  matches: Map<string, MatchBase>;
  /** By `PA2~r7`. */
  dates: Map<string, string | null>;
};

export const roundKey = (division: string, round: number) => `${division}~r${round}`;

/** The base of a zone's divisions as they are now, with each match's newest version. */
export function baseOf(divisions: readonly Division[], versions: ReadonlyMap<string, number>): WorkbookBase {
  const base: WorkbookBase = { matches: new Map(), dates: new Map() };
  for (const division of divisions)
    for (const round of division.rounds) {
      base.dates.set(roundKey(division.code, round.n), round.date);
      for (const p of round.pairings) {
        if (typeof p.away !== 'number') continue;
        const key = matchKey({ division: division.code, round: round.n, home: p.home, away: p.away });
        const score = p.result ? { home: p.result.home, away: p.result.away } : null;
        base.matches.set(key, { version: versions.get(key) ?? 0, score });
      }
    }
  return base;
}

/** The hidden sheet: a line it says what it is for, then one row per match and one per round. */
export function baseSheet(base: WorkbookBase): SheetLayout {
  const sheet = new SheetWriter(BASE_SHEET);
  sheet.put(1, 1, 'What this workbook was downloaded from: the site reads it on upload. Do not change it.');
  let row = 2;
  for (const [key, m] of base.matches) {
    sheet.put(row, 1, key);
    sheet.put(row, 2, m.version);
    sheet.put(row, 3, m.score?.home ?? null, { kind: 'computed' });
    sheet.put(row, 4, m.score?.away ?? null, { kind: 'computed' });
    row += 1;
  }
  for (const [key, date] of base.dates) {
    sheet.put(row, 1, key);
    sheet.put(row, 2, date ?? '', { kind: 'computed' });
    row += 1;
  }
  return sheet.done([20, 10, 6, 6]);
}

const number = (v: ReturnType<ReadSheet['cells']['get']>) => (v && 'number' in v ? v.number : null);

/** The base a workbook carries, or null when it has none (made before versions were kept, or the sheet was lost). */
export function readBase(sheet: ReadSheet | undefined, year: number): WorkbookBase | null {
  if (!sheet) return null;
  const base: WorkbookBase = { matches: new Map(), dates: new Map() };
  for (let row = 2; sheet.cells.has(cellKey(row, 1)); row++) {
    const key = shownText(sheet.cells.get(cellKey(row, 1)));
    const second = sheet.cells.get(cellKey(row, 2));
    if (parseMatchKey(year, key)) {
      const version = number(second);
      const home = number(sheet.cells.get(cellKey(row, 3)));
      const away = number(sheet.cells.get(cellKey(row, 4)));
      if (version === null) return null;
      base.matches.set(key, { version, score: home === null || away === null ? null : { home, away } });
    } else if (/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}~r\d{1,2}$/.test(key)) {
      const date = second && 'date' in second ? second.date : shownText(second) || null;
      base.dates.set(key, date);
    } else return null;
  }
  return base;
}

/** The divisions as the workbook was downloaded: each match's score and each round's date from its base. */
export function asDownloaded(divisions: readonly Division[], base: WorkbookBase): Division[] {
  return divisions.map((division) => ({
    ...division,
    rounds: division.rounds.map((round) => {
      const key = roundKey(division.code, round.n);
      return {
        ...round,
        date: base.dates.has(key) ? base.dates.get(key)! : round.date,
        pairings: round.pairings.map((p) => {
          if (typeof p.away !== 'number') return p;
          const then = base.matches.get(
            matchKey({ division: division.code, round: round.n, home: p.home, away: p.away }),
          );
          if (!then) return p;
          const { result, ...rest } = p;
          if (!then.score) return rest;
          // The same score as now keeps its games and tie-break; another is as the league's sheets show it.
          const same = result && result.home === then.score.home && result.away === then.score.away;
          return { ...rest, result: same ? result : ({ ...then.score } as MatchResult) };
        }),
      };
    }),
  }));
}
