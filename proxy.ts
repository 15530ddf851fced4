import { NextResponse, type NextRequest } from 'next/server';
import { checkActionRequest, mayBeServerAction, refuseAction } from '@/lib/entry/action-guard';
import { checkCardAction, isCardAction, ownFormPostOrigin } from '@/lib/cards/action-guard';
import { noncePagePolicy, rendersPerRequest } from '@/lib/http/security-headers.cjs';
import { storeOutageAnswer } from '@/lib/http/store-outage';

/**
 * The proxy costs each request it runs for about as much as sending a cached page, so it runs only
 * where it has work: the entry form (its nonce), any server action or form post (its first look), and anything
 * but static files while the store is not known to be open. server.mjs sets x-nswjcl-store-open once
 * the store has opened, which it then stays (lib/db/server.ts); without server.mjs (`next start`)
 * the header is never set and the proxy runs for everything, as before.
 */
export const config = {
  matcher: [
    '/enter-online',
    '/enter-online/:path*',
    '/search',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // A plain form post, which Next takes for a possible server action too (lib/entry/action-guard.ts).
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    {
      source: '/((?!_next/static/|_next/image|assets/|images/|logo\\.svg|icon\\.svg|robots\\.txt).*)',
      missing: [{ type: 'header', key: 'x-nswjcl-store-open' }],
    },
  ],
};

/** A page rendered for each request: a fresh nonce, which Next puts on the framework's scripts. */
function withNonce(request: NextRequest): NextResponse {
  const policy = noncePagePolicy(Buffer.from(crypto.randomUUID()).toString('base64'));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Before Next renders: a server action's request is checked before Next parses it
 * (lib/entry/action-guard.ts; a match card's, which may carry a photo, by lib/cards/action-guard.ts); a 503 while the store cannot be opened (lib/http/store-outage.ts);
 * a nonce for the pages rendered per request. Cached pages get their policy from the page cache
 * (lib/http/security-headers.cjs).
 */
export async function proxy(request: NextRequest) {
  let ownOrigin: string | null = null;
  if (mayBeServerAction(request)) {
    const card = isCardAction(request);
    const refusal = card ? await checkCardAction(request) : await checkActionRequest(request);
    if (refusal) return refuseAction(request, refusal);
    if (card) ownOrigin = ownFormPostOrigin(request.headers);
  }
  const outage = await storeOutageAnswer(request);
  if (outage) return outage;
  if (ownOrigin) {
    const headers = new Headers(request.headers);
    headers.set('origin', ownOrigin);
    return NextResponse.next({ request: { headers } });
  }
  if (process.env.NODE_ENV === 'production' && rendersPerRequest(request.nextUrl.pathname))
    return withNonce(request);
  return NextResponse.next();
}
