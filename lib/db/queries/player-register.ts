/**
 * The season's live registers as cards meet them: for each school of the matches given (by slug), every name and
 * spelling matched to a player (by its key), and that player's registered name and public choice. Private and
 * public readers alike take names from here; a public one prints them only through
 * lib/league/players/public-name.ts.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { players } from '../schema';
import { nameKey } from '@/lib/league/eligibility';
import { spellingKeys } from '@/lib/league/players/register';
import type { GatedPlayer } from '@/lib/league/players/public-name';
import type { CardMatch } from '@/lib/league/cards/matches';

type Registered = GatedPlayer & { name: string };
export type RegisterSpellings = Map<string, Map<string, Registered>>;

export async function registerSpellings(
  db: Db,
  year: number,
  matches: readonly CardMatch[],
): Promise<RegisterSpellings> {
  const out: RegisterSpellings = new Map();
  const slugs = new Set(
    matches
      .flatMap((m) => [m.homeTeam.school?.slug, m.awayTeam.school?.slug])
      .filter((slug): slug is string => !!slug),
  );
  if (!slugs.size) return out;
  const rows = await db
    .select({
      school: players.school,
      name: players.name,
      alsoTyped: players.alsoTyped,
      shown: players.shown,
    })
    .from(players)
    .where(and(eq(players.year, year), inArray(players.school, [...slugs]), isNull(players.removedAt)));
  for (const row of rows) {
    if (!row.name) continue;
    const register = out.get(row.school) ?? new Map<string, Registered>();
    for (const key of spellingKeys(row)) register.set(key, { name: row.name, shown: row.shown });
    out.set(row.school, register);
  }
  return out;
}

/** The registered player a card's name on a school's side stands for; null for a name on no register. */
export const registeredPlayer = (
  registers: RegisterSpellings,
  slug: string | undefined,
  name: string | null | undefined,
): Registered | null => (slug && name && registers.get(slug)?.get(nameKey(name))) || null;
