/** Competition page links out (SPEC 2) and SPEC 4 visibility: a link shows if its data exists that year. */
import {
  COMPETITION_NAMES,
  COUNTRY_SECONDARY_GRADE,
  GRADE_NAMES,
  PRIMARY_GRADES,
  SECONDARY_GRADES,
  COMPETITION_MODES,
  competitionMode,
  gradesFor,
  splitMode,
  type Competition,
  type CompetitionMode,
  type FinalsStage,
  type GradeCode,
  type Metro,
} from './constants';
import { competitionPath, countrySecondaryFinalsPath, divisionsPath, finalsPath } from './codes';
import {
  drawnGrades,
  hasAnyDivisions,
  hasGrid as gridExists,
  regionsOf,
  zonesOf,
  type SeasonIndex,
} from './season-index';
import type { LeftMenuRegion } from './types';

/** A link out; `context` names what the label is about (a zone, a region) for screen readers. */
export type LinkOut = { label: string; href: string; context?: string };

/** A row of a box: a zone or a region and its links (an empty list shows a dash). */
export type LinkRow = { code: string; name: string; links: LinkOut[] };

export type PrimaryDrawAndResults = {
  kind: 'primary';
  /** One box per region, listing its zones. */
  regions: (LinkRow & { zones: LinkRow[] })[];
  zoneFinals: LinkOut[];
  regionFinals: LinkOut[];
  /** The inter-region finals box, named with the metro name. */
  interregion: { title: string; links: LinkOut[] };
  intermetropolitan: LinkOut[];
};

export type MetropolitanSecondaryDrawAndResults = {
  kind: 'metropolitan_secondary';
  draw: LinkRow[];
  regionFinals: LinkRow[];
  interregion: LinkOut[];
};

export type CountrySecondaryDrawAndResults = {
  kind: 'country_secondary';
  draw: LinkRow[];
  finals: LinkOut[];
};

export type DrawAndResults =
  PrimaryDrawAndResults | MetropolitanSecondaryDrawAndResults | CountrySecondaryDrawAndResults;

/** Secondary finals are played in these grades, in this order. */
export const SECONDARY_FINALS_GRADES = ['senior', 'intermediate', 'junior'] as const;

/** A zone's draw page: its first grade with divisions that year, else the competition's first grade. */
export function zoneDrawPath(
  year: number,
  mode: CompetitionMode,
  zoneCode: string,
  drawnGrades: ReadonlySet<string>,
): string {
  const grades = gradesFor(mode);
  const grade = grades.find((g) => drawnGrades.has(g)) ?? grades[0]!;
  return divisionsPath(year, grade, zoneCode);
}

export type CompetitionLink = { href: string; label: string };

/** The four competitions of a season, as the header menu lists them; without a season, the list page. */
export function competitionLinks(year: number | null): CompetitionLink[] {
  if (year === null) return [{ href: '/competitions', label: 'Competitions' }];
  return COMPETITION_MODES.map((mode) => {
    const { metro, competition } = splitMode(mode);
    return {
      href: competitionPath(year, metro, competition),
      label: `${COMPETITION_NAMES[mode]} competition`,
    };
  });
}

/** Where the league's static files live (rules, forms, papers). */
export function assetFilePath(file: string): string {
  return `/assets/files/${file}`;
}

function view(index: SeasonIndex, competition: Competition) {
  const hasDivisionsData = hasAnyDivisions(index);
  const gradesOf = (zoneCode: string) => drawnGrades(index, zoneCode);
  const hasGrid = (grade: GradeCode, stage: FinalsStage, value: string) =>
    gridExists(index, competition, grade, stage, value);
  return { hasDivisionsData, gradesOf, hasGrid };
}

function primary(index: SeasonIndex, year: number, metro: Metro): PrimaryDrawAndResults {
  const { hasDivisionsData, gradesOf, hasGrid } = view(index, 'primary');
  const regions: PrimaryDrawAndResults['regions'] = [];
  const zoneFinals: LinkOut[] = [];
  const regionFinals: LinkOut[] = [];

  for (const region of regionsOf(index, metro)) {
    const zones: LinkRow[] = [];
    for (const zone of zonesOf(index, 'primary', region.code)) {
      const grades = gradesOf(zone.code);
      const links = PRIMARY_GRADES.filter((g) => grades.has(g)).map((grade) => ({
        label: GRADE_NAMES[grade],
        href: divisionsPath(year, grade, zone.code),
        context: `${zone.name} zone`,
      }));
      const zoneFinal = hasDivisionsData && hasGrid('championship', 'zone', zone.code);
      if (zoneFinal) {
        zoneFinals.push({
          label: zone.name,
          href: finalsPath(year, 'championship', 'zone', zone.code, 'primary'),
          context: 'zone final',
        });
      }
      if (links.length > 0 || zoneFinal) zones.push({ code: zone.code, name: zone.name, links });
    }
    const regionFinal = hasGrid('championship', 'region', region.code);
    if (regionFinal) {
      regionFinals.push({
        label: region.name,
        href: finalsPath(year, 'championship', 'region', region.code, 'primary'),
        context: 'region final',
      });
    }
    if (zones.length > 0 || regionFinal)
      regions.push({ code: region.code, name: region.name, links: [], zones });
  }

  const metroName = metro === 'metropolitan' ? 'Metropolitan' : 'Country';
  const interregion =
    hasDivisionsData && hasGrid('championship', 'interregion', metro)
      ? [
          {
            label: 'Championship',
            href: finalsPath(year, 'championship', 'interregion', metro, 'primary'),
            context: `${metroName} inter-region final`,
          },
        ]
      : [];
  const intermetropolitan =
    hasDivisionsData && hasGrid('championship', 'intermetropolitan', '')
      ? [
          {
            label: 'NSW final',
            href: finalsPath(year, 'championship', 'intermetropolitan', '', 'primary'),
            context: 'Metropolitan vs country',
          },
        ]
      : [];

  return {
    kind: 'primary',
    regions,
    zoneFinals,
    regionFinals,
    interregion: { title: `${metroName} inter-region finals`, links: interregion },
    intermetropolitan,
  };
}

