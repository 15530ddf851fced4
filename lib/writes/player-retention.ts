import 'server-only';
/**
 * The deletion of a season's players' names PLAYER_NAMES_KEEP_DAYS after its finals (docs/privacy.md), run by
 * every server's card sweep and done once (each player's deletion is keyed), and what the office is told of it.
 */
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { finalsGrids, matches, playerEvents, players, seasons } from '@/lib/db/schema';
import { wholeNumberSetting } from '@/lib/settings';
import { leagueToday } from '@/lib/league/today';
import { namesDeletedOn, PLAYER_NAMES_KEEP_DAYS, seasonEnd } from '@/lib/league/players/retention';
import { eraseFromCards, zonesOfSchool } from './player-cards';

export const keepDays = (env: Record<string, string | undefined> = process.env) =>
  wholeNumberSetting('PLAYER_NAMES_KEEP_DAYS', PLAYER_NAMES_KEEP_DAYS, env);

/** A season with players' names in the store: when its play ended, when they go, how many, how many kept. */
export type NamesRetention = { year: number; end: string; deleteOn: string; players: number; kept: number };

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
    .groupBy(players.year)
    .orderBy(players.year);
  return Promise.all(
    counts.map(async (c) => {
      const end = await lastDay(db, c.year);
      return { ...c, end, deleteOn: namesDeletedOn(end, days) };
    }),
  );
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
  const due = (await namesRetention(db, days)).filter((r) => r.deleteOn <= today && r.players > r.kept);
  const zones = new Set<string>();
  for (const { year } of due) {
    const expiring = await db
      .select({ id: players.id, school: players.school, name: players.name, alsoTyped: players.alsoTyped })
      .from(players)
      .where(and(eq(players.year, year), isNull(players.removedAt), isNull(players.keptAt)));
    for (const player of expiring) {
      const done = await db.transaction(async (tx) => {
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
        if (!gone) return false;
        await tx
          .insert(playerEvents)
          .values({
            idempotencyKey: `expired-${player.id}`,
            playerId: player.id,
            kind: 'expired',
            createdAt: now,
          })
          .onConflictDoNothing();
        if (player.name) await eraseFromCards(tx, year, player.school, [player.name, ...player.alsoTyped]);
        return true;
      });
      if (done)
        for (const zone of await zonesOfSchool(db, { id: 0, year, kind: 'school', subject: player.school }))
          zones.add(`${year}:${zone}`);
    }
  }
  return [...zones].map((key) => {
    const [year, zone] = key.split(':') as [string, string];
    return { year: Number(year), zone };
  });
}
