import 'server-only';
/** League reads from the league's existing HTTP API (LEAGUE_API_URL), with last good answers. */
import { cache } from 'react';
import type { EntrySeason } from '@/lib/db/queries/entries';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { upcomingEvents } from '@/lib/league/upcoming';
import { COMPETITION_MODES } from '@/lib/league/constants';
import { yearIndexOf } from '@/lib/league/contract';
import { finalsKey } from '@/lib/league/codes';
import { lastGood, lastGoodEntrySeason } from './last-good';
import { activeYear, entryDates, type LeagueSource } from './types';

/**
 * One answer per request for each league API read: a page asks for the year's index, its divisions
 * and its grids, which all come from the same all_data call. Each falls back to the API's last good
 * answer when the API fails (lastGood).
 */
const apiAllData = cache((baseUrl: string, year: number) => lastGood(baseUrl, `all-data-${year}`, () => createLeagueApiClient(baseUrl).getAllData(year)));
const apiSeasons = cache((baseUrl: string) => lastGood(baseUrl, 'seasons', () => createLeagueApiClient(baseUrl).getSeasons()));

async function fetchEntrySeason(baseUrl: string): Promise<EntrySeason | null> {
  const year = activeYear(await apiSeasons(baseUrl));
  const data = year === null ? null : await apiAllData(baseUrl, year);
  if (!data || year === null) return null;
  const dates = data.active_season_dates;
  const windows = Object.fromEntries(
    COMPETITION_MODES.map((mode) => [
      mode,
      {
        open: dates.invitation_active[mode],
        cutoff: dates.cutoff_dates[mode],
        commence: dates.commence_dates[mode],
        priceCents: Math.round(data.active_season_price[mode] * 100),
      },
    ]),
  ) as EntrySeason['windows'];
  return { year, windows };
}

/** The active season's entry windows from the league's API, or the last ones it gave. */
export const apiEntrySeason = (baseUrl: string): Promise<EntrySeason | null> => lastGoodEntrySeason(() => fetchEntrySeason(baseUrl));

export function apiSource(baseUrl: string): LeagueSource {
  const client = createLeagueApiClient(baseUrl);
  const getAllData = (year: number) => apiAllData(baseUrl, year);
  const getSeasons = () => apiSeasons(baseUrl);
  return {
    async getSiteStatus() {
      const list = await getSeasons();
      const year = activeYear(list);
      const data = year === null ? null : await getAllData(year);
      return { seasons: list, activeYear: year, demo: Boolean(year !== null && data?.seasons_by_year[year]?.demo) };
    },
    getAllData,
    async getYearIndex(year) {
      const data = await getAllData(year);
      return data && yearIndexOf(data);
    },
    async getZoneDivisions(year, grade, zoneCode) {
      const data = await getAllData(year);
      if (!data) return null;
      const list = data.divisions_by_zone_code[year]?.[zoneCode]?.[grade] ?? [];
      return {
        homeWhiteBoards: data.seasons_by_year[year]?.home_white_boards ?? [],
        divisions: list.map((d) => ({ code: d.code, name: d.name, no: d.division_no, html: d.table })),
      };
    },
    async getFinalsGrid(query) {
      if (query.division) return null;
      const data = await getAllData(query.year);
      const entry = data?.finals_codes[finalsKey(query.grade, query.stage, query.value, query.year)];
      return entry ? { html: entry.html } : null;
    },
    async getRoundRobinFinals(year) {
      const entry = (await getAllData(year))?.round_robin_finals[year];
      return entry ? { html: entry.table } : null;
    },
    async getSeasonNews() {
      return { changes: [], notices: [] };
    },
    async getUpcoming(today) {
      const year = activeYear(await getSeasons());
      const data = year === null ? null : await getAllData(year);
      // The league's API sends finals as HTML only, so their dates are not known here.
      return data && year !== null ? upcomingEvents(year, today, entryDates(data), []) : [];
    },
    schoolTypeahead: (params) => client.schoolTypeahead(params),
    searchSchoolByName: (name) => client.searchSchoolByName(name),
    getSchoolInfo: (hash) => client.getSchoolInfo(hash),
    logFrontendError: (entry) => client.logFrontendError(entry),
  };
}
