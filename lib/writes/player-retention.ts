import 'server-only';
/**
 * The deletion of a season's players' names PLAYER_NAMES_KEEP_DAYS after its finals (docs/privacy.md), run by
 * every server's card sweep and done once (each player's deletion is keyed), and what the office is told of it.
 */
import { and, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { finalsGrids, matches, playerEvents, players, resultVersions, seasons } from '@/lib/db/schema';
import { spellingKeys } from '@/lib/league/players/register';
import type { Tx } from './match-rows';
import { wholeNumberSetting } from '@/lib/settings';
import { leagueToday } from '@/lib/league/today';
import { namesDeletedOn, PLAYER_NAMES_KEEP_DAYS, seasonEnd } from '@/lib/league/players/retention';
import { eraseSeasonCardNames } from './player-cards';

export const keepDays = (env: Record<string, string | undefined> = process.env) =>
  wholeNumberSetting('PLAYER_NAMES_KEEP_DAYS', PLAYER_NAMES_KEEP_DAYS, env);

/**
 * A season with players' names in the store: when its play ended, when they go, how many registered players,
 * how many kept, and how many matches' cards name someone (names typed on them included).
 */
export type NamesRetention = {
  year: number;
  end: string;
  deleteOn: string;
  players: number;
  kept: number;
  cards: number;
};

async function lastDay(db: Db, year: number): Promise<string> {
  const [{ last } = { last: null }] = await db
    .select({ last: max(matches.date) })
    .from(matches)
    .where(eq(matches.year, year));
  const grids = await db
    .select({ grid: finalsGrids.grid })
    .from(finalsGrids)
    .innerJoin(seasons, eq(seasons.id, finalsGrids.seasonId))
    .where(eq(seasons.year, year));
  return seasonEnd(year, [last, ...grids.flatMap(({ grid }) => grid.steps.map((s) => s.date))]);
}

/** The day a season's names go, as the register's page says it. */
export async function namesDeletionDay(db: Db, year: number, days = keepDays()): Promise<string> {
  return namesDeletedOn(await lastDay(db, year), days);
}

export async function namesRetention(db: Db, days = keepDays()): Promise<NamesRetention[]> {
  const counts = await db
    .select({
      year: players.year,
      players: sql<number>`count(*)::int`,
      kept: sql<number>`count(${players.keptAt})::int`,
    })
    .from(players)
    .where(isNull(players.removedAt))
    .groupBy(players.year);
  const named = await db
    .select({ year: matches.year, cards: sql<number>`count(distinct ${resultVersions.matchId})::int` })
    .from(resultVersions)
    .innerJoin(matches, eq(matches.id, resultVersions.matchId))
    .where(isNotNull(resultVersions.players))
    .groupBy(matches.year);
  const years = [...new Set([...counts, ...named].map((c) => c.year))].sort((a, b) => a - b);
  return Promise.all(
    years.map(async (year) => {
      const end = await lastDay(db, year);
      const { players: registered = 0, kept = 0 } = counts.find((c) => c.year === year) ?? {};
      const cards = named.find((c) => c.year === year)?.cards ?? 0;
      return { year, end, deleteOn: namesDeletedOn(end, days), players: registered, kept, cards };
    }),
  );
}

/** The kept players of a season, by school: the keys of each one's name and matched spellings. */
async function keptNames(tx: Tx, year: number): Promise<Map<string, Set<string>>> {
  const rows = await tx
    .select({ school: players.school, name: players.name, alsoTyped: players.alsoTyped })
    .from(players)
    .where(and(eq(players.year, year), isNull(players.removedAt), isNotNull(players.keptAt)));
  const kept = new Map<string, Set<string>>();
  for (const row of rows) {
    const keys = kept.get(row.school) ?? new Set<string>();
    for (const key of spellingKeys(row)) keys.add(key);
    kept.set(row.school, keys);
  }
  return kept;
}

/**
 * Deletes the names of every season past its day, but those kept: each as a school's removal does (the name
 * leaves the register and the cards), keyed so that two servers' sweeps delete it once. The zones whose pages
 * showed the names, to be shown afresh.
 */
export async function expirePlayerNames(
  db: Db,
  now = new Date(),
  days = keepDays(),
): Promise<{ year: number; zone: string }[]> {
  const today = leagueToday(now);
  const due = (await namesRetention(db, days)).filter(
    (r) => r.deleteOn <= today && (r.players > r.kept || r.cards > 0),
  );
  const zones = new Set<string>();
  for (const { year } of due) {
    const expiring = await db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.year, year), isNull(players.removedAt), isNull(players.keptAt)));
    for (const player of expiring) {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .update(players)
          .set({
            name: null,
            alsoTyped: [],
            ratingId: null,
            shown: 'none',
            removedAt: now,
            version: sql`${players.version} + 1`,
          })
          .where(and(eq(players.id, player.id), isNull(players.removedAt), isNull(players.keptAt)))
          .returning({ id: players.id });
        if (!gone) return;
        await tx
          .insert(playerEvents)
          .values({
            idempotencyKey: `expired-${player.id}`,
            playerId: player.id,
            kind: 'expired',
            createdAt: now,
          })
          .onConflictDoNothing();
      });
    }
    // Then every name on the season's cards but the kept players': theirs, and names typed for someone not on
    // the list or by a school that keeps no register.
    const changed = await db.transaction(async (tx) =>
      eraseSeasonCardNames(tx, year, await keptNames(tx, year)),
    );
    for (const zone of changed) zones.add(`${year}:${zone}`);
  }
  return [...zones].map((key) => {
    const [year, zone] = key.split(':') as [string, string];
    return { year: Number(year), zone };
  });
}
