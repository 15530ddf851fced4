import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { leagueReads } from '@/lib/source/cached';
import { schoolReads } from '@/lib/source/cached-schools';
import { leagueToday } from '@/lib/league/today';
import { parseSchoolPath, schoolFeedPath, schoolSeasonPath } from '@/lib/league/school-paths';
import { pageMetadata } from '@/components/layout/site';

export type SchoolSegments = { slug: string; year?: string };

/** A school's page for the segments, or the 404 page. */
export async function requireSchoolPage(segments: SchoolSegments) {
  const parsed = parseSchoolPath(segments);
  if (!parsed) notFound();
  const [{ activeYear }, view] = await Promise.all([
    leagueReads.getSiteStatus(),
    schoolReads.getSchoolPage(parsed.slug, parsed.year, leagueToday()),
  ]);
  if (!view) notFound();
  return { view, activeYear };
}

export async function schoolMetadata(segments: SchoolSegments): Promise<Metadata> {
  const { view, activeYear } = await requireSchoolPage(segments);
  const { name, slug, year } = view.page;
  const metadata = pageMetadata({
    title: `${name} ${year}`,
    description: `${name} in the NSW Junior Chess League's ${year} school team competitions: its teams, next matches, results, places and titles.`,
    path: schoolSeasonPath(slug, year, activeYear),
  });
  const feed = year === activeYear ? { types: { 'application/atom+xml': schoolFeedPath(slug) } } : {};
  return { ...metadata, alternates: { ...metadata.alternates, ...feed } };
}
