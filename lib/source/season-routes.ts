/** The season pages' reads by their address: a published season, its zone and finals routes, the filters' choices; anything else is the 404 page. */
import 'server-only';
import { notFound } from 'next/navigation';
import { leagueReads } from '@/lib/source/cached';
import { parseFinalsRoute, parseYear, parseZoneRoute, type FinalsSegments } from '@/lib/league/routes';
import { filterYearData, type FilterData, type FilterYearData } from '@/lib/league/finals-filters';
import type { SeasonIndex } from '@/lib/league/season-index';

const { getSeasonIndex } = leagueReads;

/** A published season's index for a year segment, or the 404 page. */
export async function requireSeason(yearSegment: string): Promise<{ year: number; index: SeasonIndex }> {
  const year = parseYear(yearSegment);
  if (year === null) notFound();
  const index = await getSeasonIndex(year);
  if (!index || !index.season.published) notFound();
  return { year, index };
}

export async function requireZoneRoute(params: { year: string; gradeCode: string; zoneCode: string }) {
  const { year, index } = await requireSeason(params.year);
  const route = parseZoneRoute(index, year, params.gradeCode, params.zoneCode);
  if (!route) notFound();
  return { index, route };
}

export async function requireFinalsRoute(params: { year: string } & FinalsSegments) {
  const { year, index } = await requireSeason(params.year);
  const route = parseFinalsRoute(index, year, params);
  if (!route) notFound();
  return { index, route };
}

/** The filters' view: every published year, with the regions and zones of the page's own season only. */
export async function getFilterData(index: SeasonIndex): Promise<FilterData> {
  const { seasons } = await leagueReads.getSiteStatus();
  const years = seasons
    .filter((s) => s.published)
    .map((s) => s.year)
    .sort((a, b) => b - a);
  return { years, byYear: { [index.season.year]: filterYearData(index) } };
}

/** A published season's filter choices, for the filters' fetch when the year changes; null for any other year. */
export async function getFilterYearData(year: number): Promise<FilterYearData | null> {
  const index = await getSeasonIndex(year);
  return index && index.season.published ? filterYearData(index) : null;
}
