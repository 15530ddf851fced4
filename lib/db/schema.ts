/**
 * One schema for PGlite and PostgreSQL. A season is stored whole from its bundle (draws and grids as typed
 * JSON, every page lookup indexed). Entries and error logs refer to seasons by year, not foreign key, so
 * re-importing a season never deletes people's submissions.
 */
import {
  boolean,
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
} from 'drizzle-orm/pg-core';
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
  /** Which MATCH_ROWS_VERSION made the season's match rows; older seasons are brought up to it on opening. */
  matchRowsVersion: integer('match_rows_version').notNull().default(0),
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

/** What the office answers an entry request. */
export const ENTRY_DECISIONS = ['accepted', 'declined'] as const;

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
    /** The school's name as matched: lower case, spaces collapsed. A school sends one application a season and competition. */
    schoolKey: text('school_key').notNull(),
    /** The application's short reference (`K7QM-3XPD`), shown to the coordinator; every change of it keeps it. */
    reference: text('reference').notNull(),
    /** 1 for the application, 2 for its first change, and so on. */
    version: integer('version').notNull().default(1),
    /** For a change: the application's first request. */
    firstId: integer('first_id'),
    /** The secret in the address of this request's confirmation page; none for requests sent before it existed. */
    receipt: text('receipt').unique(),
    /** The office's answer to this version of the application (docs/office.md); null while undecided. */
    decision: text('decision', { enum: ENTRY_DECISIONS }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The Director of Play's address that decided it. */
    decidedBy: integer('decided_by'),
  },
  (t) => [
    index('entry_requests_year').on(t.year),
    index('entry_requests_school').on(t.year, t.mode, t.schoolKey),
    uniqueIndex('entry_requests_version').on(t.reference, t.version),
    // One request per invitation link: a school's second request is refused, not stored twice.
    uniqueIndex('entry_requests_hash').on(t.hash),
    index('entry_requests_outbox').on(t.nextForwardAt),
  ],
);

// The tables of other jobs, one schema for drizzle-kit and the queries alike.
export * from './schema-service';
export * from './schema-cards';
export * from './schema-mail';
export * from './schema-office';
export * from './schema-subscriptions';
export * from './schema-players';
