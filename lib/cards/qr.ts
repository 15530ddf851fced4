import 'server-only';
import QRCode from 'qrcode';

/** A QR code as SVG drawing data: one path over a square of `size` modules, quiet zone included. */
export type QrDrawing = { size: number; path: string };

/** Four modules of quiet zone, as the QR standard asks, so a phone finds the code on a busy page. */
const QUIET = 4;

/**
 * The QR code of `text`, drawn on the server: medium error correction survives a fold or a smudge on a
 * printed card. Returned as path data for the page's own <svg>, so no markup from a library is injected.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET, path: parts.join('') };
}
