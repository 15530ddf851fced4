/** Page geometry, colours and the top-to-bottom text writer the league PDFs are drawn with. */
import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { INK, RULE, type Fonts } from '../lib/pdf/league-pdf';
import type { LeagueDocument } from '../docs/pdf-sources/documents';
export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const FOOTER_SPACE = 40;
export const BODY = 10.5;
export const LEADING = 14.5;

export { BRAND, INK, MUTED, RULE, SHADE, type Fonts } from '../lib/pdf/league-pdf';

/** Spacing of a document; forms are tighter so that each fits on one page. */
export type Layout = {
  margin: number;
  width: number;
  fieldRow: number;
  tableRow: number;
  square: number;
  lineGap: number;
};

export function layoutFor(doc: LeagueDocument): Layout {
  const margin = doc.layout === 'form' ? 44 : 56;
  const width = PAGE_WIDTH - 2 * margin;
  return doc.layout === 'form'
    ? { margin, width, fieldRow: 23, tableRow: 23, square: 19, lineGap: 21 }
    : { margin, width, fieldRow: 28, tableRow: 26, square: 24, lineGap: 24 };
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when the next piece would not fit. */
export class Writer {
  page: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly layout: Layout,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - this.layout.margin;
    return this.page;
  }

  /** Makes room for `height` points, on a new page if need be. */
  need(height: number) {
    if (this.y - height < this.layout.margin + FOOTER_SPACE) this.newPage();
  }

  text(s: string, x: number, size: number, font: PDFFont = this.fonts.regular, color: RGB = INK) {
    this.page.drawText(s, { x, y: this.y, size, font, color });
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.6, color: RGB = RULE) {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color });
  }

  /** A wrapped paragraph from `x` to the right margin. */
  paragraph(s: string, x = this.layout.margin, font: PDFFont = this.fonts.regular, size = BODY) {
    for (const line of wrap(s, font, size, this.layout.margin + this.layout.width - x)) {
      this.need(LEADING);
      this.y -= LEADING;
      this.text(line, x, size, font);
    }
  }
}
