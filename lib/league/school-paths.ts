/**
 * School page addresses, written and read in one place: `/schools/{slug}` for the active season and
 * `/schools/{slug}/{year}` for another. The season is a path segment, not a query, so every season's
 * page is cached like the other public pages.
 */
import { isSchoolSlug } from './school-slug';
import { parseSeasonYear } from './season-year';

export function schoolPath(slug: string, year?: number | null): string {
  return year ? `/schools/${slug}/${year}` : `/schools/${slug}`;
}

/** The slug and season of a school page's segments; null when they cannot be one. */
export function parseSchoolPath(segments: {
  slug: string;
  year?: string;
}): { slug: string; year: number | null } | null {
  if (!isSchoolSlug(segments.slug)) return null;
  if (segments.year === undefined) return { slug: segments.slug, year: null };
  const year = parseSeasonYear(segments.year);
  return year === null ? null : { slug: segments.slug, year };
}

/** The address to link: the short form for the active season. */
export function schoolSeasonPath(slug: string, year: number, activeYear: number | null): string {
  return schoolPath(slug, year === activeYear ? null : year);
}

/** Every season of the school, one line each (the school page lists the newest ten). */
export const schoolSeasonsPath = (slug: string) => `${schoolPath(slug)}/seasons`;

/** The Atom feed of the active season's changes touching the school's teams. */
export const schoolFeedPath = (slug: string) => `${schoolPath(slug)}/feed.xml`;