function metropolitanSecondary(index: SeasonIndex, year: number): MetropolitanSecondaryDrawAndResults {
  const { gradesOf, hasGrid } = view(index, 'secondary');
  const draw: LinkRow[] = [];
  const regionFinals: LinkRow[] = [];
  for (const region of regionsOf(index, 'metropolitan')) {
    const firstZone = zonesOf(index, 'secondary', region.code)[0];
    if (firstZone) {
      const grades = gradesOf(firstZone.code);
      const links = SECONDARY_GRADES.filter((g) => grades.has(g)).map((grade) => ({
        label: GRADE_NAMES[grade],
        href: divisionsPath(year, grade, firstZone.code),
        context: region.name,
      }));
      if (links.length > 0) draw.push({ code: region.code, name: region.name, links });
    }
    const finals = SECONDARY_FINALS_GRADES.filter((grade) => hasGrid(grade, 'region', region.code)).map(
      (grade) => ({
        label: GRADE_NAMES[grade],
        href: finalsPath(year, grade, 'region', region.code, 'secondary'),
        context: `${region.name} region final`,
      }),
    );
    if (finals.length > 0) regionFinals.push({ code: region.code, name: region.name, links: finals });
  }
  const interregion = SECONDARY_FINALS_GRADES.filter((grade) =>
    hasGrid(grade, 'interregion', 'metropolitan'),
  ).map((grade) => ({
    label: GRADE_NAMES[grade],
    href: finalsPath(year, grade, 'interregion', 'metropolitan', 'secondary'),
    context: 'inter-region final',
  }));
  return { kind: 'metropolitan_secondary', draw, regionFinals, interregion };
}

function countrySecondary(index: SeasonIndex, year: number): CountrySecondaryDrawAndResults {
  const { gradesOf } = view(index, 'secondary');
  const draw: LinkRow[] = [];
  for (const region of regionsOf(index, 'country')) {
    const firstZone = zonesOf(index, 'secondary', region.code)[0];
    if (firstZone && gradesOf(firstZone.code).has(COUNTRY_SECONDARY_GRADE)) {
      draw.push({
        code: region.code,
        name: region.name,
        links: [
          {
            label: 'Divisions',
            href: divisionsPath(year, COUNTRY_SECONDARY_GRADE, firstZone.code),
            context: region.name,
          },
        ],
      });
    }
  }
  const finals = index.roundRobinFinals
    ? [{ label: 'Finals round-robins', href: countrySecondaryFinalsPath(year) }]
    : [];
  return { kind: 'country_secondary', draw, finals };
}

/** The draw-and-results section of a competition page: its boxes and their links for the year. */
export function drawAndResults(
  index: SeasonIndex,
  year: number,
  metro: Metro,
  competition: Competition,
): DrawAndResults {
  if (competition === 'primary') return primary(index, year, metro);
  return metro === 'metropolitan' ? metropolitanSecondary(index, year) : countrySecondary(index, year);
}

/**
 * The left menu's regions and zones; only active ones (with divisions, or a primary zone final) show. Zones
 * link to the same season's draw, so a past season's page never leads to the active one.
 */
export function leftMenuRegions(
  index: SeasonIndex,
  year: number,
  metro: Metro,
  competition: Competition,
): LeftMenuRegion[] {
  const { hasDivisionsData, gradesOf, hasGrid } = view(index, competition);
  const mode = competitionMode(metro, competition);
  return regionsOf(index, metro).map((region) => {
    const zones = zonesOf(index, competition, region.code).map((zone) => {
      const grades = gradesOf(zone.code);
      return {
        zone_id: zone.code,
        zone_name: zone.name,
        href: zoneDrawPath(year, mode, zone.code, grades),
        active:
          grades.size > 0 ||
          (competition === 'primary' && hasDivisionsData && hasGrid('championship', 'zone', zone.code)),
      };
    });
    return { region_name: region.name, active: zones.some((z) => z.active), zones };
  });
}

/** The competition's display name, e.g. 'Metropolitan primary'. */
export function competitionName(metro: Metro, competition: Competition): string {
  return COMPETITION_NAMES[competitionMode(metro, competition)];
}

export const ENTER_ONLINE_PATH = '/enter-online';

/** The entry form's address for one competition (lib/entry/link.ts reads it back). */
export function enterOnlineHref(mode: CompetitionMode): string {
  const { metro, competition } = splitMode(mode);
  return `${ENTER_ONLINE_PATH}?${new URLSearchParams({ metro, competition })}`;
}
