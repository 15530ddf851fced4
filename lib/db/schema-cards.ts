/** Match cards' tables (docs/match-cards.md): private addresses, card photos and every card event, never deleted. */
import {
  customType,
  date,
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
import type { GameResult, MatchResult } from '@/lib/league/bundle';
import { COMPETITIONS, GRADE_CODES } from '@/lib/league/constants';
import {
  CARD_EVENT_KINDS,
  CARD_SIDES,
  SCHOOL_CARD_ACTIONS,
  type CardPlayers,
} from '@/lib/league/cards/state';
import { LINK_KINDS } from '@/lib/league/cards/matches';

/**
 * `match`: a paper card's own address, which sends that one match's card until it is published; `subscriber`:
 * a parent's subscription to a school's results (subject: the subscription's id).
 */
export const PRIVATE_LINK_KINDS = [...LINK_KINDS, 'match', 'subscriber'] as const;

/**
 * Private addresses (docs/match-cards.md): one per season and school, zone scorer or Director of Play, and one
 * per printed paper card (kind `match`, subject the match's key). Only
 * the token's hash is stored; the token is derived from the link secret (outside the database) and `salt`, so
 * the command line can print it again. Rotation revokes a row and adds one with a new salt; nothing is deleted.
 */
export const privateLinks = pgTable(
  'private_links',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: PRIVATE_LINK_KINDS }).notNull(),
    /** The school's name, the zone's code, `-` for the Director of Play, or the match's key (`PA2~r7~1v8`). */
    subject: text('subject').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When its page was first opened (the office's address list says whether a holder has it). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  // One live address per subject: two processes making the season's links at once cannot both add one.
  (t) => [
    uniqueIndex('private_links_live')
      .on(t.year, t.kind, t.subject)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Bytes (a photo, a key), as node's Buffer whichever driver reads them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
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
 * Every match of every season, one row each with a stable id (docs/architecture.md, "The write path"): made by
 * an import or the draw maker and kept while a re-import leaves the pairing and its two teams as they are. A
 * match the draw no longer has (removed, or other teams under its numbers) is marked withdrawn, never deleted,
 * so its versions keep their match. The zone, date and schools are the draw's, kept here so that a write reads
 * one row instead of the season.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    division: text('division').notNull(),
    round: integer('round').notNull(),
    /** Draw numbers. */
    home: integer('home').notNull(),
    away: integer('away').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    zone: text('zone').notNull(),
    grade: text('grade', { enum: GRADE_CODES }).notNull(),
    competition: text('competition', { enum: COMPETITIONS }).notNull(),
    date: date('date', { mode: 'string' }),
    /** The schools the teams belong to (lib/league/school-match.ts), by name; null when not known. */
    homeSchool: text('home_school'),
    awaySchool: text('away_school'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('matches_live')
      .on(t.year, t.division, t.round, t.home, t.away)
      .where(sql`${t.withdrawnAt} is null`),
    index('matches_division').on(t.year, t.division),
    index('matches_home_school').on(t.year, t.homeSchool),
    index('matches_away_school').on(t.year, t.awaySchool),
  ],
);

/**
 * Every version of every match's result, never updated or deleted: each school's card event, each official's
 * action, each workbook cell and each result the league's import posted. The state of a match, and its
 * published result, is a fold over its rows (lib/league/cards/state.ts).
 */
export const resultVersions = pgTable(
  'result_versions',
  {
    id: serial('id').primaryKey(),
    /** A retried or doubled submission finds its earlier row. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    kind: text('kind', { enum: CARD_EVENT_KINDS }).notNull(),
    side: text('side', { enum: CARD_SIDES }).notNull(),
    /** The private address that wrote it; null for the site (automatic confirmation) and the command line. */
    linkId: integer('link_id'),
    boards: jsonb('boards').$type<GameResult[]>(),
    result: jsonb('result').$type<MatchResult>(),
    players: jsonb('players').$type<CardPlayers>(),
    /** The school's comment, or the official's reason. */
    comment: text('comment'),
    photoId: integer('photo_id'),
    /** The version this one acts on: the report confirmed, the version an official published. */
    refEventId: integer('ref_event_id'),
    /** When the school sent it (a relaying site's send time for a card relayed late). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the league received a card a relaying site sent (later than `created_at` after an outage); else null. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [index('result_versions_match').on(t.matchId), index('result_versions_kind').on(t.kind)],
);

/**
 * A site reading the league's API (LEAGUE_API_URL) keeps the card actions its schools send here until the
 * league has them (lib/cards/relay.ts): an outbox like entry_requests', delivered by the same worker. The
 * school's address is kept only as its hash (the league stores the same hash; the token is never stored),
 * the photo as the cleaned JPEG. Nothing is deleted: a delivered row keeps when it went, a refused one why.
 */
export const cardOutbox = pgTable(
  'card_outbox',
  {
    id: serial('id').primaryKey(),
    /** The form's key, sent to the league too: a double tap or a retry is one row here and one event there. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    linkHash: text('link_hash').notNull(),
    year: integer('year').notNull(),
    /** `PA2~r7~1v8` */
    matchKey: text('match_key').notNull(),
    kind: text('kind', { enum: SCHOOL_CARD_ACTIONS }).notNull(),
    boards: jsonb('boards').$type<string[]>(),
    players: jsonb('players').$type<CardPlayers>(),
    comment: text('comment'),
    /** The version a confirm or dispute answers (the league's event id), as the page showed it. */
    version: integer('version'),
    photo: bytea('photo'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** Waiting while set without `forwarded_at`. */
    nextForwardAt: timestamp('next_forward_at', { withTimezone: true }),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    forwardError: text('forward_error'),
    /** The league's refusal (the card broke a rule there): shown beside the match, never sent again. */
    refusal: text('refusal'),
  },
  (t) => [index('card_outbox_due').on(t.nextForwardAt), index('card_outbox_link').on(t.linkHash, t.year)],
);
