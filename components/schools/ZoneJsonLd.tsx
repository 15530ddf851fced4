import type { Division } from '@/lib/league/bundle';
import type { ZoneInfo } from '@/lib/league/routes';
import type { SchoolAddress } from '@/lib/league/fixture-types';
import { seasonFixtures } from '@/lib/league/school-fixtures';
import { fixturesJsonLd } from '@/lib/league/school-jsonld';
import { absoluteUrl } from '@/components/layout/site';
import { JsonLd } from '@/components/ui/JsonLd';

export type ZoneJsonLdProps = {
  year: number;
  zone: ZoneInfo;
  homeWhiteBoards: readonly number[];
  divisions: Division[];
  /** The season's schools (lib/source/venues.ts), read by the page with its other data. */
  schools: SchoolAddress[];
};

/**
 * A zone page's teams and matches as schema.org data, with the season's schools so each match has its
 * school and venue as the calendars do (nothing when its draws came as HTML).
 */
export function ZoneJsonLd({ year, zone, homeWhiteBoards, divisions, schools }: ZoneJsonLdProps) {
  if (!divisions.length) return null;
  const fixtures = seasonFixtures({
    year,
    homeWhiteBoards,
    regions: [{ code: zone.region.code, name: zone.region.name, metro: zone.metro }],
    zones: [{ code: zone.code, name: zone.name, region: zone.region.code, competition: zone.competition }],
    divisions,
    finals: [],
    roundRobinFinals: null,
    schools,
  });
  return <JsonLd data={fixturesJsonLd(fixtures, absoluteUrl)} />;
}
