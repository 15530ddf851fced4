/**
 * One schema for PGlite and PostgreSQL. A season is stored whole from its bundle (draws and grids as typed
 * JSON, every page lookup indexed). Entries and error logs refer to seasons by year, not foreign key, so
 * re-importing a season never deletes people's submissions.
 */
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SchoolSeasonSummary } from '@/lib/league/school-page';
import type { ChangeItem, Notice } from '@/lib/league/bundle-news';
import { COMPETITIONS, COMPETITION_MODES, FINALS_STAGES, GRADE_CODES, METROS } from '@/lib/league/constants';
import type {
  CoordinatorRecord,
  Division,
  FinalsGrid,
  RoundRobinFinals,
  SeasonHistory,
} from '@/lib/league/bundle';
import type { GameResult } from '@/lib/league/bundle';
import type { CardPlayers } from '@/lib/league/cards/state';

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull().unique(),
  active: boolean('active').notNull(),
  published: boolean('published').notNull(),
  demo: boolean('demo').notNull(),
  infoBlockHidden: boolean('info_block_hidden').notNull(),
  homeWhiteBoards: jsonb('home_white_boards').$type<[2, 4] | [1, 3]>().notNull(),
  history: jsonb('history').$type<SeasonHistory>().notNull(),
  notes: jsonb('notes').$type<string[]>(),
  notices: jsonb('notices').$type<Notice[]>(),
  /** Which SCHOOL_LINES_VERSION wrote the season's school lines; older ones are rewritten on opening. */
  schoolLinesVersion: integer('school_lines_version').notNull().default(0),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What each import changed, by year (outlives a replaced season); one record per import time. */
export const seasonChanges = pgTable(
  'season_changes',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    items: jsonb('items').$type<ChangeItem[]>().notNull(),
  },
  (t) => [uniqueIndex('season_changes_year_at').on(t.year, t.at)],
);

const seasonId = () =>
  integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' });

export const seasonEntries = pgTable(
  'season_entries',
  {
    seasonId: seasonId(),
    mode: text('mode', { enum: COMPETITION_MODES }).notNull(),
    cutoffDate: date('cutoff_date', { mode: 'string' }),
    commenceDate: date('commence_date', { mode: 'string' }),
    invitationActive: boolean('invitation_active').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [uniqueIndex('season_entries_season_mode').on(t.seasonId, t.mode)],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    seasonId: seasonId(),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    metro: text('metro', { enum: METROS }).notNull(),
  },
  (t) => [uniqueIndex('regions_season_code').on(t.seasonId, t.code)],
);

export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    seasonId: seasonId(),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    regionCode: text('region_code').notNull(),
    competition: text('competition', { enum: COMPETITIONS }).notNull(),
    scorerName: text('scorer_name'),
    scorerEmail: text('scorer_email'),
  },
  (t) => [uniqueIndex('zones_season_code').on(t.seasonId, t.code)],
);

export type DivisionDraw = Pick<Division, 'teams' | 'rounds' | 'winner' | 'runner_up' | 'notes' | 'source'>;

export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    seasonId: seasonId(),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    no: integer('no').notNull(),
    zoneCode: text('zone_code').notNull(),
    grade: text('grade', { enum: GRADE_CODES }).notNull(),
    draw: jsonb('draw').$type<DivisionDraw>().notNull(),
    /** A hash of the division as imported, so the next import reads back only the divisions that differ. */
    fingerprint: text('fingerprint'),
  },
  (t) => [
    uniqueIndex('divisions_season_code').on(t.seasonId, t.code),
    index('divisions_season_zone_grade').on(t.seasonId, t.zoneCode, t.grade),
  ],
);

export type FinalsGridBody = Pick<FinalsGrid, 'entrants' | 'steps' | 'notes' | 'source'>;

export const finalsGrids = pgTable(
  'finals_grids',
  {
    id: serial('id').primaryKey(),
    seasonId: seasonId(),
    position: integer('position').notNull(),
    competition: text('competition', { enum: COMPETITIONS }).notNull(),
    grade: text('grade', { enum: GRADE_CODES }).notNull(),
    stage: text('stage', { enum: FINALS_STAGES }).notNull(),
    value: text('value').notNull(),
    division: text('division'),
    grid: jsonb('grid').$type<FinalsGridBody>().notNull(),
    /** A hash of the grid as imported (see divisions.fingerprint). */
    fingerprint: text('fingerprint'),
  },
  (t) => [index('finals_grids_lookup').on(t.seasonId, t.competition, t.grade, t.stage, t.value)],
);

