import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
/**
 * The one way pages read league data. Which source answers is configuration: the embedded store by
 * default, or the league's existing HTTP API when LEAGUE_API_URL is set.
 */
import { cache } from 'react';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/server';
import { dataDir } from '@/lib/db/client';
import { seasons } from '@/lib/db/schema';
import { getAllData, getSeasons, getYearIndex } from '@/lib/db/queries/all-data';
import { getActiveSeasonGrids, getFinalsGrids, getRoundRobinFinals, getZoneDivisions, type GridQuery } from '@/lib/db/queries/pages';
import { upcomingEvents, type UpcomingEvent } from '@/lib/league/upcoming';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';
import { getSchoolInfo, schoolTypeahead, searchSchoolByName } from '@/lib/db/queries/schools';
import {
  getEntryRequestByKey,
  getEntrySeason,
  saveEntryRequest,
  type EntryKeyRecord,
  type EntrySeason,
  type SaveEntryMeta,
  type SaveEntryResult,
} from '@/lib/db/queries/entries';
import { recordFrontendError } from '@/lib/db/queries/frontend-errors';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { kickForwarder, startForwarder } from '@/lib/entry/forwarding';
import type { EntryRequest } from '@/lib/entry/schema';
import { yearIndexOf, type AllData, type ContractSeason, type SchoolDetails, type SchoolInfo, type YearIndex } from '@/lib/league/contract';
import type { Division, FinalsGrid, RoundRobinFinals } from '@/lib/league/bundle';
import { finalsKey } from '@/lib/league/codes';

export type SiteStatus = {
  seasons: ContractSeason[];
  activeYear: number | null;
  /** True while any season shown mixes real facts with filled-in results. */
  demo: boolean;
};

/**
 * What the draw and finals pages show: the structure from our store, or, from the league's API, the
 * HTML it sends (to be sanitised before it is rendered).
 */
export type DivisionView = { code: string; name: string; no: number } & ({ draw: Division } | { html: string });
export type ZoneDivisionsView = { homeWhiteBoards: readonly number[]; divisions: DivisionView[] };
export type GridView = { grid: FinalsGrid } | { html: string };
export type RoundRobinView = { homeWhiteBoards: readonly number[]; finals: RoundRobinFinals } | { html: string };

export interface LeagueSource {
  readonly kind: 'store' | 'api';
  getSiteStatus(): Promise<SiteStatus>;
  getAllData(year: number): Promise<AllData | null>;
  /** all_data without HTML: navigation, visibility rules, headings. */
  getYearIndex(year: number): Promise<YearIndex | null>;
  getZoneDivisions(year: number, grade: GridQuery['grade'], zoneCode: string): Promise<ZoneDivisionsView | null>;
  getFinalsGrid(query: GridQuery): Promise<GridView | null>;
  getRoundRobinFinals(year: number): Promise<RoundRobinView | null>;
  /** The active season's coming dates from `today` (YYYY-MM-DD) on. */
  getUpcoming(today: string): Promise<UpcomingEvent[]>;
  schoolTypeahead(params: { query: string; limit: number; metro?: string; competition?: string }): Promise<{ name: string }[]>;
  searchSchoolByName(name: string): Promise<SchoolDetails | null>;
  getSchoolInfo(hash: string): Promise<SchoolInfo>;
  logFrontendError(entry: { error: string; uri: string }): Promise<void>;
  /** The active season's entry windows: open or closed, dates and price per competition. */
  getEntrySeason(): Promise<EntrySeason | null>;
  /** The request an idempotency key already stored, if any. */
  findEnterOnlineRequest(idempotencyKey: string): Promise<EntryKeyRecord | null>;
  /**
   * Stores a valid entry request once (SaveEntryMeta). On the league's API it is stored here first
   * and forwarded by the outbox worker, so none is lost while the API is down.
   */
  addEnterOnlineRequest(
    entry: EntryRequest,
    meta: Pick<SaveEntryMeta, 'idempotencyKey' | 'ipAddress' | 'proof'> & {
      /** The season the caller already read: the league API's copy is not asked for twice. */
      known?: EntrySeason;
    },
  ): Promise<SaveEntryResult>;
}

const activeYear = (list: ContractSeason[]) => list.find((s) => s.active === 1)?.year ?? null;

