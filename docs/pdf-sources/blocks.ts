/** The building blocks of the league's PDF documents (docs/pdf-sources/documents.ts). */
import type { TextBlock } from '@/lib/league/competition-text';

export type PdfBlock =
  | TextBlock
  /** Labelled lines to write on, in one or two columns. */
  | { kind: 'fields'; fields: string[]; columns: 1 | 2 }
  /** A table to fill in: a header row, then rows whose cells may be pre-printed. */
  | { kind: 'table'; head: string[]; widths: number[]; rows: string[][] }
  /** An empty chessboard with coordinates, to draw a position on. */
  | { kind: 'board'; caption: string }
  /** Ruled lines for free writing. */
  | { kind: 'lines'; label: string; count: number };

export type PdfSection = { heading?: string; blocks: PdfBlock[] };

export type LeagueDocument = {
  file: string;
  title: string;
  subtitle: string;
  /** `form`: tighter spacing, so a form fits on one page. */
  layout?: 'text' | 'form';
  sections: PdfSection[];
};

export const SUBTITLE = 'NSW Junior Chess League school team competitions';

export const p = (text: string): TextBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): TextBlock => ({ kind: 'list', items });
