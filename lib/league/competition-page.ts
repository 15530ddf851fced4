/**
 * What the competition page (/{year}/competition/{metro}/{comp}) shows, worked out from the year's
 * season index: SPEC section 2 ("Competition page", "Competition history block") and the rules
 * of section 4. Pure, so the page stays a thin wrapper and every rule is tested here.
 */
import { activeYearOf, type SeasonIndex } from './season-index';
import {
  COMPETITIONS,
  METROS,
  competitionMode,
  type Competition,
  type CompetitionMode,
  type Metro,
} from './constants';
import { competitionPath } from './codes';
import { competitionHistory, type HistoryRow } from './history';
import {
  drawAndResults,
  leftMenuRegions,
  competitionName,
  type DrawAndResults,
  enterOnlineHref,
} from './links';
import {
  DESCRIPTIONS,
  HISTORY_NOTES,
  RESOURCES,
  rulesKind,
  rulesText,
  type Resource,
  type RulesKind,
  type RulesText,
  type TextBlock,
} from './competition-text';
import { seasonColoursNote } from './draw-key';
import { entryOpenOn } from './entry-window';
import { parseSeasonYear } from './season-year';
import type { Breadcrumb, LeftMenuItem, LeftMenuRegion } from './types';

export type CompetitionRoute = { year: number; metro: Metro; competition: Competition };

/** The route's segments, or null for anything the page does not serve (it then answers 404). */
export function parseCompetitionRoute(params: {
  year: string;
  metro: string;
  comp: string;
}): CompetitionRoute | null {
  const year = parseSeasonYear(params.year);
  if (year === null) return null;
  const metro = METROS.find((m) => m === params.metro);
  const competition = COMPETITIONS.find((c) => c === params.comp);
  if (!metro || !competition) return null;
  return { year, metro, competition };
}

/** 'Metropolitan primary competition 2026': the heading, the last crumb and the title. */
export function competitionLabel({ year, metro, competition }: CompetitionRoute): string {
  return `${competitionName(metro, competition)} competition ${year}`;
}

export function competitionCrumbs(route: CompetitionRoute): Breadcrumb[] {
  return [{ label: 'Competitions', url: '/competitions' }, { label: competitionLabel(route) }];
}

/** The left menu's scroll targets, in page order. */
export const SECTIONS = [
  { id: 'draw_and_results', name: 'Draw and results' },
  { id: 'description', name: 'Description' },
  { id: 'entry_details', name: 'Entry details' },
  { id: 'rules', name: 'Rules' },
  { id: 'resources', name: 'Resources' },
  { id: 'history', name: 'History' },
] as const;

export type InfoBlocksView = {
  cutoffDate: string | null;
  commenceDate: string | null;
  entryOpen: boolean;
  price: number;
  regionsWithDraw: number;
};

export type PublishedView = {
  info: InfoBlocksView | null;
  menuItems: LeftMenuItem[];
  menuRegions: LeftMenuRegion[];
  drawAndResults: DrawAndResults;
  description: TextBlock[];
  /** Enter Online's address while the competition takes entries online today; null otherwise. */
  entry: { cutoffDate: string | null; enterOnlineHref: string | null };
  rulesKind: RulesKind;
  rules: RulesText;
  seasonColoursNote: string | null;
  resources: Resource[];
  history: { rows: HistoryRow[]; byGrade: boolean; blurb: string[]; notes: string[] };
};

export type CompetitionPageView = {
  route: CompetitionRoute;
  mode: CompetitionMode;
  name: string;
  label: string;
  crumbs: Breadcrumb[];
  /** Null while the season is not published: the page then says so and shows nothing else. */
  published: PublishedView | null;
};

/**
 * The page's view; `today` (YYYY-MM-DD in Sydney) decides whether entry is open, and without it (a page that
 * shows no entry details, such as the full history) entry counts as closed.
 */
export function competitionPageView(
  index: SeasonIndex,
  route: CompetitionRoute,
  today?: string,
): CompetitionPageView {
  const { year, metro, competition } = route;
  const mode = competitionMode(metro, competition);
  const season = index.season.year === year ? index.season : null;
  const base = {
    route,
    mode,
    name: competitionName(metro, competition),
    label: competitionLabel(route),
    crumbs: competitionCrumbs(route),
  };
  if (!season || !season.published) return { ...base, published: null };

  const activeYear = activeYearOf(index.seasons);
  const draw = drawAndResults(index, year, metro, competition);
  // The entry windows are the active season's: a past season's page offers none.
  const entryOpen = today !== undefined && year === activeYear && entryOpenOn(index.entry[mode], today);
  const info: InfoBlocksView | null =
    !season.infoBlockHidden && year === activeYear
      ? {
          cutoffDate: index.entry[mode].cutoff,
          commenceDate: index.entry[mode].commence,
          entryOpen,
          price: index.entry[mode].priceCents / 100,
          regionsWithDraw: draw.kind === 'country_secondary' ? draw.draw.length : 0,
        }
      : null;

  const filledYears = new Set(index.seasons.filter((s) => s.published).map((s) => s.year));
  const kind = rulesKind(mode);

  return {
    ...base,
    published: {
      info,
      menuItems: SECTIONS.map((s) => ({ name: s.name, scrollToSelector: `#${s.id}` })),
      menuRegions: leftMenuRegions(index, year, metro, competition),
      drawAndResults: draw,
      description: DESCRIPTIONS[mode],
      entry: {
        cutoffDate: season.cutoffDates[mode],
        enterOnlineHref: entryOpen ? enterOnlineHref(mode) : null,
      },
      rulesKind: kind,
      rules: rulesText(kind, season.homeWhiteBoards),
      seasonColoursNote: seasonColoursNote(year, season.homeWhiteBoards),
      resources: RESOURCES[kind],
      history: {
        rows: competitionHistory(mode, index.winners, filledYears),
        byGrade: mode === 'metropolitan_secondary',
        ...HISTORY_NOTES[mode],
      },
    },
  };
}

/** Where a history row's RESULTS link goes: the same competition in that year. */
export function resultsPath(route: Pick<CompetitionRoute, 'metro' | 'competition'>, year: number): string {
  return competitionPath(year, route.metro, route.competition);
}
