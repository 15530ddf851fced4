import { fail, handle, ok } from '@/lib/api/http';
import { keyedBody } from '@/lib/cards/league-calls';
import { privatePageOf } from '@/lib/cards/relayed';
import { privatePageRequestSchema } from '@/lib/league-api/cards-contract';

/**
 * The contract's private page call (docs/api-contract.md), for a relaying site with LEAGUE_API_KEY: what
 * the page at a token's hash shows (a school's matches, or one match's card with its trail); 404 for an
 * address that is unknown or revoked, or a match not its own.
 */
export async function POST(request: Request) {
  return handle(async () => {
    const checked = await keyedBody(request, privatePageRequestSchema);
    if ('refused' in checked) return checked.refused;
    const page = await privatePageOf(checked.body);
    return page ? ok(page) : fail(404, 'There is no such page.');
  });
}
