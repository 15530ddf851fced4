/**
 * How long players' names are kept (docs/privacy.md): a season's names are deleted PLAYER_NAMES_KEEP_DAYS after
 * its last day of play (its finals), unless a coordinator keeps a player for the next season.
 */
import { addDays } from '../cards/urgency';

export const PLAYER_NAMES_KEEP_DAYS = 400;

/** The last day of a season's play: its latest finals or match date; the end of its year when none is known. */
export function seasonEnd(year: number, dates: readonly (string | null | undefined)[]): string {
  const known = dates.filter((d): d is string => typeof d === 'string' && d.startsWith(`${year}-`));
  return known.length ? known.reduce((a, b) => (a > b ? a : b)) : `${year}-12-31`;
}

/** The day a season's names are deleted (the sweep's first run on or after it). */
export const namesDeletedOn = (end: string, keepDays: number) => addDays(end, keepDays);
