/**
 * While the store cannot be opened, or its database cannot be reached after it opened, what needs it
 * answers 503 with Retry-After and a plain page instead of a 500, until the background check finds it
 * again (lib/db/server.ts). In the proxy because Next cannot set status from a render; for the same
 * reason cached pages are held back too (which pages Next has cached is its own business): behind
 * deploy/nginx.conf the proxy's stale copies answer meanwhile.
 */
import type { NextRequest } from 'next/server';
import { STORE_OUTAGE_MESSAGE as MESSAGE, currentOutage, retryAfterSeconds } from '@/lib/db/availability';
import { relaysToLeague } from '@/lib/deployment';
import { plainPage } from './plain-page';

/** With LEAGUE_API_URL the pages read the league's API; only these still need the store. */
const STORE_PATHS_WITH_LEAGUE_API = ['/api/index/add-enter-online-request', '/api/admin/league'];

/** The answer while the store cannot be opened, or null when the request may go on. */
export async function storeOutageAnswer(request: NextRequest): Promise<Response | null> {
  if (relaysToLeague() && !STORE_PATHS_WITH_LEAGUE_API.includes(request.nextUrl.pathname)) return null;
  const outage = await currentOutage();
  if (!outage) return null;
  const headers = { 'retry-after': String(retryAfterSeconds(outage)), 'cache-control': 'no-store' };
  if (request.nextUrl.pathname.startsWith('/api/'))
    return Response.json({ result: 0, error: MESSAGE }, { status: 503, headers });
  return new Response(plainPage('Temporarily unavailable', MESSAGE), {
    status: 503,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}
