import { handle, ok } from '@/lib/api/http';
import { keyedBody } from '@/lib/cards/league-calls';
import { storeRelayedCard } from '@/lib/writes/relayed-card';
import { MAX_CARD_EVENT_BYTES, matchCardEventRequestSchema } from '@/lib/league-api/cards-contract';

/**
 * The contract's card action call (docs/api-contract.md), for a relaying site with LEAGUE_API_KEY: a
 * school's report, confirmation or dispute, stored once by its idempotency key. Answers what the store made
 * of it: `stored` (201), `duplicate` or `refused` with the message the school sees (200).
 */
export async function POST(request: Request) {
  return handle(async () => {
    const checked = await keyedBody(request, matchCardEventRequestSchema, MAX_CARD_EVENT_BYTES);
    if ('refused' in checked) return checked.refused;
    const answer = await storeRelayedCard(checked.body);
    return ok(answer, { status: answer.outcome === 'stored' ? 201 : 200 });
  });
}
