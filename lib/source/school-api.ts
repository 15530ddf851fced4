import 'server-only';
/**
 * School pages from the league's API. Its divisions are HTML tables, so a school page shows the
 * school's teams that the season's tables list (lib/league-api/html-teams.ts) and its titles; matches,
 * results and places stay on the division pages (docs/schools.md).
 */
import { COUNTRY_SECONDARY_GRADE, competitionMode, type GradeCode } from '@/lib/league/constants';
import { teamsInTable } from '@/lib/league-api/html-teams';
import { schoolDirectory, teamSchoolSlug, type SchoolRef } from '@/lib/league/school-match';
import { schoolSlug } from '@/lib/league/school-slug';
import { allTitles, schoolTitles } from '@/lib/league/school-titles';
import {
  shownSchoolSeason,
  zoneGrades,
  type SeasonIndex,
  type SeasonSummary,
} from '@/lib/league/season-index';
import type { ListedSchoolTeam, SchoolReads } from './school-types';

type DivisionTable = { code: string; name: string; no: number; html: string };
type Reads = {
  getSeasons(): Promise<SeasonSummary[]>;
  getSeasonIndex(year: number): Promise<SeasonIndex | null>;
  /** The HTML tables of a zone's divisions in one grade. */
  getDivisionTables(year: number, grade: GradeCode, zoneCode: string): Promise<DivisionTable[]>;
};

/** Every team the season's division tables list, with its school's slug. */
async function listedTeams(
  reads: Reads,
  index: SeasonIndex,
): Promise<(ListedSchoolTeam & { slug: string })[]> {
  const year = index.season.year;
  const teams: (ListedSchoolTeam & { slug: string })[] = [];
  for (const zone of index.zones) {
    for (const grade of zoneGrades(index, zone.code)) {
      const mode =
        grade === COUNTRY_SECONDARY_GRADE
          ? 'country_secondary'
          : competitionMode(zone.metro, zone.competition);
      for (const division of await reads.getDivisionTables(year, grade, zone.code)) {
        for (const team of teamsInTable(division.html)) {
          const slug = teamSchoolSlug(team);
          if (!slug) continue;
          teams.push({
            slug,
            name: team.name,
            drawNo: team.no,
            mode,
            grade,
            zone: { code: zone.code, name: zone.name },
            division: { code: division.code, name: division.name, no: division.no },
          });
        }
      }
    }
  }
  return teams;
}

async function shownSeason(reads: Reads, year: number | null) {
  const season = shownSchoolSeason(await reads.getSeasons(), year);
  if (!season) return null;
  const index = await reads.getSeasonIndex(season.shown);
  return index && { year: season.shown, active: season.active, index };
}

/** The schools a season's tables list or its history names, by slug: those with a page in that season. */
async function schoolsOfSeason(reads: Reads, year: number | null): Promise<Map<string, string>> {
  const season = await shownSeason(reads, year);
  const found = new Map<string, string>();
  if (!season) return found;
  for (const team of await listedTeams(reads, season.index)) {
    if (!found.has(team.slug)) found.set(team.slug, schoolDirectory([]).match({ name: team.name })!.name);
  }
  for (const title of allTitles(season.index.winners)) {
    const slug = schoolSlug(title.winner);
    if (slug && !found.has(slug)) found.set(slug, title.winner);
  }
  return found;
}

export function apiSchoolReads(reads: Reads): SchoolReads {
  return {
    async getSchoolPage(slug, year) {
      const season = await shownSeason(reads, year);
      if (!season) return null;
      const teams = (await listedTeams(reads, season.index)).filter((t) => t.slug === slug);
      const titles = schoolTitles(slug, allTitles(season.index.winners));
      const first = teams[0];
      const name = first ? schoolDirectory([]).match({ name: first.name })!.name : titles[0]?.winner;
      if (!name) return null;
      return {
        kind: 'listed',
        page: {
          slug,
          name,
          year: season.year,
          active: season.year === season.active,
          teams: teams.map(({ slug: _slug, ...team }) => team),
          titles,
        },
      };
    },
    async getSchoolSlugs(year) {
      return [...(await schoolsOfSeason(reads, year)).keys()].sort();
    },
    async getSchoolList() {
      return [...(await schoolsOfSeason(reads, null))]
        .map(([slug, name]): SchoolRef => ({ slug, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