function entryDates(data: Pick<YearIndex, 'active_season_dates'>) {
  const dates = data.active_season_dates;
  return Object.fromEntries(
    COMPETITION_MODES.map((mode) => [
      mode,
      { cutoff: dates.cutoff_dates[mode], commence: dates.commence_dates[mode], open: dates.invitation_active[mode] },
    ]),
  ) as Record<CompetitionMode, { cutoff: string | null; commence: string | null; open: boolean }>;
}

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
  async getYearIndex(year) {
    return getYearIndex(await getDb(), year);
  },
  async getZoneDivisions(year, grade, zoneCode) {
    const found = await getZoneDivisions(await getDb(), year, grade, zoneCode);
    if (!found) return null;
    return { homeWhiteBoards: found.homeWhiteBoards, divisions: found.divisions.map((draw) => ({ code: draw.code, name: draw.name, no: draw.no, draw })) };
  },
  async getFinalsGrid(query) {
    const [grid] = await getFinalsGrids(await getDb(), query);
    return grid ? { grid } : null;
  },
  async getRoundRobinFinals(year) {
    return getRoundRobinFinals(await getDb(), year);
  },
  async getUpcoming(today) {
    const db = await getDb();
    const active = await getActiveSeasonGrids(db);
    const index = active && (await getYearIndex(db, active.year));
    if (!active || !index) return [];
    return upcomingEvents(active.year, today, entryDates(index), active.grids);
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
    await recordFrontendError(await getDb(), { site: 'nswjcl', ...entry });
  },
  async getEntrySeason() {
    return getEntrySeason(await getDb());
  },
  async findEnterOnlineRequest(idempotencyKey) {
    return getEntryRequestByKey(await getDb(), idempotencyKey);
  },
  async addEnterOnlineRequest(entry, { known: _known, ...meta }) {
    // The store reads the window in the request's own transaction.
    return saveEntryRequest(await getDb(), entry, meta);
  },
};

/**
 * One answer per request for each league API read: a page asks for the year's index, its divisions
 * and its grids, which all come from the same all_data call. Each falls back to the API's last good
 * answer when the API fails (lastGood).
 */
const apiAllData = cache((baseUrl: string, year: number) => lastGood(baseUrl, `all-data-${year}`, () => createLeagueApiClient(baseUrl).getAllData(year)));
const apiSeasons = cache((baseUrl: string) => lastGood(baseUrl, 'seasons', () => createLeagueApiClient(baseUrl).getSeasons()));

