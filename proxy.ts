import { NextResponse, type NextRequest } from 'next/server';
import { noncePagePolicy } from '@/lib/http/security-headers.cjs';
import { storeOutageAnswer } from '@/lib/http/store-outage';

export const config = {
  // Static files never need the store.
  matcher: ['/((?!_next/static/|_next/image|assets/|images/|logo\\.svg|icon\\.svg|robots\\.txt).*)'],
};

const isEntryForm = (pathname: string) => pathname === '/enter-online' || pathname.startsWith('/enter-online/');

/**
 * Before Next renders: a 503 while the store cannot be opened (lib/http/store-outage.ts), and a
 * fresh nonce for the entry form, rendered for each request: Next reads it from the request's policy
 * and puts it on the framework's scripts; the answer carries the same policy. Cached pages get their
 * policy from the page cache (lib/http/security-headers.cjs).
 */
export async function proxy(request: NextRequest) {
  const outage = await storeOutageAnswer(request);
  if (outage) return outage;
  if (process.env.NODE_ENV !== 'production' || !isEntryForm(request.nextUrl.pathname)) return NextResponse.next();
  const policy = noncePagePolicy(Buffer.from(crypto.randomUUID()).toString('base64'));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
