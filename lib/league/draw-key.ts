/**
 * What a draw's marks and colours rule say, in one place. The draw tables and their keys, the finals grids
 * and the rules texts all read them here, so a rules text cannot disagree with the draw beside it.
 */

/** The marks after a score: an incomplete match (a game still to be adjudicated), a tie-break win. */
export const DRAW_MARKS = { incomplete: '*', tiebreak: '#' } as const;

export type BoardColours = { white: [number, number]; black: [number, number] };

/** The boards on which the home team plays White and Black in a season; null when the data does not say. */
export function boardColours(homeWhiteBoards: readonly number[]): BoardColours | null {
  const white = [...new Set(homeWhiteBoards)].sort((a, b) => a - b);
  if (white.length !== 2 || !white.every((b) => Number.isInteger(b) && b >= 1 && b <= 4)) return null;
  const black = [1, 2, 3, 4].filter((b) => !white.includes(b));
  return { white: [white[0]!, white[1]!], black: [black[0]!, black[1]!] };
}

/** The season's colours rule as the draws and the rules texts state it. */
export function colourRule(homeWhiteBoards: readonly number[]): string {
  const colours = boardColours(homeWhiteBoards);
  if (!colours) return SEASON_NEUTRAL_COLOUR_RULE;
  const { white, black } = colours;
  return `Home team (first named) plays White on boards ${white.join(' and ')} and Black on boards ${black.join(' and ')}.`;
}

/** For a text that serves every season (the rules PDFs), or a season whose data gives no colours. */
export const SEASON_NEUTRAL_COLOUR_RULE =
  'Home team (first named) plays White on two boards and Black on the other two; the draw of each season says which.';

/** The season's board colours, when the draw gives them: e.g. `[1, 3]` for White on boards 1 and 3. */
export function seasonColoursNote(year: number, homeWhiteBoards: readonly number[]): string | null {
  const colours = boardColours(homeWhiteBoards);
  if (!colours) return null;
  const { white, black } = colours;
  return `In ${year} the home team plays White on boards ${white.join(' and ')} and Black on boards ${black.join(' and ')}.`;
}
