/**
 * `/zone-results/{zone_id}`, the spec's zone address, leads to the zone's draw page for a season (see
 * `zoneDrawPath`). The left menu links straight to the page's own season instead.
 */
import { competitionMode } from './constants';
import { zoneDrawPath } from './links';
import { drawnGrades, zoneByCode, type SeasonIndex } from './season-index';

export function zoneResultsPath(index: SeasonIndex, zoneCode: string): string | null {
  const zone = zoneByCode(index, zoneCode);
  if (!zone) return null;
  return zoneDrawPath(
    index.season.year,
    competitionMode(zone.metro, zone.competition),
    zoneCode,
    drawnGrades(index, zoneCode),
  );
}
