import 'server-only';
import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/league/constants';
import { coordinatorsSignInUrl } from '@/lib/league/hosts';

export { SITE_NAME };
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The title of the error page, which also answers for every address that does not exist. */
export const ERROR_TITLE = { absolute: `${SITE_NAME} - Error` };

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

/** The 'Coordinators sign in' address for the site's own host (SignInLink puts in the reader's). */
export function signInUrl(): string {
  return coordinatorsSignInUrl(siteUrl().host, { override: process.env.COORDINATORS_SIGN_IN_URL });
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
