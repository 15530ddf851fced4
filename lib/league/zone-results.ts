/**
 * `/zone-results/{zone_id}` (the left menu's zone links) leads to the zone's draw page for a season:
 * the first grade with divisions in that zone, or the zone's first grade when it has none yet.
 */
import { competitionFromCode, competitionMode, gradesFor, metroFromCode } from './constants';
import { divisionsPath } from './codes';
import type { YearIndex } from './contract';

export function zoneResultsPath(index: Pick<YearIndex, 'zones_by_code' | 'divisions_by_zone_code'>, year: number, zoneCode: string): string | null {
  const zone = Object.hasOwn(index.zones_by_code, zoneCode) ? index.zones_by_code[zoneCode] : undefined;
  if (!zone) return null;
  const metro = metroFromCode(zone.metro_code);
  const competition = competitionFromCode(zone.competition_code);
  if (!metro || !competition) return null;
  const grades = gradesFor(competitionMode(metro, competition));
  const drawn = index.divisions_by_zone_code[String(year)]?.[zoneCode] ?? {};
  const grade = grades.find((g) => (drawn[g]?.length ?? 0) > 0) ?? grades[0]!;
  return divisionsPath(year, grade, zoneCode);
}
