/** The street addresses of a season's schools, for the venues of its matches (zone pages' structured data). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { schools, seasons } from '../schema';
import type { SchoolAddress } from '@/lib/league/fixture-types';

export async function getSchoolAddresses(db: Db, year: number): Promise<SchoolAddress[]> {
  return db
    .select({
      name: schools.name,
      address: schools.address,
      suburb: schools.suburb,
      state: schools.state,
      postcode: schools.postcode,
    })
    .from(schools)
    .innerJoin(seasons, eq(schools.seasonId, seasons.id))
    .where(eq(seasons.year, year))
    .orderBy(asc(schools.position));
}
