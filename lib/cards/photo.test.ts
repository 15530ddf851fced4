import sharp from 'sharp';
import { phonePhoto } from '@/test/phone-photo.mjs';
import { cleanPhoto, MAX_PHOTO_BYTES, PHOTO_MESSAGES, STORED_PHOTO_EDGE } from './photo';

/** The tags of an EXIF block's GPS directory (tag 0x8825 in IFD0), read from the TIFF bytes. */
function gpsTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({
      tag: u16(ifd + 2 + i * 12),
      value: u32(ifd + 10 + i * 12),
    }));
  const pointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return pointer ? entries(pointer.value).map((entry) => entry.tag) : [];
}

describe('a photo of the signed card', () => {
  it('loses its location and every other tag, and is turned upright', async () => {
    // Landscape pixels with "turn 90°" in EXIF: a portrait photo.
    const original = await phonePhoto({ width: 400, height: 200, orientation: 6 });
    const before = await sharp(original).metadata();
    // The test photo really carries what the stored one must not: latitude (2) and longitude (4).
    expect(gpsTags(before.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(before.orientation).toBe(6);
    expect(original.includes('PhoneCo')).toBe(true);

    const cleaned = await cleanPhoto(original);
    if (!cleaned.ok) throw new Error(cleaned.message);
    const after = await sharp(cleaned.jpeg).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(gpsTags(after.exif)).toEqual([]);
    expect(cleaned.jpeg.includes('PhoneCo')).toBe(false);
    expect(cleaned.jpeg.includes('Exif')).toBe(false);
    // Upright: the 400 × 200 landscape pixels were a portrait photo.
    expect([cleaned.width, cleaned.height]).toEqual([200, 400]);
    expect([after.width, after.height]).toEqual([200, 400]);
  });

  it('takes a PNG and stores a JPEG', async () => {
    const cleaned = await cleanPhoto(await phonePhoto({ format: 'png' }));
    if (!cleaned.ok) throw new Error(cleaned.message);
    expect((await sharp(cleaned.jpeg).metadata()).format).toBe('jpeg');
  });

  it('keeps a large photo legible but no larger than it needs', async () => {
    const cleaned = await cleanPhoto(await phonePhoto({ width: 4000, height: 3000 }));
    if (!cleaned.ok) throw new Error(cleaned.message);
    expect(Math.max(cleaned.width, cleaned.height)).toBe(STORED_PHOTO_EDGE);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), PHOTO_MESSAGES.empty],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n'), PHOTO_MESSAGES.notImage],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), PHOTO_MESSAGES.notImage],
    ['text named .jpg', Buffer.from('not a photo at all'), PHOTO_MESSAGES.notImage],
    ['a JPEG cut short', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), PHOTO_MESSAGES.unreadable],
    ['a file over 10 MB', Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff), PHOTO_MESSAGES.tooLarge],
  ])('refuses %s with a clear message', async (_, bytes, message) => {
    expect(await cleanPhoto(bytes)).toEqual({ ok: false, message });
  });

  it('refuses a small file that would decode to too many pixels', async () => {
    // 9000 × 9000 of one colour compresses to a few hundred kilobytes and would take 243 MB to decode.
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(MAX_PHOTO_BYTES);
    expect(await cleanPhoto(huge)).toEqual({ ok: false, message: PHOTO_MESSAGES.tooManyPixels });
  });
});
