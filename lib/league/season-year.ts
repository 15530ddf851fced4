/**
 * A season's year: a whole number from 1900 to 2200, written with four digits in an address. The
 * one rule for the season bundle (zod), the data commands, the contract's year route and the pages'
 * year segments, so a year one of them takes is a year all of them take.
 */
export const SEASON_YEAR_MIN = 1900;
export const SEASON_YEAR_MAX = 2200;
export const SEASON_YEAR_MESSAGE = `The year must be a whole number from ${SEASON_YEAR_MIN} to ${SEASON_YEAR_MAX}.`;

/** A year as a value: the data commands take JSON, so a year can be anything. */
export function isSeasonYear(year: unknown): year is number {
  return (
    typeof year === 'number' && Number.isInteger(year) && year >= SEASON_YEAR_MIN && year <= SEASON_YEAR_MAX
  );
}

/** A year as written in an address or on the command line: four digits in range, or null. */
export function parseSeasonYear(text: string): number | null {
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return isSeasonYear(year) ? year : null;
}

/** The page's season (SPEC): the address's year if that season exists, else the active season. */
export function seasonOfPath(
  pathname: string,
  seasonYears: readonly number[],
  activeYear: number | null,
): number | null {
  const year = parseSeasonYear(pathname.split('/')[1] ?? '');
  return year !== null && seasonYears.includes(year) ? year : activeYear;
}
