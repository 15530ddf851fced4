import 'server-only';
/**
 * The league's side of the contract's card reads (app/api/index/get-private-page, get-card-photo): a relaying
 * site names a school's address by its token's hash. Its card actions are stored by lib/writes/relayed-card.ts.
 */
import { getDb } from '@/lib/db/server';
import { resolveLinkHash } from '@/lib/db/queries/cards-links';
import { getMatchCard, getSchoolCards } from '@/lib/db/queries/cards-read';
import { getCardPhoto } from '@/lib/db/queries/cards-photos';
import type { CardPhotoRequest, PrivatePageRequest } from '@/lib/league-api/client';

/** What the page at the hash's address shows; null for an unknown or revoked address, or a match not its own. */
export async function privatePageOf(request: PrivatePageRequest, now = new Date()) {
  const db = await getDb();
  const found = await resolveLinkHash(db, request.link_hash);
  if (!found) return null;
  const link = { kind: found.kind, year: found.year, subject: found.subject };
  if (request.match_key === undefined) return { link, school: await getSchoolCards(db, found, now) };
  const card = await getMatchCard(db, found, request.match_key, now);
  return card ? { link, card } : null;
}

/**
 * A photo of a signed card through a school's address (by hash), as the site's own photo route gives it: only
 * when the address's page shows the match and one of its events carries the photo; null otherwise.
 */
export async function photoOf(request: CardPhotoRequest) {
  const db = await getDb();
  const link = await resolveLinkHash(db, request.link_hash);
  const card = link ? await getMatchCard(db, link, request.match_key) : null;
  if (!card?.history.some((event) => event.photoId === request.photo_id)) return null;
  return getCardPhoto(db, request.photo_id);
}
