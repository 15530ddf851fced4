/**
 * Which school a team belongs to (docs/schools.md). Draws name teams as the league prints them
 * ("Darcy Road C", "Sydney Grammar St Ives"); the season bundle may say the school outright
 * (`teams[].school`). Where it does not, the rule is:
 *
 * 1. the season's schools list: a listed school whose slug equals the slug of the team's name, with
 *    or without its team letter ("Darcy Road C" → "Darcy Road Public School");
 * 2. otherwise the team's name without its team letter ("Darcy Road C" → "Darcy Road").
 *
 * Teams settled by step 2 are the ones an import lists for an official to check. The bye row and
 * placeholders (a team still to be decided) belong to no school.
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
      if (team.bye || NOT_A_TEAM.test(team.name.trim())) return null;
      if (team.school) {
        const slug = schoolSlug(team.school);
        return { slug, name: bySlug.get(slug) ?? team.school, by: 'bundle' };
      }
      const base = withoutTeamLetter(team.name);
      for (const candidate of [team.name, base]) {
        const slug = schoolSlug(candidate);
        const listed = bySlug.get(slug);
        if (listed) return { slug, name: listed, by: 'schools-list' };
      }
      const slug = schoolSlug(base);
      return slug ? { slug, name: base, by: 'name' } : null;
    },
  };
}
