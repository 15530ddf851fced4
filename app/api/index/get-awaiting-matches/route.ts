import { handle, ok } from '@/lib/api/http';
import { keyedBody } from '@/lib/cards/league-calls';
import { awaitingMatchesRequestSchema } from '@/lib/league-api/cards-contract';
import { storeAwaitingMatches } from '@/lib/source/cards';

/**
 * The contract's awaiting-matches call (docs/api-contract.md), for a relaying site with LEAGUE_API_KEY: the
 * listed divisions' matches reported and not yet confirmed or disputed, which its public draw marks without
 * a score. Keyed like the other card calls, so anonymous visitors cannot make the league read its store.
 */
export async function POST(request: Request) {
  return handle(async () => {
    const checked = await keyedBody(request, awaitingMatchesRequestSchema);
    if ('refused' in checked) return checked.refused;
    return ok(await storeAwaitingMatches(checked.body.year, checked.body.division_codes));
  });
}
