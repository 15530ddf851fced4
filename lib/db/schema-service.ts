/** The site's own bookkeeping beside the league's data: spent proofs, the front-end error log, calendar versions, rate limits. */
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
