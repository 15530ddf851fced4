import { fail, handle, ok } from '@/lib/api/http';
import { keyedBody } from '@/lib/cards/league-calls';
import { photoOf } from '@/lib/cards/relayed';
import { cardPhotoRequestSchema } from '@/lib/league-api/cards-contract';

/**
 * The contract's card photo call (docs/api-contract.md), for a relaying site with LEAGUE_API_KEY: a signed
 * card's photo through a school's address (its token's hash) whose match carries it, as base64; 404 otherwise.
 */
export async function POST(request: Request) {
  return handle(async () => {
    const checked = await keyedBody(request, cardPhotoRequestSchema);
    if ('refused' in checked) return checked.refused;
    const photo = await photoOf(checked.body);
    return photo
      ? ok({ jpeg: Buffer.from(photo.bytes).toString('base64') })
      : fail(404, 'There is no such photo.');
  });
}
