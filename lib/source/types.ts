/** What pages read from either source (store or league API); reads only (entries: lib/entry/entry-store). */
import type { GridQuery } from '@/lib/db/queries/pages';
import type { UpcomingEvent } from '@/lib/league/upcoming';
import type { Invitation, SchoolDetails } from '@/lib/league/invitation';
import type { SeasonIndex, SeasonSummary } from '@/lib/league/season-index';
import type { Division, FinalsGrid, RoundRobinFinals } from '@/lib/league/bundle';
import type { SchoolReads } from './school-types';
import type { ChangeRecord, Notice } from '@/lib/league/bundle-news';

/** A season's change record (newest first) and the league's notices. */
export type SeasonNews = { changes: ChangeRecord[]; notices: Notice[] };

export type SiteStatus = {
  seasons: SeasonSummary[];
  activeYear: number | null;
  /** True while any season shown mixes real facts with filled-in results. */
  demo: boolean;
};

/** Draw and finals content: our structure from the store, or the API's HTML (sanitised before rendering). */
export type DivisionView = { code: string; name: string; no: number } & (
  { draw: Division } | { html: string }
);
export type ZoneDivisionsView = { homeWhiteBoards: readonly number[]; divisions: DivisionView[] };
export type GridView = { grid: FinalsGrid } | { html: string };
export type RoundRobinView =
  { homeWhiteBoards: readonly number[]; finals: RoundRobinFinals } | { html: string };

export interface LeagueSource extends SchoolReads {
  getSiteStatus(): Promise<SiteStatus>;
  /** The season's index (lib/league/season-index.ts): navigation, visibility rules, headings, entry dates. */
  getSeasonIndex(year: number): Promise<SeasonIndex | null>;
  getZoneDivisions(
    year: number,
    grade: GridQuery['grade'],
    zoneCode: string,
  ): Promise<ZoneDivisionsView | null>;
  getFinalsGrid(query: GridQuery): Promise<GridView | null>;
  getRoundRobinFinals(year: number): Promise<RoundRobinView | null>;
  /** The season's change record and notices; the league's API keeps neither, so it has none. */
  getSeasonNews(year: number): Promise<SeasonNews>;
  /** The active season's coming dates from `today` (YYYY-MM-DD) on. */
  getUpcoming(today: string): Promise<UpcomingEvent[]>;
  schoolTypeahead(params: {
    query: string;
    limit: number;
    metro?: string;
    competition?: string;
  }): Promise<{ name: string }[]>;
  searchSchoolByName(name: string): Promise<SchoolDetails | null>;
  /** The invitation of a link's hash; null when no invitation has it. */
  getInvitation(hash: string): Promise<Invitation | null>;
  logFrontendError(entry: { site?: string; error: string; uri: string }): Promise<void>;
}
