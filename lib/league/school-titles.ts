/**
 * The titles a school won in the league's history: the winners the competition pages list (history.ts: the
 * league's published list, overridden by the seasons in the store), matched to the school by slug.
 */
import { competitionHistory, type HistoryRow } from './history';
import { GRADE_NAMES, type CompetitionMode } from './constants';
import { schoolSlug } from './school-slug';
import type { SeasonWinners } from './season-index';

export type SchoolTitle = { year: number; competition: string; grade: string | null; winner: string };

/** The primary list serves both primary competitions: read it once. */
const TITLE_SOURCES: {
  mode: CompetitionMode;
  competition: string;
  columns: [keyof HistoryRow, string | null][];
}[] = [
  { mode: 'metropolitan_primary', competition: 'Primary schools competition', columns: [['school', null]] },
  {
    mode: 'metropolitan_secondary',
    competition: 'Metropolitan secondary competition',
    columns: [
      ['grade_1_school', GRADE_NAMES.senior],
      ['grade_2_school', GRADE_NAMES.intermediate],
      ['grade_3_school', GRADE_NAMES.junior],
    ],
  },
  { mode: 'country_secondary', competition: 'Country secondary competition', columns: [['school', null]] },
];

/** Every title in the history, newest first; `stored` is the stored seasons' winners by year. */
export function allTitles(stored: Record<number, SeasonWinners>): SchoolTitle[] {
  const titles: SchoolTitle[] = [];
  for (const source of TITLE_SOURCES) {
    for (const row of competitionHistory(source.mode, stored, new Set())) {
      for (const [column, grade] of source.columns) {
        const winner = row[column];
        if (typeof winner === 'string' && winner.trim())
          titles.push({ year: row.year, competition: source.competition, grade, winner });
      }
    }
  }
  return titles.sort((a, b) => b.year - a.year);
}

export function schoolTitles(slug: string, titles: readonly SchoolTitle[]): SchoolTitle[] {
  return titles.filter((t) => schoolSlug(t.winner) === slug);
}
