/**
 * Which school a team belongs to (docs/schools.md). Draws name teams as the league prints them
 * ("Darcy Road C", "Sydney Grammar St Ives"). The rule:
 *
 * 1. the school the season bundle names for the team (`teams[].school`), if any;
 * 2. otherwise the team's name without its team letter ("Darcy Road C" → "Darcy Road").
 *
 * Either way the school is known by its slug (school-slug.ts); when the season's schools list has a
 * school with that slug ("Darcy Road Public School"), the school takes the list's name and address.
 * Teams matched by step 2 and not found on the schools list are the ones an import lists for an
 * official to check. The bye row and placeholders (a team still to be decided) belong to no school.
 * The slug never depends on the schools list, so a draw can link a team to its school page alone.
 */
import { schoolSlug } from './school-slug';

export type SchoolRef = { slug: string; name: string };
export type SchoolMatchKind = 'bundle' | 'schools-list' | 'name';
export type SchoolMatch = SchoolRef & { by: SchoolMatchKind };

/** One capital letter after the school's name: the league's A, B, C teams. */
const TEAM_LETTER = /\s+\(?([A-Z])\)?$/;
/** Rows that stand for no team: the bye row, a winner still to come. */
const NOT_A_TEAM = /^\(?\s*bye\s*\)?$|^(winner|loser|runner[- ]up)\b|^\?$|^tba$|^tbc$/i;

/** `Darcy Road C` → `Darcy Road`; a name without a team letter is returned as it is. */
export function withoutTeamLetter(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const stripped = trimmed.replace(TEAM_LETTER, '');
  return stripped.length ? stripped : trimmed;
}

/** The slug of a team's school by the rule above, without the schools list; null for the bye row and placeholders. */
export function teamSchoolSlug(team: { name: string; school?: string; bye?: boolean }): string | null {
  if (team.bye || NOT_A_TEAM.test(team.name.trim())) return null;
  return schoolSlug(team.school ?? withoutTeamLetter(team.name)) || null;
}

export type SchoolDirectory = {
  /** The school a team belongs to, or null for the bye row and placeholders. */
  match(team: { name: string; school?: string; bye?: boolean }): SchoolMatch | null;
  /** The listed school with this slug, if the schools list has one. */
  listed(slug: string): string | null;
};

/** The matching rule over one season's schools list (names only). */
export function schoolDirectory(listNames: readonly string[]): SchoolDirectory {
  const bySlug = new Map<string, string>();
  for (const name of listNames) {
    const slug = schoolSlug(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  return {
    listed: (slug) => bySlug.get(slug) ?? null,
    match(team) {
      const slug = teamSchoolSlug(team);
      if (!slug) return null;
      const listed = bySlug.get(slug);
      const by: SchoolMatchKind = team.school ? 'bundle' : listed ? 'schools-list' : 'name';
      return { slug, name: listed ?? team.school ?? withoutTeamLetter(team.name), by };
    },
  };
}
