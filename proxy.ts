import { NextResponse, type NextRequest } from 'next/server';
import { noncePagePolicy } from '@/lib/http/security-headers.cjs';

/**
 * The entry form is rendered for each request, so it gets a fresh nonce: Next reads it from the
 * request's policy and puts it on the framework's scripts; the answer carries the same policy.
 * Cached pages get theirs from the page cache (lib/http/security-headers.cjs).
 */
export function proxy(request: NextRequest) {
  if (process.env.NODE_ENV !== 'production') return NextResponse.next();
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = noncePagePolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: ['/enter-online', '/enter-online/:path*'],
};
