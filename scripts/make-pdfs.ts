/**
 * Prints the league documents of docs/pdf-sources/documents.ts to public/assets/files as A4 PDFs.
 *
 *   npx tsx scripts/make-pdfs.ts           write every PDF
 *   npx tsx scripts/make-pdfs.ts --check   exit 1 if a committed PDF differs from its source
 *
 * Output is byte-stable: standard fonts only (nothing embedded from the system), and no creation
 * or modification dates, so the same sources always give the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rgb, type RGB } from 'pdf-lib';
import { startLeaguePdf } from '../lib/pdf/league-pdf';
import { DOCUMENTS, type LeagueDocument, type PdfBlock } from '../docs/pdf-sources/documents';
import {
  BODY,
  BRAND,
  INK,
  LEADING,
  MUTED,
  PAGE_WIDTH,
  RULE,
  SHADE,
  Writer,
  layoutFor,
  wrap,
} from './pdf-writer';

export const OUTPUT_DIR = path.join(process.cwd(), 'public', 'assets', 'files');

function header(w: Writer, doc: LeagueDocument) {
  const { margin: MARGIN, width: CONTENT_WIDTH } = w.layout;
  w.y -= 22;
  w.text(doc.title, MARGIN, 20, w.fonts.bold, BRAND);
  w.y -= 18;
  w.text(doc.subtitle, MARGIN, 11, w.fonts.regular, MUTED);
  w.y -= 12;
  w.line(MARGIN, w.y, MARGIN + CONTENT_WIDTH, w.y, 1.2, BRAND);
  w.y -= 6;
}

function fields(w: Writer, labels: string[], columns: 1 | 2) {
  const { margin: MARGIN, width: CONTENT_WIDTH } = w.layout;
  const gap = 18;
  const width = columns === 1 ? CONTENT_WIDTH : (CONTENT_WIDTH - gap) / 2;
  for (let i = 0; i < labels.length; i += columns) {
    w.need(w.layout.fieldRow);
    w.y -= w.layout.fieldRow;
    labels.slice(i, i + columns).forEach((label, c) => {
      const x = MARGIN + c * (width + gap);
      w.text(label, x, 9.5, w.fonts.regular, MUTED);
      const start = x + w.fonts.regular.widthOfTextAtSize(label, 9.5) + 6;
      w.line(start, w.y - 2, x + width, w.y - 2);
    });
  }
}

function table(w: Writer, head: string[], widths: number[], rows: string[][]) {
  const { margin: MARGIN, width: CONTENT_WIDTH } = w.layout;
  const rowHeight = w.layout.tableRow;
  const xs = widths.reduce<number[]>((acc, f) => [...acc, acc.at(-1)! + f * CONTENT_WIDTH], [MARGIN]);
  const headLines = head.map((h, i) => wrap(h, w.fonts.bold, 9, widths[i]! * CONTENT_WIDTH - 8));
  const headHeight = Math.max(...headLines.map((l) => l.length)) * 11 + 10;
  w.need(headHeight + rowHeight * rows.length + 8);
  w.y -= 8;
  const top = w.y;
  w.page.drawRectangle({
    x: MARGIN,
    y: top - headHeight,
    width: CONTENT_WIDTH,
    height: headHeight,
    color: SHADE,
  });
  headLines.forEach((lines, i) =>
    lines.forEach((line, j) =>
      w.page.drawText(line, { x: xs[i]! + 4, y: top - 13 - j * 11, size: 9, font: w.fonts.bold, color: INK }),
    ),
  );
  const bottom = top - headHeight - rowHeight * rows.length;
  rows.forEach((row, r) => {
    const y = top - headHeight - rowHeight * (r + 1);
    row.forEach((cell, i) => {
      if (cell)
        w.page.drawText(cell, { x: xs[i]! + 4, y: y + 9, size: BODY, font: w.fonts.bold, color: INK });
    });
  });
  for (let r = 0; r <= rows.length; r++)
    w.line(
      MARGIN,
      top - headHeight - r * rowHeight,
      MARGIN + CONTENT_WIDTH,
      top - headHeight - r * rowHeight,
    );
  w.line(MARGIN, top, MARGIN + CONTENT_WIDTH, top);
  for (const x of xs) w.line(x, top, x, bottom);
  w.y = bottom - 4;
}

function board(w: Writer, caption: string) {
  const { margin: MARGIN } = w.layout;
  const square = w.layout.square;
  const size = square * 8;
  w.need(size + 48);
  w.y -= 12;
  const left = MARGIN + 20;
  const top = w.y;
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) {
      const dark = (rank + file) % 2 === 1;
      w.page.drawRectangle({
        x: left + file * square,
        y: top - (rank + 1) * square,
        width: square,
        height: square,
        color: dark ? rgb(0.78, 0.8, 0.84) : rgb(1, 1, 1),
      });
    }
    w.page.drawText(String(8 - rank), {
      x: left - 12,
      y: top - (rank + 1) * square + 8,
      size: 9,
      font: w.fonts.regular,
      color: MUTED,
    });
  }
  'abcdefgh'.split('').forEach((letter, file) =>
    w.page.drawText(letter, {
      x: left + file * square + 9,
      y: top - size - 12,
      size: 9,
      font: w.fonts.regular,
      color: MUTED,
    }),
  );
  w.page.drawRectangle({
    x: left,
    y: top - size,
    width: size,
    height: size,
    borderColor: INK,
    borderWidth: 1,
  });
  w.y = top - size - 16;
  w.paragraph(caption, MARGIN, w.fonts.italic, 9.5);
}

/** A hanging item: `mark` (a bullet or a term) on the first line, the text indented beside it. */
function hanging(w: Writer, mark: string, text: string, indent: number, markColor: RGB) {
  const { margin: MARGIN, width: CONTENT_WIDTH } = w.layout;
  wrap(text, w.fonts.regular, BODY, CONTENT_WIDTH - indent).forEach((line, i) => {
    w.need(LEADING);
    w.y -= LEADING;
    if (i === 0) w.text(mark, MARGIN + 2, BODY, w.fonts.bold, markColor);
    w.text(line, MARGIN + indent, BODY);
  });
  w.y -= 3;
}

