/**
 * The 'Coordinators sign in' target (SPEC 2, 9): the admin site on the environment's subdomain. Localhost and
 * `dev.*` → `dev.` over http; `dev2.*`, `test.*` their own over http; `staging.*` its own over https; others
 * https with no subdomain (`www.` dropped).
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

/** The sign-in address for `host`: an http(s) `override` wins; `fallbackHost` covers a bad host. */
export function coordinatorsSignInUrl(
  host: string | null | undefined,
  options: { override?: string; fallbackHost?: string } = {},
): string {
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
