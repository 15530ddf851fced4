/**
 * The cache tags of school pages. A school page gathers the school's teams from every season, so its
 * read carries the school's own tag; an import invalidates the tag of each school whose page would
 * change (its teams, their matches, results and places, its opponents' names, its finals, its
 * titles, its name and address on the schools list), and the list tag when schools come or go.
 */
import type { SeasonDraws } from '@/lib/league/fixture-types';
import { schoolSeason } from '@/lib/league/school-page';
import { seasonFixtures } from '@/lib/league/school-fixtures';
import { schoolsInFixtures } from '@/lib/league/fixtures-of-school';
import { schoolSlug } from '@/lib/league/school-slug';

export const schoolTags = {
  school: (slug: string) => `league:school:${slug}`,
  /** Which schools there are: the sitemap. */
  list: 'league:schools',
};

/** Per school slug, what its page shows of one season, as comparable text. */
export type SchoolSnapshot = Record<string, string>;

/** `winners` are the season's titles as the history records them (any text naming a school). */
export function schoolSnapshot(draws: SeasonDraws | null, winners: readonly string[]): SchoolSnapshot {
  const snapshot: SchoolSnapshot = {};
  const slugs = new Set(winners.map(schoolSlug).filter(Boolean));
  const fixtures = draws ? seasonFixtures(draws) : [];
  for (const school of schoolsInFixtures(fixtures)) slugs.add(school.slug);
  for (const slug of slugs) {
    // Every dated match unplayed counts as coming: what changes from day to day is not an import's doing.
    const season = draws && schoolSeason(draws, slug, '', fixtures);
    const listed = draws?.schools.find((s) => schoolSlug(s.name) === slug) ?? null;
    const titles = winners.filter((w) => schoolSlug(w) === slug);
    snapshot[slug] = JSON.stringify([season, listed, titles]);
  }
  return snapshot;
}

/** The school tags whose pages differ between two snapshots of one season. */
export function changedSchoolTags(
  before: SchoolSnapshot | undefined,
  after: SchoolSnapshot | undefined,
): string[] {
  const old = before ?? {};
  const now = after ?? {};
  const tags: string[] = [];
  const slugs = new Set([...Object.keys(old), ...Object.keys(now)]);
  for (const slug of slugs) if (old[slug] !== now[slug]) tags.push(schoolTags.school(slug));
  const sameSchools =
    Object.keys(old).length === Object.keys(now).length && Object.keys(old).every((slug) => slug in now);
  if (!sameSchools) tags.push(schoolTags.list);
  return tags;
}
