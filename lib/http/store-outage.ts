/**
 * While the store cannot be opened, or its database cannot be reached after it opened, what needs it
 * answers 503 with Retry-After and a plain page instead of a 500, until the background check finds it
 * again (lib/db/server.ts). In the proxy because Next cannot set status from a render; for the same
 * reason cached pages are held back too (which pages Next has cached is its own business): behind
 * deploy/nginx.conf the proxy's stale copies answer meanwhile.
 */
import type { NextRequest } from 'next/server';
import { STORE_OUTAGE_MESSAGE as MESSAGE, currentOutage, retryAfterSeconds } from '@/lib/db/availability';
import { SITE_NAME } from '@/lib/league/constants';
import { relaysToLeague } from '@/lib/deployment';

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
  return new Response(unavailablePage(), {
    status: 503,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}

function unavailablePage(): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SITE_NAME} - Temporarily unavailable</title>
</head>
<body>
<main>
<h1>Temporarily unavailable</h1>
<p>${MESSAGE}</p>
</main>
</body>
</html>
`;
}
