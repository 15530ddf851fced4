import type { Metadata } from 'next';
import type { SchoolPageRead } from '@/lib/source/school-page';
import { schoolFeedPath, schoolSeasonPath } from '@/lib/league/school-paths';
import { pageMetadata } from '@/components/layout/site';

/** A school page's title, description, canonical address and, for the active season, its Atom feed. */
export function schoolMetadata({ view, activeYear }: SchoolPageRead): Metadata {
  const { name, slug, year } = view.page;
  const metadata = pageMetadata({
    title: `${name} ${year}`,
    description: `${name} in the NSW Junior Chess League's ${year} school team competitions: its teams, next matches, results, places and titles.`,
    path: schoolSeasonPath(slug, year, activeYear),
  });
  const feed = year === activeYear ? { types: { 'application/atom+xml': schoolFeedPath(slug) } } : {};
  return { ...metadata, alternates: { ...metadata.alternates, ...feed } };
}
