/**
 * Cross-site request forgery check for the contract's state-changing calls (SPEC section 7), as a
 * double-submit cookie: the form page sets a random token in the `XSRF-TOKEN` cookie and the site's script
 * sends it back in the `X-XSRF-TOKEN` header. Another site can make a browser send our cookie, but it can
 * neither read it nor add the header without our consent, so a forged request arrives without a matching
 * pair. A request whose Origin names another host, or is `null`, is refused outright.
 */
import crypto from 'node:crypto';
import { HttpError } from './http';
import { isForeignOrigin } from '@/lib/http/origin';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export const CSRF_MESSAGE =
  'This request is missing its security token. Please reload the page and try again.';

export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Throws a 403 unless the header repeats the cookie's token and the Origin, when sent, is this host (never `null`). */
export function checkCsrf(request: Request): void {
  if (isForeignOrigin(request.headers, new URL(request.url).host))
    throw new HttpError(403, 'Requests from other sites are not accepted.');
  const cookie = readCookie(request.headers.get('cookie'), CSRF_COOKIE);
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header || !CSRF_TOKEN.test(cookie) || !sameToken(cookie, header))
    throw new HttpError(403, CSRF_MESSAGE);
}

/** A fresh token, for callers outside a browser (the league API client). */
export function newCsrfToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}
