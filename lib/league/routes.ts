/** Zone draw and finals URL segments (SPEC 2), checked against the season index; unknown is null (404). */
import {
  COMPETITION_NAMES,
  FINALS_STAGES,
  GRADE_NAMES,
  METROS,
  competitionFromCode,
  competitionMode,
  gradesFor,
  metroFromCode,
  type Competition,
  type CompetitionMode,
  type FinalsStage,
  type GradeCode,
  type Metro,
} from './constants';
import { competitionPath } from './codes';
import { parseSeasonYear } from './season-year';
import type { Breadcrumb } from './types';
import { regionsOf, zoneByCode, type SeasonIndex } from './season-index';

export const METRO_NAMES: Record<Metro, string> = { metropolitan: 'Metropolitan', country: 'Country' };

/** The grades that have finals grids, in the order the filter and quick navigation list them. */
export const FINALS_GRADES: Record<Competition, readonly GradeCode[]> = {
  primary: ['championship', 'intermediate', 'rookies', 'junior_rookies'],
  secondary: ['senior', 'intermediate', 'junior'],
};

export const STAGE_NAMES: Record<FinalsStage, string> = {
  intermetropolitan: 'Metro vs country',
  interregion: 'Interregion',
  region: 'Region',
  zone: 'Zone',
};

export type CodeName = { code: string; name: string };
export type ZoneInfo = CodeName & { region: CodeName; metro: Metro; competition: Competition };

/** A season's year segment (./season-year); anything else is not a year. */
export function parseYear(segment: string): number | null {
  return parseSeasonYear(segment);
}

/** SPEC 'Links out': a region may be named in a URL by its name in lower case, spaces and hyphens as underscores. */
export function regionSlug(name: string): string {
  return name.toLowerCase().replace(/[ -]/g, '_');
}

export function regionInfo(index: SeasonIndex, segment: string): (CodeName & { metro: Metro }) | null {
  for (const metro of METROS) {
    const found = regionsOf(index, metro).find((r) => r.code === segment || regionSlug(r.name) === segment);
    if (found) return { code: found.code, name: found.name, metro };
  }
  return null;
}

export function zoneInfo(index: SeasonIndex, code: string): ZoneInfo | null {
  const zone = zoneByCode(index, code);
  if (!zone) return null;
  const region = regionsOf(index, zone.metro).find((r) => r.code === zone.regionCode);
  return {
    code: zone.code,
    name: zone.name,
    region: region
      ? { code: region.code, name: region.name }
      : { code: zone.regionCode, name: zone.regionCode },
    metro: zone.metro,
    competition: zone.competition,
  };
}

export type ZoneRoute = { year: number; grade: GradeCode; zone: ZoneInfo; mode: CompetitionMode };

/** `/{year}/divisions/{gradeCode}/{zoneCode}`: the zone must be in the season and the grade one of its competition's. */
export function parseZoneRoute(
  index: SeasonIndex,
  year: number,
  gradeSegment: string,
  zoneSegment: string,
): ZoneRoute | null {
  const zone = zoneInfo(index, zoneSegment);
  if (!zone) return null;
  const mode = competitionMode(zone.metro, zone.competition);
  const grade = gradesFor(mode).find((g) => g === gradeSegment);
  return grade ? { year, grade, zone, mode } : null;
}

export type FinalsRoute = {
  year: number;
  competition: Competition;
  grade: GradeCode;
  stage: FinalsStage;
  /** The grid's value as the bundle stores it: '' , 'metropolitan'/'country', a region code or a zone code. */
  value: string;
  metro: Metro | null;
  region: CodeName | null;
  zone: CodeName | null;
};

export type FinalsSegments = {
  gradeName: string;
  typeName: string;
  typeValue: string;
  competitionCode: string;
};

