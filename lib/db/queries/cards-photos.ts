/**
 * Photos of signed paper cards, stored as the caller re-encoded them (JPEG without metadata): in the database,
 * so every server can show them on the two schools' and the scorer's private pages.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { cardPhotos } from '../schema';
import type { PrivateLink } from './cards-links';
import { getMatchCard } from './cards-read';

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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The season a stored photo was sent for, or null when there is no such photo. */
export async function getCardPhotoYear(db: Db | Tx, id: number): Promise<number | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select({ year: cardPhotos.year }).from(cardPhotos).where(eq(cardPhotos.id, id));
  return row?.year ?? null;
}

/**
 * A photo as a private page may show it: only one attached to a card of a match the link may see (the two
 * schools, the zone's scorer, the Director of Play); null otherwise.
 */
export async function getVisibleCardPhoto(
  db: Db,
  link: PrivateLink,
  matchKey: string,
  id: number,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const card = await getMatchCard(db, link, matchKey);
  if (!card?.history.some((event) => event.photoId === id)) return null;
  const photo = await getCardPhoto(db, id);
  return photo && { contentType: photo.contentType, bytes: photo.bytes };
}
