/**
 * The zone workbook's finals sheet: each of the zone's finals grids as the league's sheets show one
 * (entrants down, steps across with their dates, each side's score out of 8, the pairings under their
 * step). It is for reading: finals results still come in a season bundle, so the import checks the
 * sheet unchanged.
 */
import type { FinalsGrid, ZoneRecord } from '../bundle';
import { GRADE_NAMES } from '../constants';
import { gridWinner } from '../finals';
import { finalsScore } from '../finals-layout';
import type { SheetLayout } from './cells';
import { pairingLabel, SheetWriter } from './sheet-writer';

const FIRST_STEP_COL = 4;
export const FINALS_SHEET = 'Finals grids';

export function finalsSheet(grids: readonly FinalsGrid[], zone: ZoneRecord, year: number): SheetLayout {
  const sheet = new SheetWriter(FINALS_SHEET);
  sheet.put(1, 1, `${zone.name} zone finals, ${year}`, undefined, 'title');
  sheet.identity(year, zone);
  let row = 4;
  if (!grids.length) sheet.put(row, 1, 'No finals grids for this zone yet.', undefined, 'note');
  for (const grid of grids) {
    const placeCol = FIRST_STEP_COL + grid.steps.length;
    const division = grid.division ? ` (division ${grid.division})` : '';
    sheet.put(row, 1, `${GRADE_NAMES[grid.grade]} zone final${division}`, undefined, 'title');
    for (const [col, text] of [
      [1, 'No'],
      [2, 'Team'],
      [3, 'From'],
      [placeCol, 'Place'],
    ] as const)
      sheet.put(row + 1, col, text, undefined, 'heading');
    sheet.put(row + 2, 2, 'Date', undefined, 'label');
    grid.steps.forEach((step, s) => {
      sheet.put(row + 1, FIRST_STEP_COL + s, step.name, undefined, 'heading');
      sheet.put(row + 2, FIRST_STEP_COL + s, step.date ? { date: step.date } : null);
    });
    const winner = gridWinner(grid);
    row += 3;
    for (const entrant of grid.entrants) {
      sheet.put(row, 1, entrant.no);
      sheet.put(row, 2, entrant.name);
      sheet.put(row, 3, entrant.from ?? null);
      grid.steps.forEach((step, s) => {
        const match = step.matches.find((m) => m.home === entrant.no || m.away === entrant.no);
        if (match)
          sheet.put(
            row,
            FIRST_STEP_COL + s,
            finalsScore(match, match.home === entrant.no ? 'home' : 'away') || null,
          );
      });
      if (winner === entrant.no) sheet.put(row, placeCol, '1st');
      row += 1;
    }
    sheet.put(row, 2, 'Draw (home team first)', undefined, 'label');
    grid.steps.forEach((step, s) =>
      step.matches.forEach((match, m) => sheet.put(row + m, FIRST_STEP_COL + s, pairingLabel(match))),
    );
    row += Math.max(1, ...grid.steps.map((step) => step.matches.length)) + 1;
  }
  sheet.put(
    row + 1,
    1,
    'Finals results are not read from this workbook: the league posts them with the season.',
    undefined,
    'note',
  );
  return sheet.done([5, 30, 10, 12, 12, 12, 12, 8]);
}
