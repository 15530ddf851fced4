/**
 * `/zone-results/{zone_id}`, the spec's zone address, leads to the zone's draw page for a season (see
 * `zoneDrawPath`). The left menu links straight to the page's own season instead.
 */
import { competitionFromCode, competitionMode, metroFromCode } from './constants';
import type { YearIndex } from './contract';
import { zoneDrawPath } from './links';

export function zoneResultsPath(index: Pick<YearIndex, 'zones_by_code' | 'divisions_by_zone_code'>, year: number, zoneCode: string): string | null {
  const zone = Object.hasOwn(index.zones_by_code, zoneCode) ? index.zones_by_code[zoneCode] : undefined;
  if (!zone) return null;
  const metro = metroFromCode(zone.metro_code);
  const competition = competitionFromCode(zone.competition_code);
  if (!metro || !competition) return null;
  const drawn = index.divisions_by_zone_code[String(year)]?.[zoneCode] ?? {};
  const drawnGrades = new Set(Object.keys(drawn).filter((grade) => (drawn[grade]?.length ?? 0) > 0));
  return zoneDrawPath(year, competitionMode(metro, competition), zoneCode, drawnGrades);
}
