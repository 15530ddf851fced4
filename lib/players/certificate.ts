/** Participation certificates for child players: one A4 page each, drawn with pdf-lib's standard fonts. */
import { PageSizes, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { BRAND, INK, MUTED, RULE, SHADE, startLeaguePdf, type Fonts } from '@/lib/pdf/league-pdf';
import { isCalendarDate } from '@/lib/league/dates';

export type CertificateGame = {
  round: number;
  /** ISO yyyy-mm-dd */
  date: string | null;
  /** The opposing team's name. */
  opponent: string;
  board: number;
  score: '1' | '½' | '0' | '1F' | '0F';
};

export type Certificate = {
  year: number;
  school: string;
  player: string;
  team: string;
  /** e.g. 'Metropolitan Primary Schools Competition' */
  competition: string;
  games: CertificateGame[];
  points: number;
};

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TABLE_BOTTOM = 72;
const FOOTER = 'NSW Junior Chess League · inter-school team competitions';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const RESULTS: Record<CertificateGame['score'], string> = {
  '1': '1',
  '½': '½',
  '0': '0',
  '1F': '1 (forfeit)',
  '0F': '0 (forfeit)',
};

/** 3.5 → `3½`, 0.5 → `½`, 4 → `4`. */
export function formatPoints(points: number): string {
  if (!Number.isFinite(points) || points < 0 || !Number.isInteger(points * 2)) {
    throw new RangeError(`Points must be a whole or half number of at least 0, not ${points}`);
  }
  const whole = Math.floor(points);
  if (whole === points) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** `2026-05-07` → `Thu 7 May`, spelt out here so that no locale data can change the page. */
function formatGameDate(iso: string | null): string {
  if (!iso) return '';
  if (!isCalendarDate(iso)) return iso;
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** `3½ points`, `1 point`, `½ point`. */
export const pointsText = (points: number) =>
  `${formatPoints(points)} ${points === 1 || points === 0.5 ? 'point' : 'points'}`;

function playedSentence(games: number, points: number): string {
  return `who played ${games} ${games === 1 ? 'game' : 'games'} and scored ${pointsText(points)}`;
}

/**
 * Text cut down to what the font can encode: the standard fonts know only WinAnsi, and drawing anything
 * else throws. Accents come off where the letter decomposes (ā → a); anything else becomes '?'.
 */
function sanitiser(font: PDFFont): (text: string) => string {
  const codes = new Set(font.getCharacterSet());
  const fits = (ch: string) => codes.has(ch.codePointAt(0) ?? -1);
  return (text) => {
    let out = '';
    for (const ch of text.normalize('NFC').replace(/\s+/g, ' ').trim()) {
      if (fits(ch)) out += ch;
      else if (/[\p{M}\p{Cc}\p{Cf}]/u.test(ch)) continue;
      else {
        const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
        out += base && [...base].every(fits) ? base : '?';
      }
    }
    return out;
  };
}

const width = (text: string, font: PDFFont, size: number) => font.widthOfTextAtSize(text, size);

/** A word too wide for a line on its own, broken into pieces that fit. */
function breakWord(word: string, font: PDFFont, size: number, max: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && width(piece + ch, font, size) > max) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function wrap(text: string, font: PDFFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    for (const piece of breakWord(word, font, size, max)) {
      const candidate = line ? `${line} ${piece}` : piece;
      if (line && width(candidate, font, size) > max) {
        lines.push(line);
        line = piece;
      } else line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(text: string, font: PDFFont, size: number, max: number): string {
  if (width(text, font, size) <= max) return text;
  let cut = text;
  while (cut && width(`${cut}…`, font, size) > max) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The largest size from `largest` down to `smallest` at which the text fits on one line; failing that,
 * wrapped at the smallest size into at most `maxLines`, the last cut short, so nothing leaves the page.
 */
function fitText(text: string, font: PDFFont, largest: number, smallest: number, maxLines: number) {
  for (let size = largest; size > smallest; size -= 1) {
    if (width(text, font, size) <= CONTENT_WIDTH) return { size, lines: [text] };
  }
  const lines = wrap(text, font, smallest, CONTENT_WIDTH);
  if (lines.length <= maxLines) return { size: smallest, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncate(`${kept[maxLines - 1]} ${lines[maxLines]}`, font, smallest, CONTENT_WIDTH);
  return { size: smallest, lines: kept };
}

type Clean = (text: string) => string;

/** Draws centred blocks top to bottom, keeping the page's current height. */
class Sheet {
  y = PAGE_HEIGHT - 96;

  constructor(readonly page: PDFPage) {}

  centred(text: string, font: PDFFont, largest: number, smallest = largest, maxLines = 1, color: RGB = INK) {
    const { size, lines } = fitText(text, font, largest, smallest, maxLines);
    for (const line of lines) {
      this.y -= size * 1.18;
      const x = (PAGE_WIDTH - width(line, font, size)) / 2;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  gap(points: number) {
    this.y -= points;
  }
}

const COLUMNS = [
  { label: 'Round', width: 46 },
  { label: 'Date', width: 78 },
  { label: 'Opponent', width: CONTENT_WIDTH - 46 - 78 - 46 - 74 },
  { label: 'Board', width: 46 },
  { label: 'Result', width: 74 },
];

/** The games as a table squeezed into the space left above the footer, however many there are. */
function gamesTable(sheet: Sheet, fonts: Fonts, games: readonly CertificateGame[], clean: Clean) {
  const { page } = sheet;
  const rows = [
    COLUMNS.map((c) => c.label),
    ...games.map((g) => [
      String(g.round),
      formatGameDate(g.date),
      g.opponent,
      String(g.board),
      RESULTS[g.score],
    ]),
  ];
  const rowHeight = Math.min(20, (sheet.y - TABLE_BOTTOM) / rows.length);
  const size = Math.min(10, rowHeight * 0.62);
  const padding = 5;
  let top = sheet.y;
  rows.forEach((cells, r) => {
    const bottom = top - rowHeight;
    if (r === 0) {
      page.drawRectangle({ x: MARGIN, y: bottom, width: CONTENT_WIDTH, height: rowHeight, color: SHADE });
    }
    const font = r === 0 ? fonts.bold : fonts.regular;
    let x = MARGIN;
    cells.forEach((cell, c) => {
      const column = COLUMNS[c];
      if (!column) return;
      const text = truncate(clean(cell), font, size, column.width - 2 * padding);
      const y = bottom + (rowHeight - size * 0.7) / 2;
      page.drawText(text, { x: x + padding, y, size, font, color: INK });
      x += column.width;
    });
    page.drawLine({
      start: { x: MARGIN, y: bottom },
      end: { x: MARGIN + CONTENT_WIDTH, y: bottom },
      thickness: r === 0 ? 0.8 : 0.4,
      color: RULE,
    });
    top = bottom;
  });
  sheet.y = top;
}

function drawCertificate(page: PDFPage, fonts: Fonts, clean: Clean, c: Certificate) {
  const border = (inset: number, borderWidth: number) => {
    const [width, height] = [PAGE_WIDTH - 2 * inset, PAGE_HEIGHT - 2 * inset];
    page.drawRectangle({ x: inset, y: inset, width, height, borderColor: BRAND, borderWidth });
  };
  border(22, 2.4);
  border(30, 0.6);
  const sheet = new Sheet(page);
  sheet.centred('Certificate of participation', fonts.bold, 30, 20, 1, BRAND);
  sheet.gap(8);
  sheet.centred(`${c.year} season`, fonts.bold, 15, 15, 1, MUTED);
  sheet.gap(26);
  sheet.centred('awarded to', fonts.italic, 13, 13, 1, MUTED);
  sheet.gap(8);
  sheet.centred(clean(c.player), fonts.bold, 34, 18, 3);
  sheet.gap(10);
  sheet.centred('of', fonts.italic, 13, 13, 1, MUTED);
  sheet.gap(4);
  sheet.centred(clean(c.school), fonts.bold, 18, 11, 2);
  sheet.gap(18);
  sheet.centred(clean(c.competition), fonts.regular, 14, 9, 2);
  sheet.gap(2);
  sheet.centred(clean(`playing for ${c.team}`), fonts.regular, 13, 9, 2);
  sheet.gap(2);
  sheet.centred(playedSentence(c.games.length, c.points), fonts.regular, 13, 9, 1);
  sheet.gap(22);
  if (c.games.length > 0) gamesTable(sheet, fonts, c.games, clean);
  const footerWidth = width(FOOTER, fonts.regular, 8.5);
  page.drawText(FOOTER, {
    x: (PAGE_WIDTH - footerWidth) / 2,
    y: 42,
    size: 8.5,
    font: fonts.regular,
    color: MUTED,
  });
}

function documentTitle(certificates: readonly Certificate[]): string {
  const [first] = certificates;
  if (!first) return '';
  if (certificates.length === 1) return `Certificate of participation — ${first.player} ${first.year}`;
  const same = (pick: (c: Certificate) => string | number) => new Set(certificates.map(pick)).size === 1;
  const group = same((c) => c.team) ? first.team : same((c) => c.school) ? first.school : first.competition;
  const year = same((c) => c.year) ? ` ${first.year}` : '';
  return `Certificates of participation — ${group}${year}`;
}

/** One A4 page per certificate, in the order given. */
export async function certificatePdf(certificates: readonly Certificate[]): Promise<Uint8Array> {
  if (certificates.length === 0) throw new Error('certificatePdf needs at least one certificate');
  const { pdf, fonts } = await startLeaguePdf({
    title: documentTitle(certificates),
    author: 'NSW Junior Chess League',
    creator: 'NSW Junior Chess League schools website',
  });
  // The three Helvetica faces share one encoding, so one sanitiser serves them all.
  const clean = sanitiser(fonts.regular);
  for (const certificate of certificates) {
    drawCertificate(pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]), fonts, clean, certificate);
  }
  return pdf.save();
}