export const roundRobinFinals = pgTable('round_robin_finals', {
  seasonId: seasonId().primaryKey(),
  draw: jsonb('draw').$type<RoundRobinFinals>().notNull(),
});

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    seasonId: seasonId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    postalAddress: text('postal_address'),
    postalSuburb: text('postal_suburb'),
    postalState: text('postal_state'),
    postalPostcode: text('postal_postcode'),
    phone: text('phone').notNull(),
    fax: text('fax'),
    locationOfChessRoom: text('location_of_chess_room'),
    metro: text('metro', { enum: METROS }).notNull(),
    competition: text('competition', { enum: COMPETITIONS }).notNull(),
  },
  (t) => [index('schools_season_name').on(t.seasonId, t.name)],
);

/** Each school's line in each season (lib/league/school-lines.ts): a school page reads its own rows. */
export const schoolLines = pgTable(
  'school_lines',
  {
    seasonId: seasonId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    listed: boolean('listed').notNull(),
    address: text('address'),
    summary: jsonb('summary').$type<SchoolSeasonSummary>(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.slug] }), index('school_lines_slug').on(t.slug)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mode: text('mode', { enum: COMPETITION_MODES }).notNull(),
    hash: text('hash').notNull().unique(),
    submitted: boolean('submitted').notNull(),
    coordinators: jsonb('coordinators').$type<CoordinatorRecord[]>().notNull(),
  },
  (t) => [index('invitations_school').on(t.schoolId)],
);

export const entryRequests = pgTable(
  'entry_requests',
  {
    id: serial('id').primaryKey(),
    /** One per form instance: a retried or doubled submission finds its earlier row. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    year: integer('year').notNull(),
    mode: text('mode', { enum: COMPETITION_MODES }).notNull(),
    hash: text('hash'),
    schoolName: text('school_name').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    totalTeams: integer('total_teams').notNull(),
    feeCents: integer('fee_cents').notNull(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the site runs on the league's API: when the league accepted the forwarded request. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** Outbox: waiting while `next_forward_at` is set without `forwarded_at`; null if entries stay local. */
    nextForwardAt: timestamp('next_forward_at', { withTimezone: true }),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    forwardError: text('forward_error'),
  },
  (t) => [
    index('entry_requests_year').on(t.year),
    // One request per invitation link: a school's second request is refused, not stored twice.
    uniqueIndex('entry_requests_hash').on(t.hash),
    index('entry_requests_outbox').on(t.nextForwardAt),
  ],
);

/** Spent ALTCHA solutions, so each is used once; kept until the challenge expires. */
export const usedProofs = pgTable(
  'used_proofs',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_proofs_expires').on(t.expiresAt)],
);

/** Front-end errors, one row per distinct error (lib/db/queries/frontend-errors.ts keeps it bounded). */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    error: text('error').notNull(),
    uri: text('uri').notNull(),
    /** A hash of site, error and uri: a repeat adds to `count` instead of a row. */
    fingerprint: text('fingerprint').notNull(),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('error_logs_fingerprint').on(t.fingerprint),
    index('error_logs_last_seen').on(t.lastSeenAt),
  ],
);

/**
 * Each match's calendar version: SEQUENCE rises with the import time whenever its date, pairing or result
 * changes, so feeds tell subscribers only then. Keyed by UID (which holds the year) and kept across season
 * replacement so the next import can compare.
 */
export const matchVersions = pgTable('match_versions', {
  uid: text('uid').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  sequence: integer('sequence').notNull().default(0),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counts shared by every server on one PostgreSQL (lib/api/rate-limit.ts). The columns are the ones
 * rate-limiter-flexible's RateLimiterPostgres reads and writes; it is told the table exists, so migrations stay here.
 * `expire` is in ms since the epoch; the library deletes rows an hour past it.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

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
    /** `school`, `scorer` or `director`. */
    kind: text('kind').notNull(),
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
    kind: text('kind').notNull(),
    side: text('side').notNull(),
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
