/**
 * Where the 'Coordinators sign in' link goes (SPEC sections 2 and 9). The admin site lives beside
 * this one, under the same domain, with the environment's subdomain in front:
 *
 * - localhost (and the loopback addresses) and `dev.*`: the `dev.` subdomain over http;
 * - `dev2.*` and `test.*`: their own subdomains over http, like dev;
 * - `staging.*`: its own subdomain over https;
 * - any other host: https with no environment subdomain (a leading `www.` is dropped).
 */

export const ADMIN_SIGN_IN_PATH = '/admin/sign-in';

export type SiteEnvironment = 'dev' | 'dev2' | 'test' | 'staging' | 'production';

const ENVIRONMENT_SUBDOMAINS = ['dev', 'dev2', 'test', 'staging'] as const;
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|\[::1\])$/;

type ParsedHost = { hostname: string; port: string };

/** `Example.org:8080` → `{ hostname: 'example.org', port: ':8080' }`; null for anything that is not a plain host. */
export function parseHost(host: string | null | undefined): ParsedHost | null {
  if (!host) return null;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(:\d{1,5})?$/i.exec(host.trim().toLowerCase());
  if (!match) return null;
  const hostname = match[1]!.replace(/\.$/, '');
  const port = match[2] ?? '';
  if (!LOOPBACK.test(hostname) && !HOSTNAME.test(hostname)) return null;
  return { hostname, port };
}

export function environmentOf(host: string | null | undefined): SiteEnvironment | null {
  const parsed = parseHost(host);
  if (!parsed) return null;
  const { hostname } = parsed;
  if (hostname === 'localhost' || LOOPBACK.test(hostname)) return 'dev';
  const first = hostname.split('.')[0] as (typeof ENVIRONMENT_SUBDOMAINS)[number];
  return ENVIRONMENT_SUBDOMAINS.includes(first) && hostname.includes('.') ? first : 'production';
}

/**
 * The sign-in address for a request to `host`. `override` (the COORDINATORS_SIGN_IN_URL setting)
 * wins when it is an http(s) address; `fallbackHost` (the site's own) is used when the request's
 * host is missing or malformed.
 */
export function coordinatorsSignInUrl(host: string | null | undefined, options: { override?: string; fallbackHost?: string } = {}): string {
  if (options.override) {
    try {
      const url = new URL(options.override);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // A malformed setting falls through to the rule.
    }
  }
  const parsed = parseHost(host) ?? parseHost(options.fallbackHost) ?? { hostname: 'localhost', port: '' };
  const { hostname, port } = parsed;
  const environment = environmentOf(`${hostname}${port}`)!;
  let domain: string;
  if (hostname === 'localhost' || LOOPBACK.test(hostname)) domain = 'localhost';
  else if (environment === 'production') domain = hostname.replace(/^www\./, '');
  else domain = hostname.slice(hostname.indexOf('.') + 1);
  const protocol = environment === 'staging' || environment === 'production' ? 'https' : 'http';
  const subdomain = environment === 'production' ? '' : `${environment}.`;
  return `${protocol}://${subdomain}${domain}${port}${ADMIN_SIGN_IN_PATH}`;
}
