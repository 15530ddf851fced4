/** Which zone a school's teams play in: where it played last season, unless the settings place it. */
import type { Division, ZoneRecord } from '../bundle';
import type { Competition } from '../constants';
import { schoolSlug } from '../school-slug';
import { teamSchoolSlug } from '../school-match';

export type Placement = { zone: ZoneRecord; by: 'settings' | 'last season' } | { zone: null; why: string };

const key = (competition: Competition, slug: string) => `${competition}:${slug}`;

/** Each school's zone last season, by competition; a school seen in two zones keeps the one with more of its teams. */
export function lastSeasonZones(
  divisions: readonly Division[],
  zones: readonly ZoneRecord[],
): Map<string, string> {
  const competitionOf = new Map(zones.map((z) => [z.code, z.competition]));
  const counts = new Map<string, Map<string, number>>();
  for (const division of divisions) {
    const competition = competitionOf.get(division.zone);
    if (!competition || division.grade === 'country') continue;
    for (const team of division.teams) {
      const slug = teamSchoolSlug(team);
      if (!slug) continue;
      const byZone = counts.get(key(competition, slug)) ?? new Map<string, number>();
      byZone.set(division.zone, (byZone.get(division.zone) ?? 0) + 1);
      counts.set(key(competition, slug), byZone);
    }
  }
  return new Map([...counts].map(([k, byZone]) => [k, [...byZone].sort((a, b) => b[1] - a[1])[0]![0]]));
}

export function placeSchool(
  school: string,
  competition: Competition,
  lastZones: ReadonlyMap<string, string>,
  placements: Readonly<Record<string, string>>,
  zones: readonly ZoneRecord[],
): Placement {
  const slug = schoolSlug(school);
  const placed = Object.entries(placements).find(([name]) => schoolSlug(name) === slug)?.[1];
  const zoneCalled = (code: string) =>
    zones.find((z) => z.code === code && z.competition === competition) ?? null;
  if (placed) {
    const zone = zoneCalled(placed);
    return zone
      ? { zone, by: 'settings' }
      : {
          zone: null,
          why: `the settings place it in ${placed}, which is not a ${competition} zone this season`,
        };
  }
  const last = lastZones.get(key(competition, slug));
  if (!last) return { zone: null, why: 'new to the league: no team of it played last season' };
  const zone = zoneCalled(last);
  return zone
    ? { zone, by: 'last season' }
    : { zone: null, why: `it played in ${last} last season, which is not a zone this season` };
}
