/**
 * The players' register (docs/privacy.md): one row per child a school's coordinator adds for a season, and
 * every change to it. A removed player's row keeps its id, so that its games stay in results as a board of its
 * team, but loses its name; the events never hold a name.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { NAME_SHOWN, SCHOOL_YEARS } from '@/lib/league/players/register';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    /** The school's slug (`/schools/<slug>`), from its private address's subject. */
    school: text('school').notNull(),
    /** Null once the player is removed: the right to delete. */
    name: text('name'),
    /** Other spellings of the name typed on the school's cards, matched to this player by the coordinator. */
    alsoTyped: text('also_typed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    schoolYear: text('school_year', { enum: SCHOOL_YEARS }).notNull(),
    /** The rating federation's ID, typed in by the coordinator (its lists may not be imported). */
    ratingId: text('rating_id'),
    shown: text('shown', { enum: NAME_SHOWN }).notNull().default('none'),
    /** Who last set `shown` (a private address) and when. */
    shownBy: integer('shown_by'),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts the row's changes: a change names the version it saw, and a stale one is refused. */
    version: integer('version').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the coordinator keeps the name for the next season: the season's deletion passes it by. */
    keptAt: timestamp('kept_at', { withTimezone: true }),
    /** When the name left the store: removed by the school, or deleted PLAYER_NAMES_KEEP_DAYS after the finals. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('players_school').on(t.year, t.school),
    // One live player per name in a school's register: a second form with the same child adds nothing.
    uniqueIndex('players_live_name')
      .on(t.year, t.school, sql`lower(${t.name})`)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** `matched`: a spelling typed on a card counted as the player's. `expired`: the name deleted PLAYER_NAMES_KEEP_DAYS after the season's finals (no address: the site did it). */
export const PLAYER_EVENT_KINDS = [
  'added',
  'shown',
  'matched',
  'removed',
  'kept',
  'unkept',
  'expired',
] as const;

/** Every change to the register: when, by which address, and what; never a name. */
export const playerEvents = pgTable(
  'player_events',
  {
    id: serial('id').primaryKey(),
    /** A retried or doubled form finds its earlier change. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: PLAYER_EVENT_KINDS }).notNull(),
    shown: text('shown', { enum: NAME_SHOWN }),
    linkId: integer('link_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_events_player').on(t.playerId)],
);
