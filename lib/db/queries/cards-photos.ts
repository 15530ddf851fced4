/**
 * Photos of signed paper cards, stored as the caller re-encoded them (JPEG without metadata): in the database,
 * so every server can show them on the two schools' and the scorer's private pages.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { cardPhotos } from '../schema';

export const CARD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export async function storeCardPhoto(
  db: Db,
  year: number,
  jpeg: Buffer,
  contentType = 'image/jpeg',
): Promise<number> {
  if (jpeg.length > CARD_PHOTO_MAX_BYTES) throw new RangeError('A card photo is at most 10 MB.');
  const [row] = await db
    .insert(cardPhotos)
    .values({ year, contentType, bytes: jpeg })
    .returning({ id: cardPhotos.id });
  return row!.id;
}

export async function getCardPhoto(
  db: Db,
  id: number,
): Promise<{ year: number; contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ year: cardPhotos.year, contentType: cardPhotos.contentType, bytes: cardPhotos.bytes })
    .from(cardPhotos)
    .where(eq(cardPhotos.id, id));
  return row ?? null;
}
