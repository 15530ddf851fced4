import 'server-only';
/**
 * The calendar feeds: a season's fixtures (lib/league/school-fixtures.ts, the same list the school
 * pages show) with each match's stored version, written as iCalendar by lib/league/match-calendar.ts.
 * The season's read is kept in Next's data cache under the season's tag, so feeds are built again
 * only after an import changes the season. Draws live in our store; on the league's API the site has
 * only their HTML, so there are no feeds there (the routes answer 404).
 */
import { getDb } from '@/lib/db/server';
import { getSeasonDraws } from '@/lib/db/queries/school-pages';
import { getFeedSeason, getMatchVersions } from '@/lib/db/queries/match-versions';
import { cacheTags } from '@/lib/cache/tags';
import { schoolTags } from '@/lib/cache/school-tags';
import { divisionCalendarPath, divisionTabPath, schoolCalendarPath } from '@/lib/league/calendar-paths';
import { matchCalendar } from '@/lib/league/match-calendar';
import { parseYear, parseZoneRoute } from '@/lib/league/routes';
import { seasonFixtures } from '@/lib/league/school-fixtures';
import type { Fixture, SeasonDraws } from '@/lib/league/fixture-types';
import { fixturesOfSchool } from '@/lib/league/fixtures-of-school';
import { isSchoolSlug, schoolSlug } from '@/lib/league/school-slug';
import { schoolDirectory } from '@/lib/league/school-match';
import { cachedRead, leagueReads } from './cached';
import { schoolReads } from './cached-schools';
import { relaysToLeague } from '@/lib/deployment';

/** JSON-safe, as the data cache stores it: times are ISO strings. */
type FeedSeason = {
  draws: SeasonDraws;
  importedAt: string;
  versions: Record<string, { sequence: number; modifiedAt: string }>;
};

export function getFeedSeasonData(year: number): Promise<FeedSeason | null> {
  if (relaysToLeague()) return Promise.resolve(null);
  return cachedRead(
    ['feed-season', year],
    [cacheTags.season(year)],
    async () => {
      const db = await getDb();
      const season = await getFeedSeason(db, year);
      const draws = season && (await getSeasonDraws(db, year));
      if (!season || !draws) return null;
      const versions = await getMatchVersions(db, year);
      return {
        draws,
        importedAt: season.importedAt.toISOString(),
        versions: Object.fromEntries(
          [...versions].map(([uid, v]) => [
            uid,
            { sequence: v.sequence, modifiedAt: v.modifiedAt.toISOString() },
          ]),
        ),
      };
    },
    null,
  );
}

/**
 * A feed's text, its file name, and when its season was last imported: every import writes the season
 * anew, so no calendar of it can have changed since (a match's own LAST-MODIFIED misses a match removed).
 */
export type CalendarFile = { body: string; fileName: string; lastModified: string };
type Absolute = (path: string) => string;

const DIVISION_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/;

/** The page of a zone fixture's division; finals have their own pages, linked from it. */
function divisionPageOf(draws: SeasonDraws, absolute: Absolute) {
  const grades = new Map(draws.divisions.map((d) => [d.code, d.grade]));
  return (fixture: Fixture): string | null => {
    const event = fixture.event;
    if (event.kind === 'division')
      return absolute(
        divisionTabPath(draws.year, grades.get(event.code) ?? fixture.grade, event.zone, event.code),
      );
    if (event.kind === 'finals' && event.division && event.stage === 'zone')
      return absolute(divisionTabPath(draws.year, fixture.grade, event.value, event.division));
    return null;
  };
}

