/**
 * Each school's line in one season: the name and address it goes by there and the summary its page shows
 * among the other seasons. The store keeps them with the season (written by each import), so a school
 * page reads its own lines instead of every season's draws.
 */
import {
  schoolSeason,
  summarise,
  teamStanding,
  type SchoolSeasonLine,
  type SchoolSeasonSummary,
} from './school-page';
import type { Division } from './bundle';
import { seasonFixtures } from './school-fixtures';
import { addressText } from './venue';
import { fixturesBySchool } from './fixtures-of-school';
import { schoolDirectory, teamSchoolSlug } from './school-match';
import { schoolSlug } from './school-slug';
import type { SeasonDraws } from './fixture-types';

/** Raise when the lines' rules change: stores rewrite older seasons' lines when they open. */
export const SCHOOL_LINES_VERSION = 2;

export type { SchoolSeasonLine };

/** Every school the season lists or draws, in list order, then in draw order. */
export function schoolSeasonLines(draws: SeasonDraws): SchoolSeasonLine[] {
  const lines = new Map<string, Omit<SchoolSeasonLine, 'summary'>>();
  for (const school of draws.schools) {
    const slug = schoolSlug(school.name);
    if (slug && !lines.has(slug))
      lines.set(slug, {
        year: draws.year,
        slug,
        name: school.name,
        listed: true,
        address: addressText(school),
      });
  }
  const unlisted = schoolDirectory([]);
  const teams = [
    ...draws.divisions.flatMap((d) => d.teams),
    ...draws.finals.flatMap((g) => g.entrants),
    ...(draws.roundRobinFinals?.teams ?? []),
  ];
  for (const team of teams) {
    const slug = teamSchoolSlug(team);
    if (slug && !lines.has(slug))
      lines.set(slug, {
        year: draws.year,
        slug,
        name: unlisted.match(team)!.name,
        listed: false,
        address: null,
      });
  }

  const bySchool = fixturesBySchool(seasonFixtures(draws));
  // A summary does not depend on the day: the date only picks coming matches, which summaries omit.
  return [...lines.values()].map((line) => {
    const season = schoolSeason(draws, line.slug, '', bySchool.get(line.slug) ?? []);
    return { ...line, summary: season && summarise(season) };
  });
}

/**
 * A school's summary after a result in `division` changed: its teams there placed as the division stands now.
 * Nothing else in a summary depends on one division's results, so a result's write touches only these lines.
 */
export function withDivisionStanding(summary: SchoolSeasonSummary, division: Division): SchoolSeasonSummary {
  return {
    ...summary,
    teams: summary.teams.map((team) => {
      const drawn = division.teams.find((t) => t.name === team.name);
      if (team.division !== division.code || !drawn) return team;
      return { ...team, ...teamStanding(division, drawn.no) };
    }),
  };
}
