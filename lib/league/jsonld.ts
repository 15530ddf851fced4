/**
 * schema.org structured data shared by every page: the league (Organization), the site with its search
 * (WebSite and SearchAction, `/search?q=`), a page's breadcrumbs (BreadcrumbList). Written into a
 * `<script type="application/ld+json">`, which browsers never run; `jsonLdText` escapes `<` so no text from
 * the data can close that element.
 */
import type { Breadcrumb } from './types';

export type Thing = Record<string, unknown>;
type Url = (path: string) => string;

export const LEAGUE_NAME = 'NSW Junior Chess League';

/** The league as the organiser of every match, named the same everywhere. */
export const LEAGUE: Thing = { '@type': 'SportsOrganization', name: LEAGUE_NAME };

/** The league's node: the layout writes it on every page (`siteJsonLd`), and other things name it by this. */
export const leagueReference = (url: Url): Thing => ({ '@id': url('/#league') });

/**
 * Things that several others name, each written once in a graph however often it is named: a zone
 * page's 56 matches would otherwise repeat each team and venue in full (63 KB of its 220 KB).
 */
export function sharedNodes() {
  const byId = new Map<string, Thing>();
  return {
    /** Keeps the thing (the first one given for its `@id`) and returns a reference to it. */
    reference(thing: Thing): Thing {
      const id = String(thing['@id']);
      if (!byId.has(id)) byId.set(id, thing);
      return { '@id': id };
    },
    things: (): Thing[] => [...byId.values()],
  };
}

/** The `@graph` of things, or null when there is nothing to say (no empty graph). */
export function jsonLdGraph(things: readonly Thing[]): Thing | null {
  return things.length ? { '@context': 'https://schema.org', '@graph': things } : null;
}

/** JSON for an HTML script element: `<`, `>`, `&` and the two line separators JavaScript once refused are escaped. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The league and this site, with the search the header's form sends (`/search?q=`). */
export function siteJsonLd(siteName: string, url: Url): Thing {
  const organization = { ...LEAGUE, ...leagueReference(url), url: url('/'), logo: url('/logo.svg') };
  return jsonLdGraph([
    organization,
    {
      '@type': 'WebSite',
      '@id': url('/#site'),
      name: siteName,
      url: url('/'),
      inLanguage: 'en-AU',
      publisher: leagueReference(url),
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${url('/search')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ])!;
}

/** The breadcrumbs as shown (Home first); the last one is the page itself and names no address. */
export function breadcrumbJsonLd(crumbs: readonly Breadcrumb[], url: Url): Thing | null {
  if (crumbs.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.url && i < crumbs.length - 1 ? { item: url(crumb.url) } : {}),
    })),
  };
}
