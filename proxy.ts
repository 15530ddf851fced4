import { NextResponse, type NextRequest } from 'next/server';
import { checkActionRequest, refuseAction } from '@/lib/entry/action-guard';
import { noncePagePolicy } from '@/lib/http/security-headers.cjs';
import { storeOutageAnswer } from '@/lib/http/store-outage';

export const config = {
  // Static files never need the store.
  matcher: ['/((?!_next/static/|_next/image|assets/|images/|logo\\.svg|icon\\.svg|robots\\.txt).*)'],
};

const isEntryForm = (pathname: string) => pathname === '/enter-online' || pathname.startsWith('/enter-online/');

/** The entry form is rendered for each request: a fresh nonce, which Next puts on the framework's scripts. */
function withEntryFormNonce(request: NextRequest): NextResponse {
  const policy = noncePagePolicy(Buffer.from(crypto.randomUUID()).toString('base64'));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Before Next renders: a server action's request is checked before Next parses it
 * (lib/entry/action-guard.ts); a 503 while the store cannot be opened (lib/http/store-outage.ts);
 * a nonce for the entry form. Cached pages get their policy from the page cache
 * (lib/http/security-headers.cjs).
 */
export async function proxy(request: NextRequest) {
  if (request.headers.has('next-action')) {
    const refusal = await checkActionRequest(request);
    if (refusal) return refuseAction(request, refusal);
  }
  const outage = await storeOutageAnswer(request);
  if (outage) return outage;
  if (process.env.NODE_ENV === 'production' && isEntryForm(request.nextUrl.pathname)) return withEntryFormNonce(request);
  return NextResponse.next();
}
