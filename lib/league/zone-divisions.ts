/** The division codes of the teams listed, by the zone each plays in: zone data is kept, and dropped, per zone. */
export function divisionsByZone(
  teams: readonly { zone: { code: string }; division: { code: string } }[],
): [zone: string, divisions: string[]][] {
  const byZone = new Map<string, string[]>();
  for (const { zone, division } of teams)
    byZone.set(zone.code, [...(byZone.get(zone.code) ?? []), division.code]);
  return [...byZone];
}
