/**
 * The browser half of the double-submit cookie (lib/api/csrf.ts): the form page sets the token
 * cookie, and posts to our relative API paths carry it back in a header (SPEC section 7).
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

function readToken(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : null;
}

/** Sets the token cookie for this site unless it is there already; returns the token. */
export function ensureCsrfCookie(): string {
  const existing = readToken();
  if (existing && /^[A-Za-z0-9_-]{22,128}$/.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`;
  return token;
}

/**
 * Posts JSON; to one of our own relative API paths it sends the token header too, setting the
 * cookie first on a page that has not yet (any page may log an error, not only the form).
 */
export function postJson(path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (path.startsWith('/') && !path.startsWith('//')) headers[CSRF_HEADER] = ensureCsrfCookie();
  return fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
}
