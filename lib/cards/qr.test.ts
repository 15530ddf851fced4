import QRCode from 'qrcode';
import sharp from 'sharp';
import { qrDrawing } from './qr';

const ADDRESS =
  'https://schools.nswjcl.org.au/private/3q2-7_Zp0aQm1Xc8vR4tYb6nK9wE5uJ2hL0gF7dS1oI/match/PA2~r7~1v8';

/** An SVG as black-or-white pixels, `scale` to a module. */
async function pixels(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width, width, { kernel: 'nearest' })
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer();
}

describe('the QR code of a card address', () => {
  it('draws the same modules as the QR library renders, with a quiet zone of four', async () => {
    const { size, path } = qrDrawing(ADDRESS);
    const ours = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
    const theirs = await QRCode.toString(ADDRESS, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    const width = size * 4;
    const [a, b] = await Promise.all([pixels(ours, width), pixels(theirs, width)]);
    expect(a.equals(b)).toBe(true);
    // Some modules are dark, and the quiet zone (first row of pixels) is all white.
    expect(a.includes(0)).toBe(true);
    expect(a.subarray(0, width * 16).every((v) => v === 255)).toBe(true);
  });

  it('grows with the address but stays printable', () => {
    expect(qrDrawing(ADDRESS).size).toBeLessThanOrEqual(57 + 8);
    expect(qrDrawing('https://x.example/').size).toBeLessThan(qrDrawing(ADDRESS).size);
  });
});
