/** A school's page (docs/schools.md): teams, matches, places, finals, coming matches, past seasons. */
import type { Division } from './bundle';
import type { CompetitionMode, GradeCode } from './constants';
import { computeStandings } from './standings';
import { gridWinner } from './finals';
import { schoolDirectory, teamSchoolSlug } from './school-match';
import { schoolSlug } from './school-slug';
import { schoolTitles, type SchoolTitle } from './school-titles';
import { addressText, seasonFixtures } from './school-fixtures';
import type { Fixture, SchoolFixture, SeasonDraws } from './fixture-types';
import { fixturesOfSchool, upcomingFixtures } from './fixtures-of-school';

export type SchoolTeam = {
  name: string;
  /** The team's number in its division's draw. */
  drawNo: number;
  mode: CompetitionMode | null;
  grade: GradeCode;
  zone: { code: string; name: string };
  division: { code: string; name: string; no: number };
  knockout: boolean;
  /** `1st`, `=2nd`; a knock-out names only its winner and runner-up. */
  place: string | null;
  /** Every match between real teams has a result. */
  complete: boolean;
  /** The team's matches in its division, round by round (byes included). */
  matches: SchoolFixture[];
  next: SchoolFixture | null;
};

/** A finals grid (or the country secondary finals) the school reached, with its matches there. */
export type SchoolFinals = {
  eventName: string;
  grade: GradeCode;
  matches: SchoolFixture[];
  /** The school won the grid (or was placed 1st in the finals round robin). */
  won: boolean;
  place: string | null;
};

export type SchoolSeason = {
  year: number;
  teams: SchoolTeam[];
  finals: SchoolFinals[];
  upcoming: SchoolFixture[];
};

/** One line per team for the list of past seasons. */
export type SchoolSeasonSummary = {
  year: number;
  teams: {
    name: string;
    grade: GradeCode;
    division: string;
    zone: string;
    place: string | null;
    complete: boolean;
  }[];
  finals: { eventName: string; won: boolean }[];
};

function teamsOfDivision(division: Division, slug: string) {
  return division.teams.filter((t) => teamSchoolSlug(t) === slug);
}

export function schoolSeason(
  draws: SeasonDraws,
  slug: string,
  today: string,
  /** The season's fixtures, when the caller has them already (one school after another). */
  all: readonly Fixture[] = seasonFixtures(draws),
): SchoolSeason | null {
  const mine = fixturesOfSchool(all, slug);
  const zoneName = new Map(draws.zones.map((z) => [z.code, z.name]));
  const teams: SchoolTeam[] = [];
  for (const division of draws.divisions) {
    const own = teamsOfDivision(division, slug);
    if (!own.length) continue;
    const standings = computeStandings(division);
    for (const team of own) {
      const matches = mine
        .filter((f) => f.event.kind === 'division' && f.event.code === division.code && f.team.no === team.no)
        .sort((a, b) => (a.round ?? 0) - (b.round ?? 0));
      const standing = standings.teams.find((t) => t.no === team.no);
      teams.push({
        name: team.name,
        drawNo: team.no,
        mode: matches[0]?.mode ?? null,
        grade: division.grade,
        zone: { code: division.zone, name: zoneName.get(division.zone) ?? division.zone },
        division: { code: division.code, name: division.name, no: division.no },
        knockout: division.grade === 'country',
        place: standing?.place ?? null,
        complete: standings.complete,
        matches,
        next: upcomingFixtures(matches, today)[0] ?? null,
      });
    }
  }

  const finals: SchoolFinals[] = [];
  for (const grid of draws.finals) {
    const entrants = new Set(grid.entrants.filter((e) => teamSchoolSlug(e) === slug).map((e) => e.no));
    if (!entrants.size) continue;
    const matches = mine.filter(
      (f) =>
        f.event.kind === 'finals' &&
        f.event.stage === grid.stage &&
        f.event.value === grid.value &&
        f.event.competition === grid.competition &&
        f.grade === grid.grade &&
        f.event.division === (grid.division ?? null),
    );
    const winner = gridWinner(grid);
    finals.push({
      eventName: matches[0]?.eventName ?? `${grid.grade} finals`,
      grade: grid.grade,
      matches,
      won: winner !== null && entrants.has(winner),
      place: null,
    });
  }
  if (draws.roundRobinFinals) {
    const own = teamsOfDivision(
      { ...draws.roundRobinFinals, code: '', name: '', no: 0, zone: '', grade: 'country' },
      slug,
    );
    if (own.length) {
      const standings = computeStandings(draws.roundRobinFinals);
      const place = standings.teams.find((t) => t.no === own[0]!.no)?.place ?? null;
      finals.push({
        eventName: 'Country secondary finals',
        grade: 'country',
        matches: mine.filter((f) => f.event.kind === 'round-robin-finals'),
        won: standings.complete && place === '1st',
        place,
      });
    }
  }

  if (!teams.length && !finals.length) return null;
  const upcoming = upcomingFixtures(mine, today);
  return { year: draws.year, teams, finals, upcoming };
}

export function summarise(season: SchoolSeason): SchoolSeasonSummary {
  return {
    year: season.year,
    teams: season.teams.map((t) => ({
      name: t.name,
      grade: t.grade,
      division: t.division.code,
      zone: t.zone.name,
      place: t.place,
      complete: t.complete,
    })),
    finals: season.finals.map((f) => ({ eventName: f.eventName, won: f.won })),
  };
}

export type SchoolPage = {
  slug: string;
  name: string;
  address: string | null;
  year: number;
  active: boolean;
  season: SchoolSeason | null;
  /** The other seasons the school had teams in, newest first. */
  past: SchoolSeasonSummary[];
  titles: SchoolTitle[];
};

/** A school's page for season `year`; null when the league knows no such school. */
export function schoolPage(input: {
  slug: string;
  seasons: readonly SeasonDraws[];
  titles: readonly SchoolTitle[];
  year: number;
  activeYear: number | null;
  today: string;
}): SchoolPage | null {
  const { slug, year, today } = input;
  const newestFirst = [...input.seasons].sort((a, b) => b.year - a.year);
  const seasons = newestFirst.map((draws) => ({ draws, season: schoolSeason(draws, slug, today) }));
  const titles = schoolTitles(slug, input.titles);
  const name = schoolName(slug, seasons) ?? titles[0]?.winner ?? null;
  if (name === null) return null;
  const listed = newestFirst.flatMap((d) => d.schools).find((s) => schoolSlug(s.name) === slug);
  return {
    slug,
    name,
    address: listed ? addressText(listed) : null,
    year,
    active: year === input.activeYear,
    season: seasons.find((s) => s.draws.year === year)?.season ?? null,
    past: seasons.filter((s) => s.draws.year !== year && s.season).map((s) => summarise(s.season!)),
    titles,
  };
}

/** The schools list's name, else the newest season's. */
function schoolName(
  slug: string,
  seasons: { draws: SeasonDraws; season: SchoolSeason | null }[],
): string | null {
  for (const { draws } of seasons) {
    const listed = draws.schools.find((s) => schoolSlug(s.name) === slug);
    if (listed) return listed.name;
  }
  const unlisted = schoolDirectory([]);
  for (const { draws } of seasons) {
    const teams = [
      ...draws.divisions.flatMap((d) => d.teams),
      ...draws.finals.flatMap((g) => g.entrants),
      ...(draws.roundRobinFinals?.teams ?? []),
    ];
    const team = teams.find((t) => teamSchoolSlug(t) === slug);
    if (team) return unlisted.match(team)!.name;
  }
  return null;
}
