/**
 * The season's live registers as cards meet them: for each school (by slug), every name and spelling matched to
 * a player (by its key), and that player's registered name and public choice. Private and public readers alike
 * take names from here; a public one prints them only through lib/league/players/public-name.ts.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { players } from '../schema';
import { nameKey } from '@/lib/league/eligibility';
import type { GatedPlayer } from '@/lib/league/players/public-name';

export type RegisterSpellings = Map<string, Map<string, GatedPlayer & { name: string }>>;

export async function registerSpellings(
  db: Db,
  year: number,
  slugs: readonly string[],
): Promise<RegisterSpellings> {
  const out: RegisterSpellings = new Map();
  if (!slugs.length) return out;
  const rows = await db
    .select({
      school: players.school,
      name: players.name,
      alsoTyped: players.alsoTyped,
      shown: players.shown,
    })
    .from(players)
    .where(and(eq(players.year, year), inArray(players.school, [...slugs]), isNull(players.removedAt)));
  for (const { school, name, alsoTyped, shown } of rows) {
    if (!name) continue;
    const register = out.get(school) ?? new Map();
    for (const spelling of [name, ...alsoTyped]) register.set(nameKey(spelling), { name, shown });
    out.set(school, register);
  }
  return out;
}
