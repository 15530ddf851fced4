import 'server-only';
/** What the private file routes (a card's photo, the zone's workbook) answer before and instead of a file. */
import { spendPrivateView } from './visitor';

/** Unknown, rotated or not this address's: one answer for all, so an address reveals nothing it cannot open. */
export const privateNotFound = () =>
  new Response('Not found.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });

/** The visitor's allowance of private pages and files: a 429 answer when it is spent, otherwise null. */
export async function privateFileRefusal(request: Request): Promise<Response | null> {
  const rate = await spendPrivateView(request.headers);
  if (rate.ok) return null;
  return new Response(`${rate.message}\n`, {
    status: 429,
    headers: { 'retry-after': String(rate.retryAfterSeconds), 'cache-control': 'no-store' },
  });
}
