import 'server-only';
/** League reads from the league's existing HTTP API (LEAGUE_API_URL), with last good answers. */
import { cache } from 'react';
import type { EntrySeason } from '@/lib/db/queries/entries';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { upcomingEvents } from '@/lib/league/upcoming';
import { activeYearOf } from '@/lib/league/season-index';
import { lastGood, lastGoodEntrySeason } from './last-good';
import {
  divisionTablesFromAllData,
  gridHtmlFromAllData,
  roundRobinHtmlFromAllData,
  seasonIndexFromAllData,
  seasonSummaryOf,
} from './from-all-data';
import type { LeagueSource } from './types';
import { apiSchoolReads } from './school-api';

/**
 * One answer per request for each league API read: a page asks for the year's index, its divisions
 * and its grids, which all come from the same all_data call. Each falls back to the API's last good
 * answer when the API fails (lastGood).
 */
const apiAnswer = cache((baseUrl: string, year: number) =>
  lastGood(baseUrl, `all-data-${year}`, () => createLeagueApiClient(baseUrl).getAllData(year)),
);
const apiSeasons = cache(async (baseUrl: string) =>
  (await lastGood(baseUrl, 'seasons', () => createLeagueApiClient(baseUrl).getSeasons())).map(
    seasonSummaryOf,
  ),
);
const apiSeasonIndex = cache(async (baseUrl: string, year: number) => {
  const data = await apiAnswer(baseUrl, year);
  return data && seasonIndexFromAllData(data, year);
});

async function fetchEntrySeason(baseUrl: string): Promise<EntrySeason | null> {
  const year = activeYearOf(await apiSeasons(baseUrl));
  const index = year === null ? null : await apiSeasonIndex(baseUrl, year);
  return index && year !== null ? { year, windows: index.entry } : null;
}

/** The active season's entry windows from the league's API, or the last ones it gave. */
export const apiEntrySeason = (baseUrl: string): Promise<EntrySeason | null> =>
  lastGoodEntrySeason(() => fetchEntrySeason(baseUrl));

export function apiSource(baseUrl: string): LeagueSource {
  const client = createLeagueApiClient(baseUrl);
  const getSeasonIndex = (year: number) => apiSeasonIndex(baseUrl, year);
  return {
    ...apiSchoolReads({
      getSeasons: () => apiSeasons(baseUrl),
      getSeasonIndex,
      getDivisionTables: async (year, grade, zoneCode) => {
        const data = await apiAnswer(baseUrl, year);
        return data ? divisionTablesFromAllData(data, year, grade, zoneCode) : [];
      },
    }),
    async getSiteStatus() {
      const list = await apiSeasons(baseUrl);
      const year = activeYearOf(list);
      const index = year === null ? null : await getSeasonIndex(year);
      return { seasons: list, activeYear: year, demo: Boolean(index?.season.demo) };
    },
    getSeasonIndex,
    async getZoneDivisions(year, grade, zoneCode) {
      const data = await apiAnswer(baseUrl, year);
      const index = data && seasonIndexFromAllData(data, year);
      if (!data || !index) return null;
      return {
        homeWhiteBoards: index.season.homeWhiteBoards,
        divisions: divisionTablesFromAllData(data, year, grade, zoneCode),
      };
    },
    async getFinalsGrid(query) {
      const data = await apiAnswer(baseUrl, query.year);
      const html = data && gridHtmlFromAllData(data, query);
      return html === null ? null : { html };
    },
    async getRoundRobinFinals(year) {
      const data = await apiAnswer(baseUrl, year);
      const html = data && roundRobinHtmlFromAllData(data, year);
      return html === null ? null : { html };
    },
    async getSeasonNews() {
      return { changes: [], notices: [] };
    },
    async getUpcoming(today) {
      const year = activeYearOf(await apiSeasons(baseUrl));
      const index = year === null ? null : await getSeasonIndex(year);
      // The league's API sends finals as HTML only, so their dates are not known here.
      return index && year !== null ? upcomingEvents(year, today, index.entry, []) : [];
    },
    schoolTypeahead: (params) => client.schoolTypeahead(params),
    searchSchoolByName: (name) => client.searchSchoolByName(name),
    getInvitation: (hash) => client.getInvitation(hash),
    logFrontendError: (entry) => client.logFrontendError(entry),
  };
}
