/** Team totals and entry fees (SPEC section 9): the fee is total teams times the season's price, GST included. */
import type { CompetitionMode } from './constants';
import { madeOnFirstUse } from './first-use';

export type TeamCounts = Partial<
  Record<
    | 'championship'
    | 'intermediate'
    | 'intermediate_to_championship'
    | 'intermediate_to_rookies'
    | 'rookies'
    | 'junior_rookies'
    | 'senior'
    | 'junior',
    number
  >
>;

/** The rows that count towards the total for each kind of competition (the preference sub-fields do not). */
export const TEAM_ROWS: Record<CompetitionMode, readonly (keyof TeamCounts)[]> = {
  metropolitan_primary: ['championship', 'intermediate', 'rookies', 'junior_rookies'],
  country_primary: ['championship', 'intermediate', 'rookies', 'junior_rookies'],
  metropolitan_secondary: ['senior', 'intermediate', 'junior'],
  country_secondary: [],
};

/** Counts only numbers: the entry schema totals counts before their own type check refuses them. */
export function totalTeams(mode: CompetitionMode, teams: TeamCounts): number {
  return TEAM_ROWS[mode].reduce((sum, row) => {
    const count: unknown = teams[row];
    return sum + (typeof count === 'number' && Number.isFinite(count) ? count : 0);
  }, 0);
}

/** Fee in cents, so money is never a floating-point sum. */
export function feeCents(mode: CompetitionMode, teams: TeamCounts, pricePerTeam: number): number {
  return totalTeams(mode, teams) * Math.round(pricePerTeam * 100);
}

const aud = madeOnFirstUse(() => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }));

export function formatDollars(cents: number): string {
  return aud().format(cents / 100);
}
