import { boardColours } from '@/lib/league/draw-key';

/** The colour the home team plays on `board` by the season's rule, or null when the season does not say. */
export function boardColour(homeWhite: readonly number[] | null, board: number): 'White' | 'Black' | null {
  const colours = homeWhite && boardColours(homeWhite);
  if (!colours) return null;
  return colours.white.includes(board) ? 'White' : 'Black';
}

/** The card's seven choices as the paper card's key lists them. */
export const CARD_CHOICES_TEXT =
  '1–0, ½–½, 0–1, 1F–0F and 0F–1F (a forfeit), 0F–0F (both forfeit), Unfinished (sent for adjudication)';
