/**
 * Which school a team belongs to (docs/schools.md): the bundle's `teams[].school`, else the name without its
 * team letter, known by slug; a schools-list entry with that slug supplies name and address. Unlisted
 * name-matched teams are flagged by imports; byes and placeholders have no school. The slug never depends on
 * the list, so a draw alone can link a team to its school page.
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
