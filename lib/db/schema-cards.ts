/** Match cards' tables (docs/match-cards.md): private addresses, card photos and every card event, never deleted. */
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { GameResult } from '@/lib/league/bundle';
import { CARD_EVENT_KINDS, CARD_SIDES, type CardPlayers } from '@/lib/league/cards/state';
import { LINK_KINDS } from '@/lib/league/cards/matches';

/**
 * Private addresses (docs/match-cards.md): one per season and school, zone scorer or Director of Play. Only
 * the token's hash is stored; the token is derived from the link secret (outside the database) and `salt`, so
 * the command line can print it again. Rotation revokes a row and adds one with a new salt; nothing is deleted.
 */
export const privateLinks = pgTable(
  'private_links',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: LINK_KINDS }).notNull(),
    /** The school's name, the zone's code, or `-` for the Director of Play. */
    subject: text('subject').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // One live address per subject: two processes making the season's links at once cannot both add one.
  (t) => [
    uniqueIndex('private_links_live')
      .on(t.year, t.kind, t.subject)
      .where(sql`${t.revokedAt} is null`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Photos of signed paper cards, re-encoded without metadata; in the database so every server has them. */
export const cardPhotos = pgTable('card_photos', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every version of every match card and every official's action, never updated or deleted: the state of a
 * match is a fold over its rows (lib/league/cards/state.ts). A match is named by its draw numbers; the
 * teams' names are kept as they were, so a card whose match an import re-paired or removed can be flagged.
 */
export const cardEvents = pgTable(
  'card_events',
  {
    id: serial('id').primaryKey(),
    /** A retried or doubled submission finds its earlier row. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    year: integer('year').notNull(),
    division: text('division').notNull(),
    round: integer('round').notNull(),
    home: integer('home').notNull(),
    away: integer('away').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    kind: text('kind', { enum: CARD_EVENT_KINDS }).notNull(),
    side: text('side', { enum: CARD_SIDES }).notNull(),
    linkId: integer('link_id'),
    boards: jsonb('boards').$type<GameResult[]>(),
    players: jsonb('players').$type<CardPlayers>(),
    comment: text('comment'),
    photoId: integer('photo_id'),
    refEventId: integer('ref_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_events_match').on(t.year, t.division, t.round, t.home, t.away),
    index('card_events_kind').on(t.year, t.kind),
  ],
);
