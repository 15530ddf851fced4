import { readCardPhoto } from '@/lib/source/cards';
import { privateFileRefusal, privateNotFound } from '@/lib/cards/private-file';
import { cardPhotoFileName } from '@/lib/league/cards/match-pages';

type Context = { params: Promise<{ token: string; matchKey: string; photoId: string }> };

/**
 * A photo of a signed card, only to the two schools of its match and its zone's scorer (or the Director of Play):
 * the address must open a page whose match has an event carrying this photo. Never kept by any cache.
 */
export async function GET(request: Request, { params }: Context) {
  const refused = await privateFileRefusal(request);
  if (refused) return refused;
  const { token, matchKey, photoId } = await params;
  const id = Number(photoId);
  if (!Number.isSafeInteger(id) || id < 1) return privateNotFound();
  const photo = await readCardPhoto(token, matchKey, id);
  if (!photo) return privateNotFound();
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(photo.bytes.length),
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="${cardPhotoFileName(photo.key, id)}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    },
  });
}
