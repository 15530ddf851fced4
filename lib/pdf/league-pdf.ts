/** What every PDF of the league shares: its colours, its three Helvetica faces, and a start without a timestamp. */
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

export const INK = rgb(0.11, 0.14, 0.2);
export const MUTED = rgb(0.32, 0.36, 0.42);
export const BRAND = rgb(0.04, 0.31, 0.54);
export const RULE = rgb(0.6, 0.64, 0.7);
export const SHADE = rgb(0.9, 0.92, 0.95);

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

export type PdfMeta = { title: string; subject?: string; author: string; creator: string };

/** A new document and its fonts; the same input gives the same bytes (no creation time is stamped). */
export async function startLeaguePdf(meta: PdfMeta): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  if (meta.subject) pdf.setSubject(meta.subject);
  pdf.setAuthor(meta.author);
  pdf.setCreator(meta.creator);
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en-AU');
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  return { pdf, fonts };
}
