/** The zone workbook's layout read back as an official leaves it: unchanged, edited, or mistyped. */
import { demoSeason } from '@/test/draw-entries';
import type { SeasonBundle } from '../bundle';
import { computeStandings } from '../standings';
import { cellKey, type ReadSheet, type ReadValue, type SheetLayout } from './cells';
import { FINALS_SHEET, FIRST_ROUND_COL, FIRST_TEAM_ROW, DATE_ROW, zoneWorkbook } from './layout';
import { applyWorkbook, workbookIdentity } from './read';

/** The sheets as a reader hands them back when nobody touched them. */
function asRead(sheets: SheetLayout[]): ReadSheet[] {
  return sheets.map((layout) => {
    const cells = new Map<string, ReadValue>();
    for (const cell of layout.cells) {
      const v = cell.value;
      if (v === null) continue;
      cells.set(
        cellKey(cell.row, cell.col),
        typeof v === 'string' ? { text: v } : typeof v === 'number' ? { number: v } : v,
      );
    }
    return { name: layout.name, cells };
  });
}

function sheetsOf(bundle: SeasonBundle, zone: string): ReadSheet[] {
  const laid = zoneWorkbook(bundle, zone);
  if (!laid.ok) throw new Error(laid.error);
  return asRead(laid.workbook.sheets);
}

const season = demoSeason(2026);
const sheet = (sheets: ReadSheet[], name: string) => sheets.find((s) => s.name === name)!;
const apply = (sheets: ReadSheet[]) => applyWorkbook(season, 'PA', sheets);
const errorsOf = (sheets: ReadSheet[]) => {
  const applied = apply(sheets);
  return applied.ok ? [] : applied.errors;
};
const pa2 = () => season.divisions.find((d) => d.code === 'PA2')!;
/** The row of team `no` in PA2's sheet. */
const rowOf = (no: number) => FIRST_TEAM_ROW + pa2().teams.findIndex((t) => t.no === no);

it('reads every zone of the demo seasons back unchanged (boards and tie-breaks kept): export then import changes nothing', () => {
  for (const bundle of [demoSeason(2025), season])
    for (const zone of new Set(bundle.divisions.map((d) => d.zone))) {
      const sheets = sheetsOf(bundle, zone);
      expect(workbookIdentity(sheets)).toEqual({ ok: true, year: bundle.year, zone });
      const applied = applyWorkbook(bundle, zone, sheets);
      expect(applied).toEqual({ ok: true, bundle });
    }
});

it("lays a division out as the league's sheet: rounds with dates, pairings under their round, totals and places", () => {
  const laid = zoneWorkbook(season, 'PA');
  expect(laid.ok && laid.workbook.sheets.map((s) => s.name)).toEqual([
    'PA1',
    'PA2',
    'PA3',
    'PA4',
    FINALS_SHEET,
  ]);
  const cells = sheet(sheetsOf(season, 'PA'), 'PA2').cells;
  const text = (row: number, col: number) => {
    const v = cells.get(cellKey(row, col));
    return v === undefined ? undefined : 'text' in v ? v.text : 'number' in v ? v.number : v.date;
  };
  expect(text(1, 1)).toBe('Parramatta zone, Intermediate, division PA2 (Parramatta Intermediate 2), 2026');
  expect(text(DATE_ROW, FIRST_ROUND_COL)).toBe(pa2().rounds[0]!.date);
  const standings = computeStandings(pa2());
  const totalCol = FIRST_ROUND_COL + pa2().rounds.length;
  standings.teams.forEach((team, t) => {
    expect(text(FIRST_TEAM_ROW + t, 2)).toBe(team.name);
    expect(text(FIRST_TEAM_ROW + t, totalCol)).toBe(team.total);
    expect(text(FIRST_TEAM_ROW + t, totalCol + 1)).toBe(team.place ?? undefined);
  });
  const drawRow = FIRST_TEAM_ROW + standings.teams.length + 2;
  expect([1, 2, 3, 4, 5, 6, 7].map((r) => text(drawRow, FIRST_ROUND_COL + r - 1))).toEqual([
    '1v8',
    '8v5',
    '2v8',
    '8v6',
    '3v8',
    '8v7',
    '4v8',
  ]);
});

