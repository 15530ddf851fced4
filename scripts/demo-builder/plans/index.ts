/**
 * The demo seasons' plans, kept as JSON data beside this file and typed here. Division plans are short
 * texts (see ../plan.ts); dates are ISO days; notes are printed as they are. docs/demo-data.md says
 * which parts are real and why the made-up parts look as they do.
 */
import type { CoordinatorRecord } from '../../../lib/league/bundle';
import type { Competition, CompetitionMode, Metro } from '../../../lib/league/constants';
import type { SheetPlan } from '../knockout-sheet';
import type { MssPlan } from '../mss';
import type { ZonePlan } from '../plan';
import type { PrimaryFinalsDates } from '../primary-finals';
import type { ZoneSpec } from './regions';
import primaryZones from './primary-zones.json';
import schools2026 from './schools-2026.json';
import season2025 from './season-2025.json';
import season2026 from './season-2026.json';

type Window = { cutoff: string; commence: string };

export type SeasonPlan = {
  active: boolean;
  /** `main` is shared by the three competitions other than country secondary, whose entry never opens. */
  entry: { main: Window & { open: boolean }; countrySecondary: Window };
  history: Record<string, null>;
  zones: ZonePlan[];
  /** Each metropolitan secondary region's divisions, in grade order (senior, intermediate, junior). */
  mss: MssPlan;
  /** Team counts of the made-up country secondary knock-outs. */
  cssDemoSizes: Record<string, number>;
  notes: string[];
};

export type SeasonPlan2025 = SeasonPlan & {
  primaryDates: { rounds: string; finals: PrimaryFinalsDates };
  mssDates: { rounds: string; regionFinal: string; inter: { semi: string; final: string } };
  /** One play-by date per knock-out round, and one per round of the finals round robin. */
  cssDates: string[];
  cssFinalsDates: string[];
  /** Regions replayed from a real sheet of another year. Names with `|` complete a cut-off name. */
  cssSheets: Record<string, { year: number; region: string; plan: SheetPlan; note: string }>;
};

export type SeasonPlan2026 = SeasonPlan & {
  primaryDates: {
    rounds: string;
    finals: PrimaryFinalsDates;
    /** Steps after `played` have no result yet (dated after 21 November 2026). */
    metropolitan: { dates: string[]; played: number };
    country: { dates: string[]; played: number };
    nswFinal: string;
  };
  mssDates: {
    rounds: string;
    roundNotes: Record<number, string>;
    regionFinal: string;
    inter: { semi: string; final: string };
    /** The intermediate inter-region final waits for IE1, the real division still in progress. */
    intermediate: { semi: string; final: string };
  };
  /** Real 2026 division codes whose tables were not captured, so they are filled in. */
  realCodesFilled: string[];
  /** Knock-out rounds: the first, the later played ones (the last few used), and those still to come. */
  cssDates: { first: string; later: string[]; upcoming: string[] };
  /** Regions whose knock-out uses a real sheet's school names, plus one `extra` name. */
  cssNamed: Record<string, { year: number; region: string; extra: string; note: string }>;
};

export type SchoolsPlan = {
  /** Real school names by zone; the suburb is the one in the name, or null to use the zone's name. */
  groups: { zone: string; metro: Metro; competition: Competition; schools: [string, string | null][] }[];
  /** Schools with an online-entry invitation link, and how many previous-year coordinators each has. */
  invited: { name: string; mode: CompetitionMode; submitted: boolean; coordinators: number }[];
  /** Mobile numbers the Australian regulator (ACMA) lists for use in fiction, within 0491 570 006–159. */
  fictionMobiles: string[];
  chessRooms: string[];
  firstNames: string[];
  lastNames: string[];
  titles: CoordinatorRecord['title'][];
  roles: CoordinatorRecord['type'][];
};

export const PRIMARY_ZONE_SPECS = primaryZones as ZoneSpec[];
export const SEASON_2025 = season2025 as SeasonPlan2025;
export const SEASON_2026 = season2026 as SeasonPlan2026;
export const SCHOOLS_2026 = schools2026 as SchoolsPlan;