function apiSource(baseUrl: string): LeagueSource {
  const client = {
    ...createLeagueApiClient(baseUrl),
    getAllData: (year: number) => apiAllData(baseUrl, year),
    getSeasons: () => apiSeasons(baseUrl),
  };
  // Entry requests wait in the store's outbox until the league's API accepts them.
  if (process.env.NEXT_PHASE !== 'phase-production-build') startForwarder(getDb, client);
  async function fetchEntrySeason(): Promise<EntrySeason | null> {
    const year = activeYear(await client.getSeasons());
    const data = year === null ? null : await client.getAllData(year);
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
  /**
   * The entry windows, remembered (in memory and in DATA_DIR) from the last answer: a coordinator
   * whose form is already open can still send it, to the outbox, while the league's API is down.
   */
  async function entrySeason(): Promise<EntrySeason | null> {
    try {
      const season = await fetchEntrySeason();
      rememberEntrySeason(season);
      return season;
    } catch (error) {
      const known = recalledEntrySeason();
      if (known === undefined) throw error;
      console.warn('The league API did not give the entry windows; using the last ones it gave.', (error as Error).message);
      return known;
    }
  }
  return {
    kind: 'api',
    async getSiteStatus() {
      const list = await client.getSeasons();
      const year = activeYear(list);
      const data = year === null ? null : await client.getAllData(year);
      return { seasons: list, activeYear: year, demo: Boolean(year !== null && data?.seasons_by_year[year]?.demo) };
    },
    getAllData: (year) => client.getAllData(year),
    async getYearIndex(year) {
      const data = await client.getAllData(year);
      return data && yearIndexOf(data);
    },
    async getZoneDivisions(year, grade, zoneCode) {
      const data = await client.getAllData(year);
      if (!data) return null;
      const list = data.divisions_by_zone_code[year]?.[zoneCode]?.[grade] ?? [];
      return {
        homeWhiteBoards: data.seasons_by_year[year]?.home_white_boards ?? [],
        divisions: list.map((d) => ({ code: d.code, name: d.name, no: d.division_no, html: d.table })),
      };
    },
    async getFinalsGrid(query) {
      if (query.division) return null;
      const data = await client.getAllData(query.year);
      const entry = data?.finals_codes[finalsKey(query.grade, query.stage, query.value, query.year)];
      return entry ? { html: entry.html } : null;
    },
    async getRoundRobinFinals(year) {
      const entry = (await client.getAllData(year))?.round_robin_finals[year];
      return entry ? { html: entry.table } : null;
    },
    async getUpcoming(today) {
      const year = activeYear(await client.getSeasons());
      const data = year === null ? null : await client.getAllData(year);
      // The league's API sends finals as HTML only, so their dates are not known here.
      return data && year !== null ? upcomingEvents(year, today, entryDates(data), []) : [];
    },
    schoolTypeahead: (params) => client.schoolTypeahead(params),
    searchSchoolByName: (name) => client.searchSchoolByName(name),
    getSchoolInfo: (hash) => client.getSchoolInfo(hash),
    logFrontendError: (entry) => client.logFrontendError(entry),
    getEntrySeason: entrySeason,
    async findEnterOnlineRequest(idempotencyKey) {
      return getEntryRequestByKey(await getDb(), idempotencyKey);
    },
    async addEnterOnlineRequest(entry, { known, ...meta }) {
      const season = known ?? (await entrySeason());
      const mode = entry.mode as CompetitionMode;
      if (!season) return { status: 'no-season' };
      const saved = await saveEntryRequest(await getDb(), entry, { ...meta, season: { year: season.year, window: season.windows[mode] }, forward: true });
      if (saved.status === 'stored') kickForwarder();
      return saved;
    },
  };
}

const seasonHolder = globalThis as typeof globalThis & { __entrySeason?: EntrySeason | null };
const seasonFile = () => path.join(dataDir(), 'league-entry-season.json');

function rememberEntrySeason(season: EntrySeason | null): void {
  seasonHolder.__entrySeason = season;
  try {
    fs.writeFileSync(seasonFile(), JSON.stringify(season));
  } catch {
    // Only a fallback: the memory copy is enough while the process lives.
  }
}

function recalledEntrySeason(): EntrySeason | null | undefined {
  if (seasonHolder.__entrySeason !== undefined) return seasonHolder.__entrySeason;
  try {
    return JSON.parse(fs.readFileSync(seasonFile(), 'utf8')) as EntrySeason | null;
  } catch {
    return undefined;
  }
}

/** An answer of the league's API as it was last received. */
type Remembered = { text: string; value: unknown };
const apiHolder = globalThis as typeof globalThis & {
  __leagueApiAnswers?: Map<string, Remembered>;
  /** When the API last failed a read; null once it answers again; undefined before either. */
  __leagueApiFailedAt?: number | null;
};

/**
 * After a failure, reads within this time are answered from the last good answer without asking:
 * an API that hangs would otherwise hold every page for the client's whole timeout.
 */
const QUIET_AFTER_FAILURE_MS = 30_000;

const answerFile = (name: string) => path.join(dataDir(), 'league-api', `${name}.json`);

function recallAnswer(baseUrl: string, name: string): Remembered | undefined {
  const answers = (apiHolder.__leagueApiAnswers ??= new Map());
  const key = `${baseUrl} ${name}`;
  const known = answers.get(key);
  if (known) return known;
  try {
    const saved = JSON.parse(fs.readFileSync(answerFile(name), 'utf8')) as { url: string; answer: unknown };
    // A copy from another API (LEAGUE_API_URL changed) is not this API's answer.
    if (saved.url !== baseUrl) return undefined;
    const recalled = { text: JSON.stringify(saved.answer), value: saved.answer };
    answers.set(key, recalled);
    return recalled;
  } catch {
    return undefined;
  }
}

function rememberAnswer(baseUrl: string, name: string, value: unknown): void {
  const text = JSON.stringify(value);
  const answers = (apiHolder.__leagueApiAnswers ??= new Map());
  const key = `${baseUrl} ${name}`;
  if (answers.get(key)?.text === text) return;
  answers.set(key, { text, value });
  // "No such year" is kept in memory only: any four-digit year can be asked for.
  if (value === null) return;
  const file = answerFile(name);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a crash mid-write never leaves half an answer to recall.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `{"url":${JSON.stringify(baseUrl)},"answer":${text}}`);
    fs.renameSync(temporary, file);
  } catch (error) {
    console.warn(`Could not keep the league API's answer in ${file}:`, (error as Error).message);
  }
}

/**
 * Reads from the league's API, falling back to its last good answer (kept in memory and in
 * DATA_DIR, so a restart during an outage still has it) when the API fails. The first good answer
 * after a failure, or after the process starts, also sends the entry requests waiting in the outbox.
 */
async function lastGood<T>(baseUrl: string, name: string, read: () => Promise<T>): Promise<T> {
  const known = recallAnswer(baseUrl, name);
  const failedAt = apiHolder.__leagueApiFailedAt;
  if (known && typeof failedAt === 'number' && Date.now() - failedAt < QUIET_AFTER_FAILURE_MS) return known.value as T;
  let value: T;
  try {
    value = await read();
  } catch (error) {
    apiHolder.__leagueApiFailedAt = Date.now();
    if (!known) throw error;
    console.warn(`The league API failed (${(error as Error).message}); pages use its last good answer for ${name}.`);
    return known.value as T;
  }
  if (failedAt !== null) {
    apiHolder.__leagueApiFailedAt = null;
    kickForwarder({ waiting: true });
  }
  rememberAnswer(baseUrl, name, value);
  return value;
}

/** Tests: forget the remembered answers in memory (not in DATA_DIR) and the last failure. */
export function forgetLeagueApiAnswers(): void {
  apiHolder.__leagueApiAnswers = undefined;
  apiHolder.__leagueApiFailedAt = undefined;
  seasonHolder.__entrySeason = undefined;
}

export function getLeagueSource(): LeagueSource {
  const url = process.env.LEAGUE_API_URL;
  return url ? apiSource(url) : storeSource;
}

