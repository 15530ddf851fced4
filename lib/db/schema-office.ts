/**
 * The league's office (docs/office.md): the Director of Play's passkeys, the challenges they answer, the
 * sessions a passkey opens (only a hash of each session's id is kept), every office action with who did it, and
 * the draw maker's drafts, placements and settings.
 * Written only through lib/writes (test/writers.test.ts).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Division } from '@/lib/league/bundle';
import { bytea } from './schema-cards';

/** A registered passkey: its credential id (base64url), public key (COSE) and signature counter. */
export const officePasskeys = pgTable('office_passkeys', {
  id: text('id').primaryKey(),
  publicKey: bytea('public_key').notNull(),
  counter: integer('counter').notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  label: text('label').notNull(),
  /** The Director of Play's address that registered it. */
  linkId: integer('link_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export const OFFICE_CHALLENGE_KINDS = ['register', 'sign-in'] as const;

/** A challenge handed to the browser, answered once before it expires. */
export const officeChallenges = pgTable(
  'office_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull().unique(),
    kind: text('kind', { enum: OFFICE_CHALLENGE_KINDS }).notNull(),
    linkId: integer('link_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('office_challenges_expiry').on(t.expiresAt)],
);

/** A signed-in office: the SHA-256 of the cookie's random id, never the id itself. */
export const officeSessions = pgTable(
  'office_sessions',
  {
    id: serial('id').primaryKey(),
    idHash: text('id_hash').notNull().unique(),
    linkId: integer('link_id').notNull(),
    passkeyId: text('passkey_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('office_sessions_expiry').on(t.expiresAt)],
);

/** Every office action: what, on what, by which address, when, and the version the official saw. */
export const officeActions = pgTable('office_actions', {
  id: serial('id').primaryKey(),
  linkId: integer('link_id').notNull(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  seen: text('seen'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A zone's draw as the office proposed and adjusted it, until published; `revision` is what an official saw. */
export const drawDrafts = pgTable(
  'draw_drafts',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    zone: text('zone').notNull(),
    divisions: jsonb('divisions').$type<Division[]>().notNull(),
    revision: integer('revision').notNull(),
    linkId: integer('link_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('draw_drafts_zone').on(t.year, t.zone)],
);

/** The zone the office placed a school in for a competition: a school new to the league, or moving. */
export const drawPlacements = pgTable(
  'draw_placements',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    competition: text('competition').notNull(),
    school: text('school').notNull(),
    zone: text('zone').notNull(),
    linkId: integer('link_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('draw_placements_school').on(t.year, t.competition, t.school)],
);

/** The office's draw settings for a season: the command line's settings file without its placements. */
export const drawSettings = pgTable('draw_settings', {
  year: integer('year').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  revision: integer('revision').notNull(),
  linkId: integer('link_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
