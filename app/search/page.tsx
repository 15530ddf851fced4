import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { SearchBox } from '@/components/search/SearchBox';
import { SearchResults } from '@/components/search/SearchResults';
import { readQuery } from '@/lib/league/search';
import { searchSite } from '@/lib/source/search';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export const metadata: Metadata = {
  title: 'Search',
  description: 'Find your school, zone or division in this season’s school chess competitions.',
  // One address per query: not for search engines.
  robots: { index: false, follow: true },
};

/**
 * Rendered per request: one page per query would fill the page cache with pages read once. The list
 * it ranks is a cached read. Its scripts carry a nonce of this answer's own, so no shared cache keeps it.
 */
export default async function SearchPage({ searchParams }: Props) {
  const query = readQuery((await searchParams).q);
  const results = await searchSite(query);
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={[{ label: 'Search' }]} />
      <h1>Find your school</h1>
      <SearchBox key={query} name="Search this season" defaultValue={query} />
      {query ? (
        <SearchResults query={query} results={results} />
      ) : (
        <p>
          Type part of a school’s name, a zone or a division code (for example EC1), or browse the{' '}
          <Link href="/competitions">competitions</Link>.
        </p>
      )}
    </main>
  );
}
