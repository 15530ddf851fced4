/** Zone definitions and records of both demo seasons. */
import type { Competition, Metro } from '../../lib/league/constants';
import type { ZoneRecord } from '../../lib/league/bundle';
import { CSS_REGIONS, MSS_REGION_LETTER, REGIONS, REGION_BY_FACT_NAME } from './plans/regions';
import { PRIMARY_ZONE_SPECS } from './plans';
import type { Facts, FactZone } from './facts';
import { must, slug } from './util';

export type ZoneDef = { code: string; name: string; region: string; competition: Competition };

function region(code: string) {
  return must(
    REGIONS.find((r) => r.code === code),
    `region ${code}`,
  );
}

export const regionName = (code: string): string => region(code).name;
export const regionMetro = (code: string): Metro => region(code).metro;

/** Primary zones checked against structure.json: a real code must be used, and a region must agree. */
export function primaryZones(facts: Facts): ZoneDef[] {
  return PRIMARY_ZONE_SPECS.map((spec) => {
    let fact: FactZone | undefined;
    if (spec.kind === 'code') fact = facts.zones.find((z) => z.code === spec.code);
    if (spec.kind === 'named') fact = facts.zones.find((z) => z.zone === spec.name);
    if (spec.kind !== 'place' && !fact) throw new Error(`zone ${spec.code} is not in structure.json`);
    if (spec.kind === 'named' && fact?.code)
      throw new Error(`zone ${spec.name} has a real code ${fact.code}; use it`);
    const name = fact ? fact.zone : facts.real(must(spec.name, `name of ${spec.code}`));
    const factRegion = fact?.region ? must(REGION_BY_FACT_NAME[fact.region], `region ${fact.region}`) : null;
    if (factRegion && spec.region && factRegion !== spec.region)
      throw new Error(`zone ${spec.code}: region differs from the facts`);
    const regionCode = factRegion ?? must(spec.region, `region of zone ${spec.code}`);
    return { code: spec.code, name, region: regionCode, competition: 'primary' };
  });
}

function secondaryZones(): ZoneDef[] {
  const mss = Object.entries(MSS_REGION_LETTER).map(([regionCode, letter]) => ({
    code: letter,
    name: regionName(regionCode),
    region: regionCode,
  }));
  const css = CSS_REGIONS.map((code) => ({ code, name: regionName(code), region: code }));
  return [...mss, ...css].map((zone) => ({ ...zone, competition: 'secondary' }));
}

/** Scorers are role addresses on a reserved domain, never real people. */
function zoneRecord(zone: ZoneDef): ZoneRecord {
  let role = { name: 'zone', email: '' };
  if (zone.competition === 'secondary')
    role =
      regionMetro(zone.region) === 'metropolitan'
        ? { name: 'secondary', email: 'mss-' }
        : { name: 'country secondary', email: 'css-' };
  const scorer = {
    name: `${zone.name} ${role.name} scorer`,
    email: `scorer.${role.email}${slug(zone.name)}@example.org`,
  };
  return { code: zone.code, name: zone.name, region: zone.region, competition: zone.competition, scorer };
}

export function zoneRecords(primary: ZoneDef[]): ZoneRecord[] {
  return [...primary, ...secondaryZones()].map(zoneRecord);
}
