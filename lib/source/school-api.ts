import 'server-only';
/**
 * School pages from the league's API. Its divisions are HTML tables, so a school page shows the
 * school's teams that the season's tables list (lib/league/html-teams.ts) and its titles; matches,
 * results and places stay on the division pages (docs/schools.md).
 */
import type { AllData, ContractSeason } from '@/lib/league/contract';
import {
  COUNTRY_SECONDARY_GRADE,
  competitionFromCode,
  competitionMode,
  metroFromCode,
  type GradeCode,
} from '@/lib/league/constants';
import { teamsInTable } from '@/lib/league/html-teams';
import { schoolDirectory, teamSchoolSlug, type SchoolRef } from '@/lib/league/school-match';
import { schoolSlug } from '@/lib/league/school-slug';
import { allTitles, schoolTitles } from '@/lib/league/school-titles';
import type { ListedSchoolTeam, SchoolReads } from './school-types';
import { activeYear } from './types';

type Reads = { getAllData(year: number): Promise<AllData | null>; getSeasons(): Promise<ContractSeason[]> };

/** Every team the season's division tables list, with its school's slug. */
function listedTeams(data: AllData, year: number): (ListedSchoolTeam & { slug: string })[] {
  const teams: (ListedSchoolTeam & { slug: string })[] = [];
  for (const [zoneCode, grades] of Object.entries(data.divisions_by_zone_code[year] ?? {})) {
    const zone = data.zones_by_code[zoneCode];
    const metro = zone ? metroFromCode(zone.metro_code) : null;
    const competition = zone ? competitionFromCode(zone.competition_code) : null;
    for (const [grade, divisions] of Object.entries(grades)) {
      const mode =
        grade === COUNTRY_SECONDARY_GRADE
          ? 'country_secondary'
          : metro && competition
            ? competitionMode(metro, competition)
            : null;
      for (const division of divisions) {
        for (const team of teamsInTable(division.table)) {
          const slug = teamSchoolSlug(team);
          if (!slug) continue;
          teams.push({
            slug,
            name: team.name,
            drawNo: team.no,
            mode,
            grade: grade as GradeCode,
            zone: { code: zoneCode, name: zone?.name ?? zoneCode },
            division: { code: division.code, name: division.name, no: division.division_no },
          });
        }
      }
    }
  }
  return teams;
}

async function shownSeason(reads: Reads, year: number | null) {
  const list = (await reads.getSeasons()).filter((s) => s.publish === '1');
  const active = activeYear(list);
  const shown = year ?? active ?? list.at(-1)?.year ?? null;
  if (shown === null || !list.some((s) => s.year === shown)) return null;
  const data = await reads.getAllData(shown);
  return data && { year: shown, active, data };
}

export function apiSchoolReads(reads: Reads): SchoolReads {
  return {
    async getSchoolPage(slug, year) {
      const season = await shownSeason(reads, year);
      if (!season) return null;
      const teams = listedTeams(season.data, season.year).filter((t) => t.slug === slug);
      const titles = schoolTitles(slug, allTitles(season.data.history));
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
    async getSchoolList() {
      const season = await shownSeason(reads, null);
      if (!season) return [];
      const found = new Map<string, string>();
      for (const team of listedTeams(season.data, season.year)) {
        if (!found.has(team.slug)) found.set(team.slug, schoolDirectory([]).match({ name: team.name })!.name);
      }
      for (const title of allTitles(season.data.history)) {
        const slug = schoolSlug(title.winner);
        if (slug && !found.has(slug)) found.set(slug, title.winner);
      }
      return [...found]
        .map(([slug, name]): SchoolRef => ({ slug, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
