import 'server-only';
/**
 * The one way pages read league data. Which source answers is configuration: the embedded store by
 * default, or the league's existing HTTP API when LEAGUE_API_URL is set.
 */
import { cache } from 'react';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/server';
import { seasons } from '@/lib/db/schema';
import { getAllData, getSeasons } from '@/lib/db/queries/all-data';
import { getSchoolInfo, schoolTypeahead, searchSchoolByName } from '@/lib/db/queries/schools';
import { saveErrorLog } from '@/lib/db/queries/entries';
import { createLeagueApiClient } from '@/lib/league-api/client';
import type { AllData, ContractSeason, SchoolDetails, SchoolInfo } from '@/lib/league/contract';

export type SiteStatus = {
  seasons: ContractSeason[];
  activeYear: number | null;
  /** True while any season shown mixes real facts with filled-in results. */
  demo: boolean;
};

export interface LeagueSource {
  readonly kind: 'store' | 'api';
  getSiteStatus(): Promise<SiteStatus>;
  getAllData(year: number): Promise<AllData | null>;
  schoolTypeahead(params: { query: string; limit: number; metro?: string; competition?: string }): Promise<{ name: string }[]>;
  searchSchoolByName(name: string): Promise<SchoolDetails | null>;
  getSchoolInfo(hash: string): Promise<SchoolInfo>;
  logFrontendError(entry: { error: string; uri: string }): Promise<void>;
}

const activeYear = (list: ContractSeason[]) => list.find((s) => s.active === 1)?.year ?? null;

const storeSource: LeagueSource = {
  kind: 'store',
  async getSiteStatus() {
    const db = await getDb();
    const list = await getSeasons(db);
    const demo = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.demo, true)).limit(1);
    return { seasons: list, activeYear: activeYear(list), demo: demo.length > 0 };
  },
  async getAllData(year) {
    return getAllData(await getDb(), year);
  },
  async schoolTypeahead(params) {
    return schoolTypeahead(await getDb(), params);
  },
  async searchSchoolByName(name) {
    return searchSchoolByName(await getDb(), name);
  },
  async getSchoolInfo(hash) {
    return getSchoolInfo(await getDb(), hash);
  },
  async logFrontendError(entry) {
    await saveErrorLog(await getDb(), { site: 'nswjcl', ...entry });
  },
};

function apiSource(baseUrl: string): LeagueSource {
  const client = createLeagueApiClient(baseUrl);
  return {
    kind: 'api',
    async getSiteStatus() {
      const list = await client.getSeasons();
      const year = activeYear(list);
      const data = year === null ? null : await client.getAllData(year);
      return { seasons: list, activeYear: year, demo: Boolean(year !== null && data?.seasons_by_year[year]?.demo) };
    },
    getAllData: (year) => client.getAllData(year),
    schoolTypeahead: (params) => client.schoolTypeahead(params),
    searchSchoolByName: (name) => client.searchSchoolByName(name),
    getSchoolInfo: (hash) => client.getSchoolInfo(hash),
    logFrontendError: (entry) => client.logFrontendError(entry),
  };
}

export function getLeagueSource(): LeagueSource {
  const url = process.env.LEAGUE_API_URL;
  return url ? apiSource(url) : storeSource;
}

/** Site status, read once per request however many components ask. */
export const getSiteStatus = cache(() => getLeagueSource().getSiteStatus());
