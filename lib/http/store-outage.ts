/**
 * While the data store cannot be opened (PostgreSQL down when the server starts, the embedded store
 * held by a command-line run), what needs it answers 503 with Retry-After and a plain page, instead
 * of rendering an error page with a 500. The store is retried in the background
 * (lib/db/server.ts), and requests pass through again as soon as it opens. Next.js cannot set a
 * page's status from its render, hence in the proxy.
 *
 * Once the store has opened it stays open for the life of the process, so pages already cached are
 * never held back by this.
 */
import type { NextRequest } from 'next/server';
import { currentOutage, retryAfterSeconds } from '@/lib/db/availability';
import { SITE_NAME } from '@/components/layout/site';

/** With LEAGUE_API_URL the pages read the league's API; only these still need the store. */
const STORE_PATHS_WITH_LEAGUE_API = ['/api/index/add-enter-online-request', '/api/admin/league'];

const MESSAGE = 'The site cannot reach its data just now. Please try again in a few seconds.';

/** The answer while the store cannot be opened, or null when the request may go on. */
export async function storeOutageAnswer(request: NextRequest): Promise<Response | null> {
  if (process.env.LEAGUE_API_URL && !STORE_PATHS_WITH_LEAGUE_API.includes(request.nextUrl.pathname)) return null;
  const outage = await currentOutage();
  if (!outage) return null;
  const headers = { 'retry-after': String(retryAfterSeconds(outage)), 'cache-control': 'no-store' };
  if (request.nextUrl.pathname.startsWith('/api/')) return Response.json({ result: 0, error: MESSAGE }, { status: 503, headers });
  return new Response(unavailablePage(), { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
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