/** A division's matches and its division finals, or null when there is no such division with a draw. */
export async function divisionCalendar(
  params: { year: string; gradeCode: string; zoneCode: string; divisionCode: string },
  absolute: Absolute,
): Promise<CalendarFile | null> {
  const year = parseYear(params.year);
  if (year === null || !DIVISION_CODE.test(params.divisionCode)) return null;
  const index = await leagueReads.getSeasonIndex(year);
  if (!index?.season.published) return null;
  const route = parseZoneRoute(index, year, params.gradeCode, params.zoneCode);
  const feed = route && (await getFeedSeasonData(year));
  const division = feed?.draws.divisions.find(
    (d) => d.code === params.divisionCode && d.zone === route?.zone.code && d.grade === route.grade,
  );
  if (!route || !feed || !division) return null;
  const season = seasonFixtures(feed.draws);
  const fixtures = season.filter(
    (f) =>
      (f.event.kind === 'division' && f.event.code === division.code) ||
      (f.event.kind === 'finals' && f.event.division === division.code && f.event.value === division.zone),
  );
  const body = matchCalendar({
    ...feed,
    name: `${division.code} ${division.name} ${year}`,
    description: `The matches of ${division.name} (${route.zone.name} zone) in ${year}, NSW Junior Chess League. Feed: ${absolute(divisionCalendarPath(year, route.grade, route.zone.code, division.code))}`,
    season,
    fixtures,
    pageUrlOf: divisionPageOf(feed.draws, absolute),
  });
  return { body, fileName: `${division.code}-${year}.ics`, lastModified: feed.importedAt };
}

/**
 * The active season's schools with a calendar, slug → name: the schools on its list (drawn or not yet)
 * and every other school with a page. Kept until an import changes the season or the schools.
 */
function calendarSchools(year: number): Promise<Record<string, string>> {
  return cachedRead(
    ['calendar-schools', year],
    [cacheTags.season(year), schoolTags.list],
    async () => {
      const [feed, list] = await Promise.all([getFeedSeasonData(year), schoolReads.getSchoolList()]);
      if (!feed) return {};
      const names: Record<string, string> = Object.fromEntries(
        list.map((school) => [school.slug, school.name]),
      );
      const directory = schoolDirectory(feed.draws.schools.map((school) => school.name));
      for (const school of feed.draws.schools) {
        const slug = schoolSlug(school.name);
        const listed = slug ? directory.listed(slug) : null;
        if (slug && listed) names[slug] = listed;
      }
      return names;
    },
    {},
  );
}

/**
 * Every match of every team of a school in the active season, or null when the school has no page.
 * The feed is kept whole until an import changes the season (building it walks the whole season);
 * an address of no such school is answered from the list alone, so made-up names cost nothing.
 */
export async function schoolCalendar(slug: string, absolute: Absolute): Promise<CalendarFile | null> {
  if (!isSchoolSlug(slug)) return null;
  const { activeYear } = await leagueReads.getSiteStatus();
  if (activeYear === null) return null;
  const schools = await calendarSchools(activeYear);
  const name = Object.hasOwn(schools, slug) ? schools[slug] : undefined;
  if (!name) return null;
  return cachedRead(
    ['school-calendar', activeYear, slug],
    [cacheTags.season(activeYear), schoolTags.list],
    () => buildSchoolCalendar(slug, name, activeYear, absolute),
    null,
  );
}

async function buildSchoolCalendar(
  slug: string,
  listName: string,
  activeYear: number,
  absolute: Absolute,
): Promise<CalendarFile | null> {
  const feed = await getFeedSeasonData(activeYear);
  if (!feed) return null;
  const season = seasonFixtures(feed.draws);
  const fixtures = fixturesOfSchool(season, slug);
  // A school with a page but no match this season gets an empty calendar, which fills in once it is drawn.
  const name = fixtures[0]?.team.school?.name ?? listName;
  const body = matchCalendar({
    ...feed,
    name: `${name} chess matches ${activeYear}`,
    description: `Every match of every team of ${name} in ${activeYear}, NSW Junior Chess League. Feed: ${absolute(schoolCalendarPath(slug))}`,
    season,
    fixtures,
    pageUrlOf: divisionPageOf(feed.draws, absolute),
  });
  return { body, fileName: `${slug}-${activeYear}.ics`, lastModified: feed.importedAt };
}
