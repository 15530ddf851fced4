import 'server-only';
import { headers } from 'next/headers';
import { clientIp } from '@/lib/api/http';
import { checkRate, type RateCheck } from '@/lib/api/rate-limit';

/** The visitor's address, as server.mjs found it from the connection. */
export async function visitorIp(): Promise<string | null> {
  return clientIp(await headers());
}

/** One private page view or photo for this visitor: refused past PRIVATE_PAGE_RATE_LIMIT a minute. */
export async function countPrivateView(): Promise<RateCheck> {
  return checkRate('private-pages', await visitorIp());
}
