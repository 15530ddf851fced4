/**
 * View entities of SPEC section 3 that are not stored: breadcrumbs and the left menu. The stored
 * entities (season, region, zone, division, finals grid, school, coordinator) are typed by the season
 * bundle schema (`bundle.ts`), the contract (`contract.ts`) and the entry schema (`lib/entry`).
 */
export type Breadcrumb = { label: string; url?: string };

export type LeftMenuItem = {
  name: string;
  /** A page to go to, or, with `scrollToSelector`, the section of this page to scroll to. */
  link?: string;
  scrollToSelector?: string;
  className?: string;
};

/** The left menu's accordion of regions and their zones; `href` is the zone's draw in the page's season. */
export type LeftMenuRegion = {
  region_name: string;
  active: boolean;
  zones: { zone_id: string; zone_name: string; href: string; active: boolean }[];
};

export type {
  Division,
  FinalsGrid,
  RegionRecord as Region,
  ZoneRecord as Zone,
  SchoolRecord as School,
  CoordinatorRecord as Coordinator,
} from './bundle';
export type { HistoryRow } from './history';
export type { TeamCounts } from './fees';
