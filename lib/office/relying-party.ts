/**
 * Who the passkeys belong to (WebAuthn's relying party): the site's own origin. With `SITE_URL` naming the host
 * the request came to, its scheme and host; otherwise the request's own host, over https when the reverse proxy
 * says so (`X-Forwarded-Proto`). The browser signs the origin it is on, so a passkey made on one host never
 * signs in on another. http://localhost counts as secure for WebAuthn; an address by number (127.0.0.1) cannot
 * hold passkeys at all (a relying party is a domain), so there is none there and the office says so.
 */
export type RelyingParty = { origin: string; rpID: string; secure: boolean };

export function relyingPartyOf(headers: Headers, siteUrl = process.env.SITE_URL): RelyingParty | null {
  const host = headers.get('host');
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return null;
  let origin: string;
  const site = siteUrl ? safeUrl(siteUrl) : null;
  if (site && site.host === host) origin = site.origin;
  else {
    const proto = (headers.get('x-forwarded-proto') ?? '').split(',')[0]!.trim();
    origin = `${proto === 'https' ? 'https' : 'http'}://${host}`;
  }
  const url = safeUrl(origin);
  if (!url) return null;
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return null;
  return {
    origin: url.origin,
    rpID: url.hostname.replace(/^\[|\]$/g, ''),
    secure: url.protocol === 'https:',
  };
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
