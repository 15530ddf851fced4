/**
 * What pages read, whichever source answers: the embedded store (store-source.ts) or the league's
 * HTTP API (api-source.ts). Reads only; entry requests go through lib/entry/entry-store.ts.
 */
import type { GridQuery } from '@/lib/db/queries/pages';
import type { UpcomingEvent } from '@/lib/league/upcoming';
import { COMPETITION_MODES, type CompetitionMode } from '@/lib/league/constants';
import type { AllData, ContractSeason, SchoolDetails, SchoolInfo, YearIndex } from '@/lib/league/contract';
import type { Division, FinalsGrid, RoundRobinFinals } from '@/lib/league/bundle';
import type { ChangeRecord, Notice } from '@/lib/league/bundle-news';

/** A season's change record (newest first) and the league's notices. */
export type SeasonNews = { changes: ChangeRecord[]; notices: Notice[] };

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
  getSiteStatus(): Promise<SiteStatus>;
  getAllData(year: number): Promise<AllData | null>;
  /** all_data without HTML: navigation, visibility rules, headings. */
  getYearIndex(year: number): Promise<YearIndex | null>;
  getZoneDivisions(year: number, grade: GridQuery['grade'], zoneCode: string): Promise<ZoneDivisionsView | null>;
  getFinalsGrid(query: GridQuery): Promise<GridView | null>;
  getRoundRobinFinals(year: number): Promise<RoundRobinView | null>;
  /** The season's change record and notices; the league's API keeps neither, so it has none. */
  getSeasonNews(year: number): Promise<SeasonNews>;
  /** The active season's coming dates from `today` (YYYY-MM-DD) on. */
  getUpcoming(today: string): Promise<UpcomingEvent[]>;
  schoolTypeahead(params: { query: string; limit: number; metro?: string; competition?: string }): Promise<{ name: string }[]>;
  searchSchoolByName(name: string): Promise<SchoolDetails | null>;
  getSchoolInfo(hash: string): Promise<SchoolInfo>;
  logFrontendError(entry: { site?: string; error: string; uri: string }): Promise<void>;
}

export const activeYear = (list: ContractSeason[]) => list.find((s) => s.active === 1)?.year ?? null;

/** The season's entry dates per competition, as the coming-dates list wants them. */
export function entryDates(data: Pick<YearIndex, 'active_season_dates'>) {
  const dates = data.active_season_dates;
  return Object.fromEntries(
    COMPETITION_MODES.map((mode) => [
      mode,
      { cutoff: dates.cutoff_dates[mode], commence: dates.commence_dates[mode], open: dates.invitation_active[mode] },
    ]),
  ) as Record<CompetitionMode, { cutoff: string | null; commence: string | null; open: boolean }>;
}
