/**
 * Parents' subscriptions to a school's results (docs/mail.md), without an account: an address typed on the
 * school's page is sent a confirmation (double opt-in) and nothing else until its owner confirms from it. The
 * subscription's own private address (a `subscriber` row of private_links, its token made from the link
 * secret, never stored) confirms, changes the choice and unsubscribes. Unsubscribing deletes the address:
 * the subscription's row, its waiting messages, and its address in the messages already sent.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, mailSubscriptions, privateLinks, type SubscriptionCadence } from '@/lib/db/schema';
import { liveLinkOfSubject, liveLinkOfToken } from '@/lib/db/queries/cards-links';
import { isOneMailAddress } from '@/lib/mail/recipient';
import { subscriptionConfirm } from '@/lib/mail/subscriber-messages';
import { leagueToday } from '@/lib/league/today';
import { queueMail } from './mail-outbox';
import type { Tx } from './match-rows';
import { schoolNameBySlug } from '@/lib/db/queries/school-pages';
import {
  SUBSCRIBE_MESSAGES,
  SUBSCRIPTION_PATH,
  SUBSCRIPTIONS_PER_ADDRESS,
  UNCONFIRMED_DAYS,
} from '@/lib/league/subscriptions';

type Row = typeof mailSubscriptions.$inferSelect;
export type Subscription = Row & { schoolName: string };

/** `refused`: which of the form's messages says why (SUBSCRIBE_MESSAGES). */
export type SubscribeOutcome =
  { ok: true } | { ok: false; refused: 'email' | 'too-many' | 'no-school'; message: string };

/**
 * Queues the confirmation of `email`'s subscription to `school` (made if new). An address already subscribed is
 * sent its page's address again: its owner may have lost it. One such message a day, whatever is typed.
 */
export async function subscribe(
  db: Db,
  input: { email: string; school: string },
  secret: Buffer,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase();
  if (!isOneMailAddress(email)) return { ok: false, refused: 'email', message: SUBSCRIBE_MESSAGES.email };
  const schoolName = await schoolNameBySlug(db, input.school);
  if (!schoolName)
    return { ok: false, refused: 'no-school', message: 'There is no such school on this site.' };
  return db.transaction(async (tx) => {
    await forgetUnconfirmed(tx, now);
    const theirs = eq(mailSubscriptions.email, email);
    const ofSchool = (rows: Row[]) => rows.find((row) => row.school === input.school);
    const mine = await tx.select().from(mailSubscriptions).where(theirs);
    let subscription = ofSchool(mine);
    if (!subscription) {
      if (mine.length >= SUBSCRIPTIONS_PER_ADDRESS)
        return { ok: false, refused: 'too-many', message: SUBSCRIBE_MESSAGES.tooMany };
      const year = Number(leagueToday(now).slice(0, 4));
      // The same address sent twice at once: the unique index keeps one, and both read it.
      await tx
        .insert(mailSubscriptions)
        .values({ email, school: input.school, year, createdAt: now })
        .onConflictDoNothing({ target: [mailSubscriptions.email, mailSubscriptions.school] });
      subscription = ofSchool(await tx.select().from(mailSubscriptions).where(theirs))!;
    }
    const subject = String(subscription.id);
    await liveLinkOfSubject(tx, { year: subscription.year, kind: 'subscriber', subject }, secret);
    await queueMail(
      tx,
      [
        {
          ...subscriptionConfirm({ school: schoolName }),
          dedupeKey: `subscriber-confirm:${subscription.id}:${leagueToday(now)}`,
          kind: 'subscriber-confirm',
          recipient: email,
          address: { year: subscription.year, kind: 'subscriber', subject, path: SUBSCRIPTION_PATH },
        },
      ],
      now,
    );
    return { ok: true };
  });
}

/** The subscription a token opens; null for any other token. */
export async function subscriptionOfToken(db: Db, token: string): Promise<Row | null> {
  const link = await liveLinkOfToken(db, token, 'subscriber');
  if (!link) return null;
  const [row] = await db
    .select()
    .from(mailSubscriptions)
    .where(eq(mailSubscriptions.id, Number(link.subject)));
  return row ?? null;
}

/** The subscription a token opens, with its school's name as its page shows it; null for any other token. */
export async function openSubscription(db: Db, token: string): Promise<Subscription | null> {
  const row = await subscriptionOfToken(db, token);
  return row && { ...row, schoolName: (await schoolNameBySlug(db, row.school)) ?? row.school };
}

/** Consent is given now (kept from the first confirmation), with the reader's choice. */
export async function confirmSubscription(
  db: Db,
  id: number,
  cadence: SubscriptionCadence,
  now = new Date(),
): Promise<void> {
  await db
    .update(mailSubscriptions)
    .set({ cadence, consentedAt: sql`coalesce(${mailSubscriptions.consentedAt}, ${now.toISOString()})` })
    .where(eq(mailSubscriptions.id, id));
}

/** Deletes the subscription and the address with it; true when there was one. */
export async function unsubscribe(db: Db, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => (await forget(tx, [id], now)) > 0);
}

async function forget(tx: Tx, ids: readonly number[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const deleted = await tx
    .delete(mailSubscriptions)
    .where(inArray(mailSubscriptions.id, [...ids]))
    .returning({ id: mailSubscriptions.id });
  const subjects = ids.map(String);
  await tx
    .update(privateLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(privateLinks.kind, 'subscriber'),
        inArray(privateLinks.subject, subjects),
        isNull(privateLinks.revokedAt),
      ),
    );
  const theirs = and(
    sql`${mailOutbox.address}->>'kind' = 'subscriber'`,
    inArray(sql`${mailOutbox.address}->>'subject'`, subjects),
  );
  await tx.delete(mailOutbox).where(and(theirs, eq(mailOutbox.state, 'queued')));
  await tx.update(mailOutbox).set({ recipient: '(unsubscribed)' }).where(theirs);
  return deleted.length;
}

async function forgetUnconfirmed(tx: Tx, now: Date) {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000);
  const old = await tx
    .select({ id: mailSubscriptions.id })
    .from(mailSubscriptions)
    .where(and(isNull(mailSubscriptions.consentedAt), lt(mailSubscriptions.createdAt, before)));
  await forget(
    tx,
    old.map((row) => row.id),
    now,
  );
}
