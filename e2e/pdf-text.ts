import zlib from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

/**
 * The text of each page of a PDF that Chromium printed, for tests: enough of a reader for Skia's
 * output (hex-coded glyphs in Tj and TJ, fonts with a ToUnicode map), not a general one.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => pageText(pdf, page));
}

function streamText(pdf: PDFDocument, object: PDFObject | undefined): string {
  const stream = object instanceof PDFRef ? pdf.context.lookup(object) : object;
  if (!(stream instanceof PDFRawStream)) return '';
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  return (filter === PDFName.of('FlateDecode') ? zlib.inflateSync(raw) : raw).toString('latin1');
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A font's ToUnicode map: glyph code (hex) to text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code!.toLowerCase(), utf16(text!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, text] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const first = parseInt(text!, 16);
      for (let code = parseInt(lo!, 16); code <= parseInt(hi!, 16); code++)
        map.set(
          code.toString(16).padStart(lo!.length, '0'),
          utf16((first + code - parseInt(lo!, 16)).toString(16).padStart(text!.length, '0')),
        );
    }
  return map;
}

function pageText(pdf: PDFDocument, page: PDFPage): string {
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    fonts.set(name.decodeText(), unicodeMap(streamText(pdf, font.get(PDFName.of('ToUnicode')))));
  }
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const ops = streams.map((s) => streamText(pdf, s ?? undefined)).join('\n');

  let map = new Map<string, string>();
  const runs: string[] = [];
  for (const [, font, shown] of ops.matchAll(
    /\/([^\s/]+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g,
  )) {
    if (font) map = fonts.get(font) ?? new Map();
    else
      runs.push(
        [...shown!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map(([, hex]) =>
            (hex!.match(/.{4}/g) ?? []).map((code) => map.get(code.toLowerCase()) ?? '').join(''),
          )
          .join(''),
      );
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}
