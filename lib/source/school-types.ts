/**
 * What school pages read (docs/schools.md), whichever source answers. From the store, a school's
 * seasons with matches, results and places; from the league's API, whose divisions are HTML tables,
 * the school's teams that the season's tables list, and its titles.
 */
import type { CompetitionMode, GradeCode } from '@/lib/league/constants';
import type { SchoolRef } from '@/lib/league/school-match';
import type { SchoolPage } from '@/lib/league/school-page';
import type { SchoolTitle } from '@/lib/league/school-titles';

export type ListedSchoolTeam = {
  name: string;
  drawNo: number | null;
  mode: CompetitionMode | null;
  grade: GradeCode;
  zone: { code: string; name: string };
  division: { code: string; name: string; no: number };
};

/** A school page from the league's API: its teams in one season as the tables list them. */
export type ListedSchoolPage = {
  slug: string;
  name: string;
  year: number;
  active: boolean;
  teams: ListedSchoolTeam[];
  titles: SchoolTitle[];
};

export type SchoolPageView =
  { kind: 'structured'; page: SchoolPage } | { kind: 'listed'; page: ListedSchoolPage };

export interface SchoolReads {
  /** A school's page for `year` (the active season when null), with coming matches from `today`; null when unknown. */
  getSchoolPage(slug: string, year: number | null, today: string): Promise<SchoolPageView | null>;
  /** Every school with a page in the season `year` (the active one when null), by slug: a made-up slug is answered from this. */
  getSchoolSlugs(year: number | null): Promise<string[]>;
  /** Every school a published season or the history names: the sitemap's school pages. */
  getSchoolList(): Promise<SchoolRef[]>;
}
