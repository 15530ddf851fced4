/**
 * The cache tags of school pages. A school page gathers the school's teams from every season, so its
 * read carries the school's own tag; an import drops the tags of the schools its changes touch
 * (lib/league/season-diff-schools.ts), and the list tag for season-wide changes.
 */
export const schoolTags = {
  school: (slug: string) => `league:school:${slug}`,
  /** Which schools there are (the sitemap), and every school page. */
  list: 'league:schools',
};