function block(w: Writer, b: PdfBlock) {
  const { margin: MARGIN, width: CONTENT_WIDTH } = w.layout;
  const { regular, bold } = w.fonts;
  switch (b.kind) {
    case 'paragraph':
      w.paragraph(b.text);
      w.y -= 5;
      return;
    case 'list':
      for (const item of b.items) hanging(w, '•', item, 14, BRAND);
      w.y -= 3;
      return;
    case 'terms':
      for (const { term, text } of b.items) hanging(w, term, text, 36, INK);
      w.y -= 5;
      return;
    case 'contacts':
      for (const { role, email } of b.items) {
        w.need(LEADING);
        w.y -= LEADING;
        w.text(`${role}:`, MARGIN, BODY, bold);
        w.text(email, MARGIN + bold.widthOfTextAtSize(`${role}: `, BODY), BODY, regular);
      }
      w.y -= 5;
      return;
    case 'fields':
      fields(w, b.fields, b.columns);
      w.y -= 6;
      return;
    case 'table':
      table(w, b.head, b.widths, b.rows);
      return;
    case 'board':
      board(w, b.caption);
      return;
    case 'lines':
      w.need(LEADING + w.layout.lineGap * b.count);
      w.paragraph(b.label, MARGIN, regular, 9.5);
      for (let i = 0; i < b.count; i++) {
        w.y -= w.layout.lineGap;
        w.line(MARGIN, w.y, MARGIN + CONTENT_WIDTH, w.y);
      }
      w.y -= 4;
      return;
  }
}

export async function renderDocument(doc: LeagueDocument): Promise<Uint8Array> {
  const { pdf, fonts } = await startLeaguePdf({
    title: doc.title,
    subject: doc.subtitle,
    author: 'NSW Junior Chess League schools website',
    creator: 'scripts/make-pdfs.ts',
  });
  const w = new Writer(pdf, fonts, layoutFor(doc));
  const { margin: MARGIN } = w.layout;
  header(w, doc);
  for (const section of doc.sections) {
    if (section.heading) {
      // Keep a heading with at least the first lines of what follows it.
      w.need(22 + 2 * LEADING);
      w.y -= 22;
      w.text(section.heading, MARGIN, 13, fonts.bold, BRAND);
      w.y -= 2;
    }
    for (const b of section.blocks) block(w, b);
  }
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = `${doc.title} · page ${i + 1} of ${pages.length}`;
    page.drawLine({
      start: { x: MARGIN, y: 42 },
      end: { x: PAGE_WIDTH - MARGIN, y: 42 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(label, { x: MARGIN, y: 30, size: 8.5, font: fonts.regular, color: MUTED });
  });
  return pdf.save();
}

async function main() {
  const check = process.argv.includes('--check');
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const stale: string[] = [];
  for (const doc of DOCUMENTS) {
    const bytes = await renderDocument(doc);
    const file = path.join(OUTPUT_DIR, doc.file);
    if (check) {
      if (!fs.existsSync(file) || !Buffer.from(bytes).equals(fs.readFileSync(file))) stale.push(doc.file);
    } else {
      fs.writeFileSync(file, bytes);
      console.log(`${path.relative(process.cwd(), file)}  ${bytes.length} bytes`);
    }
  }
  if (stale.length > 0) {
    console.error(`Out of date (run npx tsx scripts/make-pdfs.ts): ${stale.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && /make-pdfs\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
