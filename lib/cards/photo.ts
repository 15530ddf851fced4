import 'server-only';
import sharp from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_MESSAGES, STORED_PHOTO_EDGE, MAX_PHOTO_BYTES } from './photo-rules';

/**
 * A photo of the signed paper card, from a phone camera: decoded and re-encoded as a JPEG that keeps
 * nothing of the original file but its pixels (no EXIF, GPS, XMP, IPTC or ICC: sharp drops all of it
 * unless asked to keep it). Turned upright first, since the orientation is one of the tags dropped.
 */
export { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_MESSAGES, STORED_PHOTO_EDGE };

export type PhotoOutcome =
  { ok: true; jpeg: Buffer; width: number; height: number } | { ok: false; message: string };

/** What the first bytes say the file is; only what a phone camera sends is taken. */
export function photoFormat(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/** The photo as a clean JPEG, or the message for the visitor when it is not one we take. */
export async function cleanPhoto(bytes: Uint8Array): Promise<PhotoOutcome> {
  if (bytes.byteLength === 0) return { ok: false, message: PHOTO_MESSAGES.empty };
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const format = photoFormat(bytes);
  if (!format) return { ok: false, message: PHOTO_MESSAGES.notImage };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true });
    const { info, data } = await image
      .rotate()
      .resize({
        width: STORED_PHOTO_EDGE,
        height: STORED_PHOTO_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    const text = (error as Error).message ?? '';
    if (/pixel limit/i.test(text)) return { ok: false, message: PHOTO_MESSAGES.tooManyPixels };
    return { ok: false, message: PHOTO_MESSAGES.unreadable };
  }
}