/** `/{year}/finals/{gradeName}/{typeName}/{typeValue}/{competitionCode}` (see docs/spec-deviations.md for the codes). */
export function parseFinalsRoute(
  index: SeasonIndex,
  year: number,
  segments: FinalsSegments,
): FinalsRoute | null {
  const competition =
    segments.competitionCode === '2' || segments.competitionCode === '1'
      ? competitionFromCode(segments.competitionCode)
      : null;
  if (!competition) return null;
  const grade = FINALS_GRADES[competition].find((g) => g === segments.gradeName);
  const stage = FINALS_STAGES.find((s) => s === segments.typeName);
  if (!grade || !stage) return null;
  const base = { year, competition, grade, stage };
  const value = segments.typeValue;
  switch (stage) {
    case 'intermetropolitan':
      return value === '1' || value === '0'
        ? { ...base, value: '', metro: null, region: null, zone: null }
        : null;
    case 'interregion': {
      const metro = metroFromCode(value);
      return metro ? { ...base, value: metro, metro, region: null, zone: null } : null;
    }
    case 'region': {
      const region = regionInfo(index, value);
      return region
        ? {
            ...base,
            value: region.code,
            metro: region.metro,
            region: { code: region.code, name: region.name },
            zone: null,
          }
        : null;
    }
    case 'zone': {
      const zone = zoneInfo(index, value);
      if (!zone || zone.competition !== competition) return null;
      return {
        ...base,
        value: zone.code,
        metro: zone.metro,
        region: zone.region,
        zone: { code: zone.code, name: zone.name },
      };
    }
  }
}

/** Grade names in running text: 'Junior rookies' → 'junior rookies'. */
export function gradeText(grade: GradeCode): string {
  return GRADE_NAMES[grade].toLowerCase();
}

export function zoneHeading(route: ZoneRoute): string {
  return `${route.zone.name} ${gradeText(route.grade)} draw and results`;
}

export function noDivisionsText(year: number, grade: GradeCode): string {
  return `No divisions in ${year} for ${gradeText(grade)} grade`;
}

/** SPEC section 2 finals headings, with 'Metro vs country' for the spec's slip 'county'. */
export function finalsHeading(route: FinalsRoute | null): string {
  if (!route) return 'School competition finals';
  const grade = GRADE_NAMES[route.grade];
  switch (route.stage) {
    case 'intermetropolitan':
      return `Metro vs country - ${grade} - finals`;
    case 'interregion':
      return `${METRO_NAMES[route.metro ?? 'metropolitan']} - ${grade} - finals`;
    case 'region':
      return `${route.region?.name ?? ''} region - ${grade} - finals`;
    case 'zone':
      return `${route.zone?.name ?? ''} zone - ${grade} - finals`;
  }
}

/** Titles of the grids under a zone page's divisions: '{division} {finals name} finals', or '{division} finals' for combined. */
export function divisionFinalsTitle(division: string, grade: GradeCode): string {
  return grade === 'combined' ? `${division} finals` : `${division} ${GRADE_NAMES[grade]} finals`;
}

export const COMPETITIONS_CRUMB: Breadcrumb = { label: 'Competitions', url: '/competitions' };

export function competitionCrumb(year: number, metro: Metro, competition: Competition): Breadcrumb {
  return {
    label: `${COMPETITION_NAMES[competitionMode(metro, competition)]} competition ${year}`,
    url: competitionPath(year, metro, competition),
  };
}

export function zoneCrumbs(route: ZoneRoute): Breadcrumb[] {
  return [
    COMPETITIONS_CRUMB,
    competitionCrumb(route.year, route.zone.metro, route.zone.competition),
    { label: zoneHeading(route) },
  ];
}

/** The metro-versus-country final belongs to both metros' pages; its crumb goes to the metropolitan one. */
export function finalsCrumbs(route: FinalsRoute): Breadcrumb[] {
  return [
    COMPETITIONS_CRUMB,
    competitionCrumb(route.year, route.metro ?? 'metropolitan', route.competition),
    { label: finalsHeading(route) },
  ];
}

export function countrySecondaryFinalsCrumbs(year: number): Breadcrumb[] {
  return [
    COMPETITIONS_CRUMB,
    competitionCrumb(year, 'country', 'secondary'),
    { label: `Country secondary finals ${year}` },
  ];
}
