import 'server-only';
/**
 * A season's schools with their addresses, so a zone page's matches have the venue the calendars give
 * (lib/league/venue.ts). Kept under the schools list's tag, which an import drops when the schools change.
 * Draws come as HTML from the league's API, so a site reading it has no venues to give.
 */
import { getDb } from '@/lib/db/server';
import { getSchoolAddresses } from '@/lib/db/queries/school-addresses';
import { schoolTags } from '@/lib/cache/school-tags';
import type { SchoolAddress } from '@/lib/league/fixture-types';
import { cachedRead } from './cached';
import { relaysToLeague } from '@/lib/deployment';

export function getSeasonSchools(year: number): Promise<SchoolAddress[]> {
  if (relaysToLeague()) return Promise.resolve([]);
  return cachedRead(
    ['school-addresses', year],
    [schoolTags.list],
    async () => getSchoolAddresses(await getDb(), year),
    [],
  );
}