it('gives a knock-out sheet no totals or places by points: its region winner and runner-up, or not decided yet', () => {
  for (const [bundle, division] of [
    [season, 'WE1'],
    [demoSeason(2025), 'WE1'],
  ] as const) {
    const knockout = bundle.divisions.find((d) => d.code === division)!;
    const laid = zoneWorkbook(bundle, knockout.zone);
    if (!laid.ok) throw new Error(laid.error);
    const texts = laid.workbook.sheets
      .find((s) => s.name === division)!
      .cells.map((cell) => cell.value)
      .filter((v): v is string => typeof v === 'string');
    expect(texts).not.toContain('Total');
    expect(texts).not.toContain('Place');
    expect(texts.filter((t) => /^\d*(st|nd|rd|th)$/.test(t))).toEqual([]);
    const name = (no?: number) => knockout.teams.find((t) => t.no === no)?.name ?? 'not decided yet';
    expect(texts).toContain(
      `Knock-out: no places by points. Region winner: ${name(knockout.winner)}; runner-up: ${name(knockout.runner_up)}.`,
    );
  }
});

it("takes one side's score as the match's, the other side 4 minus it, and a typed date as the round's", () => {
  const sheets = sheetsOf(season, 'PA');
  const round1 = pa2().rounds.find((r) => r.n === 1)!;
  const pairing = round1.pairings.find((p) => typeof p.away === 'number' && p.home === 2)!;
  const cells = sheet(sheets, 'PA2').cells;
  cells.set(cellKey(rowOf(2), FIRST_ROUND_COL), { text: '3½' });
  cells.delete(cellKey(rowOf(pairing.away as number), FIRST_ROUND_COL));
  cells.set(cellKey(DATE_ROW, FIRST_ROUND_COL + 2), { text: '16/5/2026' });
  cells.set(cellKey(DATE_ROW, FIRST_ROUND_COL + 3), { text: '2026-05-23' });
  const applied = apply(sheets);
  if (!applied.ok) throw new Error(applied.errors.join('\n'));
  const division = applied.bundle.divisions.find((d) => d.code === 'PA2')!;
  expect(division.rounds[0]!.pairings.find((p) => p.home === 2)!.result).toEqual({ home: 3.5, away: 0.5 });
  expect(division.rounds[2]!.date).toBe('2026-05-16');
  expect(division.rounds[3]!.date).toBe('2026-05-23');
  const others = (d: typeof division) => d.rounds.slice(1).map((r) => r.pairings);
  expect(others(division)).toEqual(others(pa2()));
});

it("gives way to the side typed alone: the other side's old points become 4 minus it", () => {
  const sheets = sheetsOf(season, 'PA');
  const round2 = pa2().rounds.find((r) => r.n === 2)!;
  const pairing = round2.pairings.find((p) => p.home === 1)!;
  const typed = pairing.result!.home === 4 ? 3 : 4;
  sheet(sheets, 'PA2').cells.set(cellKey(rowOf(1), FIRST_ROUND_COL + 1), { number: typed });
  const applied = apply(sheets);
  if (!applied.ok) throw new Error(applied.errors.join('\n'));
  const now = applied.bundle.divisions
    .find((d) => d.code === 'PA2')!
    .rounds[1]!.pairings.find((p) => p.home === 1);
  expect(now!.result).toEqual({ home: typed, away: 4 - typed });

  sheet(sheets, 'PA2').cells.delete(cellKey(rowOf(1), FIRST_ROUND_COL + 1));
  const awayRow = rowOf(pairing.away as number);
  expect(errorsOf(sheets)).toEqual([
    `PA2!D${rowOf(1)}: cleared while PA2!D${awayRow} still holds ${pairing.result!.away}; clear both to remove the result, or type the score.`,
  ]);
  sheet(sheets, 'PA2').cells.delete(cellKey(awayRow, FIRST_ROUND_COL + 1));
  const cleared = apply(sheets);
  expect(
    cleared.ok &&
      cleared.bundle.divisions.find((d) => d.code === 'PA2')!.rounds[1]!.pairings.find((p) => p.home === 1),
  ).toEqual({ home: 1, away: pairing.away });
});

