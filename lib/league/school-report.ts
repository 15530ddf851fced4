/**
 * What an import says about school pages: how each team of the season was matched to its school
 * (school-match.ts), and the teams matched by their name alone, for an official to check and, where
 * the guess is wrong, to fix by giving the team its `school` in the bundle.
 */
import type { SeasonBundle } from './bundle';
import { schoolDirectory, type SchoolMatchKind } from './school-match';

export type SchoolMatchReport = {
  counts: Record<SchoolMatchKind, number>;
  /** Teams matched by name only: `PA2 Darcy Road C → Darcy Road`. */
  byName: { where: string; team: string; school: string }[];
};

export function schoolMatchReport(
  bundle: Pick<SeasonBundle, 'divisions' | 'finals' | 'round_robin_finals' | 'schools'>,
): SchoolMatchReport {
  const directory = schoolDirectory(bundle.schools.map((s) => s.name));
  const report: SchoolMatchReport = { counts: { bundle: 0, 'schools-list': 0, name: 0 }, byName: [] };
  const seen = new Set<string>();
  const teams = [
    ...bundle.divisions.flatMap((d) => d.teams.map((team) => ({ where: d.code, team }))),
    ...bundle.finals.flatMap((g) =>
      g.entrants.map((team) => ({
        where: `${g.grade} ${g.stage} final${g.value ? ` ${g.value}` : ''}`,
        team,
      })),
    ),
    ...(bundle.round_robin_finals?.teams.map((team) => ({ where: 'country secondary finals', team })) ?? []),
  ];
  for (const { where, team } of teams) {
    const match = directory.match(team);
    if (!match) continue;
    report.counts[match.by] += 1;
    const key = `${team.name}\u0000${match.slug}`;
    if (match.by === 'name' && !seen.has(key)) {
      seen.add(key);
      report.byName.push({ where, team: team.name, school: match.name });
    }
  }
  return report;
}

/** The import's line about schools; the unmatched teams one per line, at most `limit` of them. */
export function schoolMatchMessage(report: SchoolMatchReport, limit = 50): string {
  const { counts, byName } = report;
  const head = `School pages: ${counts.bundle} teams name their school, ${counts['schools-list']} were found on the schools list, ${counts.name} were matched by name only.`;
  if (!byName.length) return head;
  const lines = byName.slice(0, limit).map((t) => `  ${t.where}: ${t.team} → ${t.school}`);
  const more = byName.length > limit ? [`  … and ${byName.length - limit} more.`] : [];
  return [
    `${head} Check these names (give a team its "school" in the bundle to fix one):`,
    ...lines,
    ...more,
  ].join('\n');
}
