import 'server-only';
import { headers } from 'next/headers';
import type { Metadata } from 'next';
import { coordinatorsSignInUrl } from '@/lib/league/hosts';

export const SITE_NAME = 'NSWJCL Schools';
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The site's public address (SITE_URL), for canonical links, Open Graph, the sitemap and robots.txt. */
export function siteUrl(): URL {
  try {
    return new URL(process.env.SITE_URL || DEFAULT_SITE_URL);
  } catch {
    return new URL(DEFAULT_SITE_URL);
  }
}

/** An absolute address on this site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).href;
}

/**
 * The 'Coordinators sign in' address for this request. The Host header is only trusted as far as
 * parseHost allows; X-Forwarded-Host counts only behind trusted proxies, as for the client address.
 */
export async function signInUrlForRequest(): Promise<string> {
  const list = await headers();
  const behindProxy = Number(process.env.TRUSTED_PROXY_HOPS || 0) > 0;
  const forwarded = behindProxy ? list.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return coordinatorsSignInUrl(forwarded || list.get('host'), {
    override: process.env.COORDINATORS_SIGN_IN_URL,
    fallbackHost: siteUrl().host,
  });
}

export type PageMetadataOptions = {
  /** The last breadcrumb's label (the root layout adds the product prefix). */
  title: string;
  description: string;
  /** The page's own path, e.g. `/competitions`. */
  path: string;
};

/** Title, description, canonical address and Open Graph of a page, the same way on every page. */
export function pageMetadata({ title, description, path }: PageMetadataOptions): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: 'en_AU',
      title: `${SITE_NAME} - ${title}`,
      description,
      url: path,
    },
  };
}
