/**
 * School page addresses, written and read in one place: `/schools/{slug}` for the active season and
 * `/schools/{slug}/{year}` for another. The season is a path segment, not a query, so every season's
 * page is cached like the other public pages.
 */
import { isSchoolSlug } from './school-slug';

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
  return /^\d{4}$/.test(segments.year) ? { slug: segments.slug, year: Number(segments.year) } : null;
}

/** The address to link: the short form for the active season. */
export function schoolSeasonPath(slug: string, year: number, activeYear: number | null): string {
  return schoolPath(slug, year === activeYear ? null : year);
}
