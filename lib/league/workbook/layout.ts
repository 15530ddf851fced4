/**
 * The zone workbook's layout (docs/workbook.md): one sheet per division in the league's layout (title,
 * rounds with their dates, one row per team with each round's board points, total and place, the
 * pairings under their rounds as the league prints them, the scorer), then the zone's finals grids.
 * The import reads the same layout back, so both sides take their cells from here.
 */
import type { Division, SeasonBundle, ZoneRecord } from '../bundle';
import { GRADE_NAMES } from '../constants';
import { colourRule } from '../draw-key';
import { computeStandings, isKnockout } from '../standings';
import type { SheetLayout } from './cells';
import { finalsSheet } from './finals-sheet';
import { pairingLabel, SheetWriter } from './sheet-writer';

export { FINALS_SHEET } from './finals-sheet';

export const FIRST_TEAM_ROW = 6;
export const DATE_ROW = 5;
export const FIRST_ROUND_COL = 3;
export const EDIT_NOTE =
  'Type board points (0 to 4; a half as 2.5 or 2½) and round dates. One side typed gives the other 4 minus it. Totals and places are worked out again on import.';

export function divisionSheet(
  division: Division,
  zone: ZoneRecord,
  bundle: Pick<SeasonBundle, 'year' | 'home_white_boards'>,
): SheetLayout {
  const sheet = new SheetWriter(division.code);
  const grade = GRADE_NAMES[division.grade];
  const rounds = [...division.rounds].sort((a, b) => a.n - b.n);
  const standings = computeStandings(division);
  // A knock-out's board points decide its matches, not places: no total or place columns.
  const knockout = isKnockout(division);
  const totalCol = FIRST_ROUND_COL + rounds.length;
  const computed = { kind: 'computed' } as const;

  sheet.put(
    1,
    1,
    `${zone.name} zone, ${grade}, division ${division.code} (${division.name}), ${bundle.year}`,
    undefined,
    'title',
  );
  sheet.identity(bundle.year, zone, [
    ['Grade', grade],
    ['Division', division.code],
  ]);
  const headings: [number, string][] = [
    [1, 'No'],
    [2, 'Team'],
  ];
  if (!knockout) headings.push([totalCol, 'Total'], [totalCol + 1, 'Place']);
  for (const [col, text] of headings) sheet.put(4, col, text, undefined, 'heading');
  sheet.put(DATE_ROW, 2, 'Date', undefined, 'label');
  rounds.forEach((round, r) => {
    sheet.put(4, FIRST_ROUND_COL + r, `Round ${round.n}`, undefined, 'heading');
    sheet.put(DATE_ROW, FIRST_ROUND_COL + r, round.date ? { date: round.date } : null, {
      kind: 'date',
      round: round.n,
    });
  });

  standings.teams.forEach((team, t) => {
    const row = FIRST_TEAM_ROW + t;
    sheet.put(row, 1, team.no);
    sheet.put(row, 2, team.name);
    team.roundScores.forEach((score, r) =>
      sheet.put(row, FIRST_ROUND_COL + r, score, { kind: 'score', round: rounds[r]!.n, team: team.no }),
    );
    if (knockout) return;
    sheet.put(row, totalCol, team.total, computed);
    sheet.put(row, totalCol + 1, team.place, computed);
  });

  const totalRow = FIRST_TEAM_ROW + standings.teams.length;
  sheet.put(totalRow, 2, 'Round total', undefined, 'label');
  standings.roundTotals.forEach((total, r) => sheet.put(totalRow, FIRST_ROUND_COL + r, total, computed));
  if (knockout) sheet.put(totalRow + 1, 2, knockoutPlaces(division), undefined, 'note');
  else sheet.put(totalRow, totalCol, standings.totalSum, computed);

  const drawRow = totalRow + 2;
  sheet.put(drawRow, 2, 'Draw (home team first)', undefined, 'label');
  rounds.forEach((round, r) =>
    round.pairings.forEach((pairing, p) =>
      sheet.put(drawRow + p, FIRST_ROUND_COL + r, pairingLabel(pairing)),
    ),
  );
  const pairingRows = Math.max(1, ...rounds.map((round) => round.pairings.length));

  const footRow = drawRow + pairingRows + 1;
  sheet.put(footRow, 1, colourRule(bundle.home_white_boards), undefined, 'note');
  sheet.put(footRow + 1, 1, 'Scorer', undefined, 'label');
  sheet.put(footRow + 1, 2, zone.scorer?.name ?? 'none named');
  if (zone.scorer) sheet.put(footRow + 1, 3, zone.scorer.email);
  sheet.put(footRow + 2, 1, EDIT_NOTE, undefined, 'note');
  return sheet.done([5, 30, ...rounds.map(() => 11), ...(knockout ? [] : [8, 8])]);
}

/** A knock-out's outcome, as its zone page gives it. */
function knockoutPlaces(division: Division): string {
  const name = (no: number | undefined) => division.teams.find((t) => t.no === no)?.name ?? 'not decided yet';
  return `Knock-out: no places by points. Region winner: ${name(division.winner)}; runner-up: ${name(division.runner_up)}.`;
}

export type ZoneWorkbook = {
  year: number;
  zone: ZoneRecord;
  sheets: SheetLayout[];
  /** Sheets written hidden: what the workbook was downloaded from (./base.ts). */
  hidden?: SheetLayout[];
};

/** The zone's sheets, or why there are none. */
export function zoneWorkbook(
  bundle: SeasonBundle,
  zoneCode: string,
): { ok: true; workbook: ZoneWorkbook } | { ok: false; error: string } {
  const zone = bundle.zones.find((z) => z.code === zoneCode);
  if (!zone) return { ok: false, error: `Season ${bundle.year} has no zone ${zoneCode}.` };
  const divisions = bundle.divisions.filter((d) => d.zone === zone.code);
  if (!divisions.length)
    return { ok: false, error: `Zone ${zone.code} of season ${bundle.year} has no divisions yet.` };
  const names = new Set<string>();
  for (const division of divisions) {
    const key = division.code.toLowerCase();
    // A spreadsheet's sheet names ignore case: two such codes cannot both be sheets.
    if (names.has(key))
      return { ok: false, error: `Zone ${zone.code} has two divisions coded ${division.code}.` };
    names.add(key);
  }
  const grids = bundle.finals.filter((g) => g.stage === 'zone' && g.value === zone.code);
  return {
    ok: true,
    workbook: {
      year: bundle.year,
      zone,
      sheets: [
        ...divisions.map((d) => divisionSheet(d, zone, bundle)),
        finalsSheet(grids, zone, bundle.year),
      ],
    },
  };
}
