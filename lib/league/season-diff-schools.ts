/**
 * The school pages a season's changes touch, added to each change's parts so the cache tags come from
 * the one comparison. A school page shows its teams' draws, places and opponents, so a change in a
 * division touches every school with a team in it; a finals change every school with an entrant;
 * anything season-wide (names, colours, history, the schools list) every school page.
 */
import type { SeasonBundle } from './bundle';
import { teamSchoolSlug } from './school-match';
import type { SeasonChange, SitePart } from './season-change';

const slugsOf = (teams: readonly { name: string; school?: string; bye?: boolean }[]) =>
  teams.map(teamSchoolSlug).filter((slug): slug is string => Boolean(slug));

export function withSchoolParts(
  changes: SeasonChange[],
  before: SeasonBundle | null,
  after: SeasonBundle,
): SeasonChange[] {
  const bundles = before ? [before, after] : [after];
  const byDivision = new Map<string, Set<string>>();
  // The schools with a team before and after: one that gains its first or loses its last gains or loses its page.
  const [was, is] = [before, after].map((bundle) => {
    const schools = new Set<string>();
    for (const division of bundle?.divisions ?? []) {
      const slugs = byDivision.get(division.code) ?? new Set<string>();
      for (const slug of slugsOf(division.teams)) {
        slugs.add(slug);
        schools.add(slug);
      }
      byDivision.set(division.code, slugs);
    }
    return schools;
  });
  const finalists = new Set(
    bundles.flatMap((b) => [
      ...b.finals.flatMap((g) => slugsOf(g.entrants)),
      ...slugsOf(b.round_robin_finals?.teams ?? []),
    ]),
  );
  const comesOrGoes = (slug: string) => was!.has(slug) !== is!.has(slug);
  return changes.map((change) => {
    const division = byDivision.get(change.group);
    const slugs = division ?? (change.parts.includes('finals') ? finalists : null);
    const named = change.teams.map((name) => teamSchoolSlug({ name }));
    const schoolParts = [...(slugs ?? []), ...named].filter(Boolean).map((slug) => `school:${slug}` as const);
    // Names, flags and the schools list show on every school page; a notice or a scorer on none.
    const everyone = !slugs && change.parts.some((part) => part === 'index' || part === 'seasons');
    const listChanges = everyone || [...(division ?? [])].some(comesOrGoes);
    const parts: SitePart[] = [
      ...change.parts,
      ...schoolParts,
      ...(listChanges ? (['schools'] as const) : []),
    ];
    return { ...change, parts: [...new Set(parts)] };
  });
}
