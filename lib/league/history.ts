/**
 * Competition history (SPEC 2, 3): known past winners, overridden by stored seasons. Only primary has a
 * published list (1981-2024, 2020-21 unfinished); secondaries show only stored seasons (docs/demo-data.md).
 */
import pastWinners from './past-winners.json';
import type { CompetitionMode } from './constants';
import type { SeasonWinners } from './season-index';

/** The display record of one year (SPEC section 3). */
export type HistoryRow = {
  year: number;
  school: string | null;
  /** The store holds this season's results: the row links to them. */
  season_filled: boolean;
  grade_1_school: string | null;
  grade_2_school: string | null;
  grade_3_school: string | null;
  open_school: string | null;
  grade_a_school: string | null;
  note: string | null;
};

type PastWinner = { year: number; winner: string | null; note?: string };

const PAST: Record<CompetitionMode, PastWinner[]> = {
  metropolitan_primary: pastWinners.primary,
  country_primary: pastWinners.primary,
  metropolitan_secondary: pastWinners.metropolitan_secondary as PastWinner[],
  country_secondary: pastWinners.country_secondary as PastWinner[],
};

const empty = (year: number): HistoryRow => ({
  year,
  school: null,
  season_filled: false,
  grade_1_school: null,
  grade_2_school: null,
  grade_3_school: null,
  open_school: null,
  grade_a_school: null,
  note: null,
});

/** A competition's history, newest first: past winners overridden by `stored`; `filledYears` have results. */
export function competitionHistory(
  mode: CompetitionMode,
  stored: Record<number, SeasonWinners>,
  filledYears: ReadonlySet<number>,
): HistoryRow[] {
  const rows = new Map<number, HistoryRow>();
  for (const past of PAST[mode])
    rows.set(past.year, { ...empty(past.year), school: past.winner, note: past.note ?? null });
  for (const [yearText, winners] of Object.entries(stored)) {
    const year = Number(yearText);
    const row = { ...(rows.get(year) ?? empty(year)) };
    if (mode.endsWith('_primary')) row.school = winners.primary ?? row.school;
    else if (mode === 'country_secondary') row.school = winners.countrySecondary ?? row.school;
    else {
      row.grade_1_school = winners.metropolitanSecondary.senior ?? row.grade_1_school;
      row.grade_2_school = winners.metropolitanSecondary.intermediate ?? row.grade_2_school;
      row.grade_3_school = winners.metropolitanSecondary.junior ?? row.grade_3_school;
    }
    rows.set(year, row);
  }
  for (const year of filledYears) rows.set(year, { ...(rows.get(year) ?? empty(year)), season_filled: true });
  return [...rows.values()].sort((a, b) => b.year - a.year);
}
