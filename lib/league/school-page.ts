/** A school's page (docs/schools.md): teams, matches, places, finals, coming matches, past seasons. */
import type { Division, Team } from './bundle';
import type { CompetitionMode, GradeCode } from './constants';
import { computeStandings, isKnockout } from './standings';
import { gridWinner } from './finals';
import { teamSchoolSlug } from './school-match';
import { schoolTitles, type SchoolTitle } from './school-titles';
import { seasonFixtures } from './school-fixtures';
import type { SchoolFixture, SeasonDraws } from './fixture-types';
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
  /** `1st`, `=2nd`; a knock-out names only its winner (`1st`) and runner-up (`2nd`), once decided. */
  place: string | null;
  /** Every match between real teams has a result; a knock-out, once its winner is decided. */
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

/** A school's line in one season (school-lines.ts makes them, and the store keeps them). */
export type SchoolSeasonLine = {
  year: number;
  slug: string;
  /** The schools list's name when the season lists the school, else its teams' school name. */
  name: string;
  listed: boolean;
  address: string | null;
  /** Null for a listed school with no team in the season. */
  summary: SchoolSeasonSummary | null;
};

/** `fn` computed once per object: a season's schools share its divisions, and draws are never changed. */
function perObject<T extends object, R>(fn: (value: T) => R): (value: T) => R {
  const memo = new WeakMap<T, R>();
  return (value) => {
    if (!memo.has(value)) memo.set(value, fn(value));
    return memo.get(value)!;
  };
}

const standingsOf = perObject(computeStandings);

const teamsBySchool = perObject((teams: readonly Team[]) => {
  const bySlug = new Map<string, Team[]>();
  for (const team of teams) {
    const slug = teamSchoolSlug(team);
    if (!slug) continue;
    let own = bySlug.get(slug);
    if (!own) bySlug.set(slug, (own = []));
    own.push(team);
  }
  return bySlug;
});

/** A team's place in its division as the division stands now, and whether every match of it is played. */
export function teamStanding(division: Division, no: number): { place: string | null; complete: boolean } {
  const standings = standingsOf(division);
  return {
    place: standings.teams.find((t) => t.no === no)?.place ?? null,
    complete: isKnockout(division) ? division.winner !== undefined : standings.complete,
  };
}

/** The school's teams among a division's teams, a grid's entrants or the finals round robin's teams. */
function teamsOf(teams: readonly Team[], slug: string) {
  return teamsBySchool(teams).get(slug) ?? [];
}

export function schoolSeason(
  draws: SeasonDraws,
  slug: string,
  today: string,
  /** The school's matches in the season, when the caller has them already (one school after another). */
  mine: readonly SchoolFixture[] = fixturesOfSchool(seasonFixtures(draws), slug),
): SchoolSeason | null {
  const zoneName = new Map(draws.zones.map((z) => [z.code, z.name]));
  const teams: SchoolTeam[] = [];
  for (const division of draws.divisions) {
    const own = teamsOf(division.teams, slug);
    if (!own.length) continue;
    for (const team of own) {
      const matches = mine
        .filter((f) => f.event.kind === 'division' && f.event.code === division.code && f.team.no === team.no)
        .sort((a, b) => (a.round ?? 0) - (b.round ?? 0));
      const { place, complete } = teamStanding(division, team.no);
      teams.push({
        name: team.name,
        drawNo: team.no,
        mode: matches[0]?.mode ?? null,
        grade: division.grade,
        zone: { code: division.zone, name: zoneName.get(division.zone) ?? division.zone },
        division: { code: division.code, name: division.name, no: division.no },
        knockout: isKnockout(division),
        place,
        complete,
        matches,
        next: upcomingFixtures(matches, today)[0] ?? null,
      });
    }
  }

  const finals: SchoolFinals[] = [];
  for (const grid of draws.finals) {
    const entrants = new Set(teamsOf(grid.entrants, slug).map((e) => e.no));
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
    const own = teamsOf(draws.roundRobinFinals.teams, slug);
    if (own.length) {
      const standings = standingsOf(draws.roundRobinFinals);
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

/**
 * A school's page for season `year`; null when the league knows no such school. `draws` is that season's,
 * `lines` are the school's lines in every published season (lib/league/school-lines.ts).
 */
export function schoolPage(input: {
  slug: string;
  draws: SeasonDraws | null;
  lines: readonly SchoolSeasonLine[];
  titles: readonly SchoolTitle[];
  year: number;
  activeYear: number | null;
  today: string;
}): SchoolPage | null {
  const { slug, year } = input;
  const newestFirst = [...input.lines].sort((a, b) => b.year - a.year);
  const listed = newestFirst.find((line) => line.listed);
  const titles = schoolTitles(slug, input.titles);
  // The schools list's name, else the newest season's, else a title's.
  const name = (listed ?? newestFirst[0])?.name ?? titles[0]?.winner ?? null;
  if (name === null) return null;
  return {
    slug,
    name,
    address: listed?.address ?? null,
    year,
    active: year === input.activeYear,
    season: input.draws && schoolSeason(input.draws, slug, input.today),
    past: newestFirst.flatMap((line) => (line.year !== year && line.summary ? [line.summary] : [])),
    titles,
  };
}
