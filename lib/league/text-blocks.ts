/** The blocks our own texts are made of (pages and PDFs), and the notation they share. */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'terms'; items: { term: string; text: string }[] }
  | { kind: 'contacts'; items: { role: string; email: string }[] };

export type TextSection = { id: string; heading: string; blocks: TextBlock[] };

export const p = (text: string): TextBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): TextBlock => ({ kind: 'list', items });

/** How a game's result is written on the result card and the draw (SPEC section 9). */
export const SCORING_NOTATION: TextBlock = {
  kind: 'terms',
  items: [
    { term: '1', text: 'a win' },
    { term: '0', text: 'a loss' },
    { term: '½', text: 'a draw' },
    { term: '1F', text: 'a win by forfeit (the opponent did not play)' },
    { term: '0F', text: 'a loss by forfeit' },
    { term: 'FF', text: 'a double forfeit (neither player played), which counts for neither side' },
    { term: 'X', text: 'an unfinished game, which counts for neither side until it is adjudicated' },
  ],
};
