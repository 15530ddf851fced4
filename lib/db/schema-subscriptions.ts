/**
 * Parents' mail of a school's results (docs/mail.md): only the address, the school, the choice and when consent
 * was given. The subscription's private address (confirm, choose, unsubscribe) is a `subscriber` row of
 * private_links; unsubscribing deletes this row, and with it the address.
 */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_CADENCES, type SubscriptionCadence } from '@/lib/league/subscriptions';

export { SUBSCRIPTION_CADENCES, type SubscriptionCadence };

export const mailSubscriptions = pgTable(
  'mail_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower case, as typed otherwise. */
    email: text('email').notNull(),
    /** The school's slug (`/schools/<slug>`). */
    school: text('school').notNull(),
    cadence: text('cadence', { enum: SUBSCRIPTION_CADENCES }).notNull().default('each'),
    /** Null until the address's owner confirms from the mail (double opt-in); nothing else is sent before. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** The season year of its private address. */
    year: integer('year').notNull(),
    /** A weekly subscriber's results published since the last weekly mail, one line each. */
    pending: jsonb('pending').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_subscriptions_email_school').on(t.email, t.school)],
);
