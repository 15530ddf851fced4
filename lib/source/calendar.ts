import 'server-only';
/**
 * What the calendar feeds read: divisions with their draws, the season's board colours and import
 * time, and each match's stored version. Kept in Next's data cache under the zone's tag, so a feed
 * is built again only after an import changes that zone. Draws live in our store; on the league's
 * API the site has only their HTML, so there are no feeds (the routes answer 404).
 */
import { getDb } from '@/lib/db/server';
import { getZoneDivisions } from '@/lib/db/queries/pages';
import { getFeedSeason, getMatchVersions } from '@/lib/db/queries/match-versions';
import { cacheTags } from '@/lib/cache/tags';
import type { Division } from '@/lib/league/bundle';
import type { GradeCode } from '@/lib/league/constants';
import { divisionMatches, matchCalendar } from '@/lib/league/match-calendar';
import { divisionTabPath } from '@/lib/league/calendar-paths';
import { parseYear, parseZoneRoute } from '@/lib/league/routes';
import { cachedRead, leagueReads } from './cached';

/** JSON-safe, as the data cache stores it: times are ISO strings. */
export type FeedData = {
  homeWhiteBoards: readonly number[];
  importedAt: string;
  divisions: Division[];
  versions: Record<string, { sequence: number; modifiedAt: string }>;
};

async function readFeed(year: number, zones: readonly { grade: GradeCode; zoneCode: string; divisionCodes?: readonly string[] }[]): Promise<FeedData | null> {
  const db = await getDb();
  const season = await getFeedSeason(db, year);
  if (!season) return null;
  const found = await Promise.all(zones.map((z) => getZoneDivisions(db, year, z.grade, z.zoneCode)));
  const divisions = found.flatMap((view, i) => {
    const codes = zones[i]!.divisionCodes;
    return (view?.divisions ?? []).filter((d) => !codes || codes.includes(d.code));
  });
  const uids = divisions.flatMap((d) => divisionMatches(year, d).map((m) => m.uid));
  const versions = await getMatchVersions(db, uids);
  return {
    homeWhiteBoards: season.homeWhiteBoards,
    importedAt: season.importedAt.toISOString(),
    divisions,
    versions: Object.fromEntries([...versions].map(([uid, v]) => [uid, { sequence: v.sequence, modifiedAt: v.modifiedAt.toISOString() }])),
  };
}

/** One division's feed data, or null when the season, zone or division is not in the store. */
export function getDivisionFeed(year: number, grade: GradeCode, zoneCode: string, divisionCode: string): Promise<FeedData | null> {
  if (process.env.LEAGUE_API_URL) return Promise.resolve(null);
  return cachedRead(
    ['feed', year, grade, zoneCode, divisionCode],
    [cacheTags.zone(year, zoneCode)],
    async () => {
      const feed = await readFeed(year, [{ grade, zoneCode, divisionCodes: [divisionCode] }]);
      return feed?.divisions.length ? feed : null;
    },
    null,
  );
}

/** The divisions of several zones and grades (a school's teams play in them), for a school's feed. */
export function getZonesFeed(year: number, zones: readonly { grade: GradeCode; zoneCode: string }[]): Promise<FeedData | null> {
  if (process.env.LEAGUE_API_URL) return Promise.resolve(null);
  const key = zones.map((z) => `${z.grade}/${z.zoneCode}`).sort();
  return cachedRead(
    ['feed-zones', year, ...key],
    [cacheTags.season(year), ...new Set(zones.map((z) => cacheTags.zone(year, z.zoneCode)))],
    () => readFeed(year, zones),
    null,
  );
}

const DIVISION_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/;

/** A division's feed as iCalendar text, or null when there is no such division with a draw. */
export async function divisionCalendar(
  params: { year: string; gradeCode: string; zoneCode: string; divisionCode: string },
  absolute: (path: string) => string,
): Promise<{ text: string; fileName: string } | null> {
  const year = parseYear(params.year);
  if (year === null || !DIVISION_CODE.test(params.divisionCode)) return null;
  const index = await leagueReads.getYearIndex(year);
  if (!index || index.seasons_by_year[year]?.publish !== '1') return null;
  const route = parseZoneRoute(index, year, params.gradeCode, params.zoneCode);
  if (!route) return null;
  const feed = await getDivisionFeed(year, route.grade, route.zone.code, params.divisionCode);
  const division = feed?.divisions[0];
  if (!feed || !division) return null;
  const text = matchCalendar({
    ...feed,
    name: `${division.code} ${division.name} ${year}`,
    description: `Matches of ${division.name} (${route.zone.name} zone, ${year}), NSW Junior Chess League.`,
    year,
    competitionOf: () => route.zone.competition,
    pageUrlOf: (d) => absolute(divisionTabPath(year, route.grade, route.zone.code, d.code)),
  });
  return { text, fileName: `${division.code}-${year}.ics` };
}
