/** The hero pictures made by scripts/make-hero-images.mjs, and what each shows. */
export type HeroImage = { name: string; alt: string };

export const HERO_IMAGES: readonly HeroImage[] = [
  {
    name: 'hero-1',
    alt: 'A wooden chessboard with every piece in its starting place, seen from behind the white pieces',
  },
  {
    name: 'hero-2',
    alt: 'A low, close view across a chessboard in the middle of a game, with white rooks, knights and pawns in front',
  },
  {
    name: 'hero-3',
    alt: 'A rook endgame on a chessboard, with a chess clock beside the board',
  },
];

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 640;
