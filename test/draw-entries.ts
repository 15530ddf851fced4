/**
 * Entry requests for the draw maker's tests: the demo season's own entries (each school's teams per grade,
 * read back from its round-robin divisions), and further requests added on top.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, type SeasonBundle } from '@/lib/league/bundle';
import { competitionMode, type CompetitionMode } from '@/lib/league/constants';
import type { EntryTeams } from '@/lib/league/draw/propose';
import { teamSchoolSlug, withoutTeamLetter } from '@/lib/league/school-match';

export function demoSeason(year: number): SeasonBundle {
  const checked = checkBundle(
    JSON.parse(fs.readFileSync(path.resolve(__dirname, `../demo/season-${year}.json`), 'utf8')),
  );
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
}

/** One request per school and competition with the teams it fielded in each grade of the season. */
export function demoEntries(season: SeasonBundle): Omit<EntryTeams, 'id'>[] {
  const requests = new Map<string, Omit<EntryTeams, 'id'>>();
  for (const division of season.divisions) {
    if (
      !['championship', 'intermediate', 'rookies', 'junior_rookies', 'senior', 'junior'].includes(
        division.grade,
      )
    )
      continue;
    const zone = season.zones.find((z) => z.code === division.zone)!;
    const metro = season.regions.find((r) => r.code === zone.region)!.metro;
    const mode: CompetitionMode = competitionMode(metro, zone.competition);
    for (const team of division.teams) {
      if (!teamSchoolSlug(team)) continue;
      const school = team.school ?? withoutTeamLetter(team.name);
      const request = requests.get(`${mode}:${school}`) ?? { school, mode, teams: {} };
      request.teams[division.grade] = (request.teams[division.grade] ?? 0) + 1;
      requests.set(`${mode}:${school}`, request);
    }
  }
  return [...requests.values()];
}

/** Requests added in the tests: a crowded Parramatta championship, a school with more teams than divisions, a new school. */
export const ADDED_ENTRIES: Omit<EntryTeams, 'id'>[] = [
  ...['Oatlands', 'Dundas', 'Ermington', 'Rydalmere', 'Telopea', 'Winston Hills'].map((school) => ({
    school: `${school} Public School`,
    mode: 'metropolitan_primary' as const,
    teams: { championship: 2 },
  })),
  { school: 'Northmead Public School', mode: 'metropolitan_primary', teams: { championship: 3, rookies: 3 } },
  { school: 'Brand New Primary', mode: 'metropolitan_primary', teams: { championship: 1 } },
];

/** Where the added schools play: the settings file's placements (Brand New Primary is left for the official). */
export const ADDED_PLACEMENTS: Record<string, string> = Object.fromEntries(
  ADDED_ENTRIES.filter((e) => e.school !== 'Brand New Primary').map((e) => [e.school, 'PA']),
);
