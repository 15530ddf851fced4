/**
 * What navigation, visibility, headings and entry dates need of a season, in the site's own terms. Built from
 * store rows or the league API's answer; wire codes stay at those edges. Draws and grids are per page.
 */
import {
  GRADE_CODES,
  isOneOf,
  type Competition,
  type CompetitionMode,
  type FinalsStage,
  type GradeCode,
  type Metro,
} from './constants';

export type SeasonSummary = { id: number; year: number; active: boolean; published: boolean };

export type Season = SeasonSummary & {
  /** The season mixes real facts with filled-in results. */
  demo: boolean;
  infoBlockHidden: boolean;
  /** The boards on which the home team plays white. */
  homeWhiteBoards: number[];
  /** This season's entry cut-off date per competition. */
  cutoffDates: Record<CompetitionMode, string | null>;
};

export type Region = { code: string; name: string; metro: Metro };
export type Scorer = { name: string; email: string };
export type Zone = {
  code: string;
  name: string;
  regionCode: string;
  metro: Metro;
  competition: Competition;
  scorer: Scorer | null;
};
export type DivisionSummary = { code: string; name: string; no: number };

/** A finals grid that exists (a zone's, region's, metro's or the metro-versus-country one). */
export type FinalsGridSummary = {
  competition: Competition;
  grade: GradeCode;
  stage: FinalsStage;
  /** '' (metro versus country), 'metropolitan'/'country', a region code or a zone code. */
  value: string;
  decided: boolean;
  /** How many steps have been played. */
  maxStep: number;
};

export type SeasonWinners = {
  primary: string | null;
  metropolitanSecondary: { senior: string | null; intermediate: string | null; junior: string | null };
  countrySecondary: string | null;
};

export type EntryWindow = {
  cutoff: string | null;
  commence: string | null;
  open: boolean;
  priceCents: number;
};

export type SeasonIndex = {
  season: Season;
  seasons: SeasonSummary[];
  /** Metropolitan regions first, each metro's in the season's order. */
  regions: Region[];
  zones: Zone[];
  /** Zone code → grade → divisions in draw order; a grade is present only when it has divisions. */
  divisions: Record<string, Partial<Record<GradeCode, DivisionSummary[]>>>;
  /** The season's finals grids (division finals excepted), by gridKey. */
  finals: Record<string, FinalsGridSummary>;
  /** The country secondary finals round robin exists. */
  roundRobinFinals: boolean;
  winners: Record<number, SeasonWinners>;
  /** The same whichever season is indexed. */
  entry: Record<CompetitionMode, EntryWindow>;
};

export function gridKey(
  competition: Competition,
  grade: GradeCode,
  stage: FinalsStage,
  value: string,
): string {
  return `${competition}/${grade}/${stage}/${stage === 'intermetropolitan' ? '' : value}`;
}

export function hasGrid(
  index: SeasonIndex,
  competition: Competition,
  grade: GradeCode,
  stage: FinalsStage,
  value: string,
): boolean {
  return Object.hasOwn(index.finals, gridKey(competition, grade, stage, value));
}

export function divisionsOf(index: SeasonIndex, zoneCode: string, grade: GradeCode): DivisionSummary[] {
  const byGrade = Object.hasOwn(index.divisions, zoneCode) ? index.divisions[zoneCode] : undefined;
  return byGrade?.[grade] ?? [];
}

/** A zone's grades in the index, in the order the index lists them. */
export function zoneGrades(index: SeasonIndex, zoneCode: string): GradeCode[] {
  const byGrade = Object.hasOwn(index.divisions, zoneCode) ? index.divisions[zoneCode]! : {};
  return Object.keys(byGrade).filter((grade) => isOneOf(GRADE_CODES, grade));
}

export function drawnGrades(index: SeasonIndex, zoneCode: string): ReadonlySet<GradeCode> {
  return new Set(
    zoneGrades(index, zoneCode).filter((grade) => (index.divisions[zoneCode]?.[grade]?.length ?? 0) > 0),
  );
}

export function hasAnyDivisions(index: SeasonIndex): boolean {
  return Object.keys(index.divisions).length > 0;
}

export function regionsOf(index: SeasonIndex, metro: Metro): Region[] {
  return index.regions.filter((region) => region.metro === metro);
}

/** The zones of a region for one competition, in the season's order. */
export function zonesOf(index: SeasonIndex, competition: Competition, regionCode: string): Zone[] {
  return index.zones.filter((zone) => zone.competition === competition && zone.regionCode === regionCode);
}

export function zoneByCode(index: SeasonIndex, code: string): Zone | null {
  return index.zones.find((zone) => zone.code === code) ?? null;
}

export function activeYearOf(seasons: readonly SeasonSummary[]): number | null {
  return seasons.find((season) => season.active)?.year ?? null;
}

/** The published season a school page shows for `year` (null: the active one, else the newest), and the active season; null when there is none. */
export function shownSchoolSeason(
  seasons: readonly SeasonSummary[],
  year: number | null,
): { shown: number; active: number | null } | null {
  const list = seasons.filter((s) => s.published);
  const active = activeYearOf(list);
  const shown = year ?? active ?? list.at(-1)?.year ?? null;
  return shown !== null && list.some((s) => s.year === shown) ? { shown, active } : null;
}
