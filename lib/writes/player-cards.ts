import 'server-only';
/**
 * Where players' names meet the cards (docs/privacy.md): the registers a card's boards choose from, the zones
 * whose pages show a school's players, and the erasing of a deleted name from every card that carried it.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { matches, players, resultVersions } from '@/lib/db/schema';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import { nameKey } from '@/lib/league/eligibility';
import { schoolSlug } from '@/lib/league/school-slug';
import type { Tx } from './match-rows';

type CardName = { slug: string | null; name: string };

/**
 * Blanks each name on the season's card versions that `erase` picks (the one change a card's version ever
 * takes), and a version's names altogether once none is left. The zones whose cards changed.
 */
async function eraseCardNames(tx: Tx, year: number, erase: (n: CardName) => boolean): Promise<string[]> {
  const rows = await tx
    .select({
      id: resultVersions.id,
      players: resultVersions.players,
      home: matches.homeSchool,
      away: matches.awaySchool,
      zone: matches.zone,
    })
    .from(resultVersions)
    .innerJoin(matches, eq(matches.id, resultVersions.matchId))
    .where(and(eq(matches.year, year), isNotNull(resultVersions.players)));
  const zones = new Set<string>();
  for (const { id, players: named, home, away, zone } of rows) {
    if (!named) continue;
    const blank = (side: 'home' | 'away', school: string | null) => {
      const slug = school === null ? null : schoolSlug(school);
      return named[side].map((name) => (name !== null && erase({ slug, name }) ? null : name));
    };
    const erased = { home: blank('home', home), away: blank('away', away) };
    if (JSON.stringify(erased) === JSON.stringify(named)) continue;
    const left = [...erased.home, ...erased.away].some((n) => n !== null);
    await tx
      .update(resultVersions)
      .set({ players: left ? erased : null })
      .where(eq(resultVersions.id, id));
    zones.add(zone);
  }
  return [...zones];
}

/**
 * Blanks a removed player's names on the school's side of the season's cards, by their keys (`spellingKeys`:
 * theirs, and spellings matched to them).
 */
export async function eraseFromCards(
  tx: Tx,
  year: number,
  slug: string,
  keys: ReadonlySet<string>,
): Promise<void> {
  await eraseCardNames(tx, year, (n) => n.slug === slug && keys.has(nameKey(n.name)));
}

/**
 * The season's names expire: every name on its cards goes but those of players their schools keep for the next
 * season (by school, the keys of each name and spelling). The zones whose cards changed.
 */
export const eraseSeasonCardNames = (tx: Tx, year: number, kept: ReadonlyMap<string, ReadonlySet<string>>) =>
  eraseCardNames(tx, year, (n) => !(n.slug !== null && kept.get(n.slug)?.has(nameKey(n.name))));

/** The live players' names of each school given (by name, as a match names it): a card's boards choose from them. */
export async function registerNames(
  db: Db,
  year: number,
  names: readonly string[],
): Promise<Map<string, string[]>> {
  const schools = names.map(schoolSlug);
  const bySlug = new Map<string, string[]>(schools.map((s) => [s, []]));
  if (schools.length) {
    const rows = await db
      .select({ school: players.school, name: players.name })
      .from(players)
      .where(and(eq(players.year, year), inArray(players.school, schools), isNull(players.removedAt)))
      .orderBy(asc(sql`lower(${players.name})`));
    for (const row of rows) if (row.name) bySlug.get(row.school)?.push(row.name);
  }
  return new Map(names.map((name) => [name, bySlug.get(schoolSlug(name)) ?? []]));
}

/** The zones the school's teams play in this season: their pages, and its opponents', show its players' names. */
export async function zonesOfSchool(db: Db, link: PrivateLink): Promise<string[]> {
  const slug = schoolSlug(link.subject);
  const rows = await db
    .selectDistinct({ zone: matches.zone, home: matches.homeSchool, away: matches.awaySchool })
    .from(matches)
    .where(and(eq(matches.year, link.year), isNull(matches.withdrawnAt)));
  const ours = (school: string | null) => school !== null && schoolSlug(school) === slug;
  return [...new Set(rows.filter((r) => ours(r.home) || ours(r.away)).map((r) => r.zone))];
}