it('names every problem by its sheet and cell, and applies none of them', () => {
  const sheets = sheetsOf(season, 'PA');
  const cells = sheet(sheets, 'PA2').cells;
  cells.set(cellKey(rowOf(1), FIRST_ROUND_COL + 3), { number: 5 });
  cells.set(cellKey(rowOf(2), FIRST_ROUND_COL + 3), { number: 1.25 });
  cells.set(cellKey(rowOf(3), FIRST_ROUND_COL), { number: 3.5 });
  cells.set(cellKey(rowOf(6), FIRST_ROUND_COL), { text: '2½' });
  cells.set(cellKey(rowOf(4), 2), { text: 'Somewhere Else A' });
  cells.set(cellKey(DATE_ROW, FIRST_ROUND_COL + 1), { text: 'next Friday' });
  cells.set(cellKey(40, 20), { text: 'a note' });
  sheet(sheets, FINALS_SHEET).cells.set(cellKey(3, 1), { text: 'finals note' });
  const col = (n: number) => String.fromCharCode(64 + FIRST_ROUND_COL + n);
  expect(errorsOf(sheets)).toEqual(
    expect.arrayContaining([
      `PA2!${col(3)}${rowOf(1)}: 5 is more than 4 board points.`,
      `PA2!${col(3)}${rowOf(2)}: 1.25 is not a whole or half point.`,
      `PA2!C${rowOf(3)} and PA2!C${rowOf(6)}: 3.5 and 2.5 make 6 board points; a match has 4.`,
      `PA2!B${rowOf(4)}: "Somewhere Else A" where the season has "${pa2().teams[3]!.name}"; the workbook changes only board points and round dates.`,
      `PA2!${col(1)}${DATE_ROW}: "next Friday" is not a date (type a date: 16/5/2026 or 2026-05-16).`,
      'PA2!T40: "a note" is outside the workbook\'s layout; the workbook changes only board points and round dates.',
      "'Finals grids'!A3: \"finals note\" is outside the workbook's layout; the workbook changes only board points and round dates.",
    ]),
  );
  expect(errorsOf(sheets)).toHaveLength(7);
});

it('refuses a workbook of other sheets, or one missing a division (an empty sheet added is let be)', () => {
  const sheets = sheetsOf(season, 'PA');
  const renamed = [
    { name: 'Sheet1', cells: new Map() },
    ...sheets.map((s) => (s.name === 'PA3' ? { ...s, name: 'PA9' } : s)),
  ];
  expect(workbookIdentity(renamed)).toEqual({ ok: true, year: 2026, zone: 'PA' });
  expect(errorsOf(renamed)).toEqual([
    "PA9: the season has no division PA9 in zone PA; export the zone's workbook again.",
    "PA3: the workbook has no sheet PA3; export the zone's workbook again.",
  ]);
  expect(workbookIdentity([{ name: 'Sheet1', cells: new Map() }])).toEqual({
    ok: false,
    errors: [
      'Sheet1!B2: no season year and zone code here; this is not a zone workbook exported by the site.',
    ],
  });
});

it("refuses points for a team with no match that round (the bye's opponent of a `bye` pairing)", () => {
  const division = structuredClone(pa2());
  division.rounds[0]!.pairings = division.rounds[0]!.pairings.map((p) =>
    p.away === 8 ? { home: p.home, away: 'bye' as const } : p,
  );
  const bundle = { ...season, divisions: season.divisions.map((d) => (d.code === 'PA2' ? division : d)) };
  const sheets = sheetsOf(bundle, 'PA');
  const byeRow = FIRST_TEAM_ROW + division.teams.findIndex((t) => t.no === 8);
  sheet(sheets, 'PA2').cells.set(cellKey(byeRow, FIRST_ROUND_COL), { number: 1 });
  const applied = applyWorkbook(bundle, 'PA', sheets);
  expect(applied).toEqual({
    ok: false,
    errors: [`PA2!C${byeRow}: team 8 has no match to score in round 1.`],
  });
});

it('keeps the sum of a team that plays twice in a round: it cannot be split', () => {
  const division = structuredClone(pa2());
  const round1 = division.rounds[0]!;
  round1.pairings.push({ home: 1, away: 2, result: { home: 1, away: 3 } });
  const bundle = { ...season, divisions: season.divisions.map((d) => (d.code === 'PA2' ? division : d)) };
  const sheets = sheetsOf(bundle, 'PA');
  expect(applyWorkbook(bundle, 'PA', sheets)).toEqual({ ok: true, bundle });
  const row = FIRST_TEAM_ROW + division.teams.findIndex((t) => t.no === 1);
  sheet(sheets, 'PA2').cells.set(cellKey(row, FIRST_ROUND_COL), { number: 2 });
  expect(applyWorkbook(bundle, 'PA', sheets)).toEqual({
    ok: false,
    errors: [
      `PA2!C${row}: this team plays twice in round 1; its points cannot be split, so change them in a season bundle.`,
    ],
  });
});
