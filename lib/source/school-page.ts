import 'server-only';
/**
 * A school page's reads for its address (`/schools/{slug}`, `/schools/{slug}/{year}`, its seasons
 * page and next.json). A school or season that has no page is answered from cached lists (the site
 * status and the season's school slugs), so a made-up address costs no read of the store.
 */
import { notFound } from 'next/navigation';
import { leagueReads } from './cached';
import { schoolReads } from './cached-schools';
import type { SchoolPageView } from './school-types';
import { leagueToday } from '@/lib/league/today';
import { parseSchoolPath } from '@/lib/league/school-paths';
import { shownSchoolSeason } from '@/lib/league/season-index';

export type SchoolSegments = { slug: string; year?: string };
export type SchoolPageRead = { view: SchoolPageView; activeYear: number | null };

/** The school's page for the segments, or null when there is none. */
export async function readSchoolPage(segments: SchoolSegments): Promise<SchoolPageRead | null> {
  const parsed = parseSchoolPath(segments);
  if (!parsed) return null;
  const { seasons, activeYear } = await leagueReads.getSiteStatus();
  const season = shownSchoolSeason(seasons, parsed.year);
  if (!season || !(await schoolReads.getSchoolSlugs(season.shown)).includes(parsed.slug)) return null;
  const view = await schoolReads.getSchoolPage(parsed.slug, parsed.year, leagueToday());
  return view && { view, activeYear };
}

/** The school's page for the segments, or the 404 page. */
export async function requireSchoolPage(segments: SchoolSegments): Promise<SchoolPageRead> {
  return (await readSchoolPage(segments)) ?? notFound();
}
