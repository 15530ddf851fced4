/**
 * The office's store (docs/office.md): passkeys, their one-use challenges, the sessions a passkey opens and the
 * record of every office action. A session's id is 32 random bytes given to the browser once, in its cookie;
 * only its SHA-256 is kept, so a leaked database opens no office.
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { officeActions, officeChallenges, officePasskeys, officeSessions } from '@/lib/db/schema';

/** A challenge answers within five minutes. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** A session lasts an hour: the office's powers are larger than a school's. */
export const SESSION_MS = 60 * 60 * 1000;

export type ChallengeKind = 'register' | 'sign-in';
export type OfficePasskey = typeof officePasskeys.$inferSelect;
export type OfficeSession = { id: number; linkId: number; passkeyId: string; expiresAt: Date };

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export async function getPasskeys(db: Db): Promise<OfficePasskey[]> {
  return db.select().from(officePasskeys).orderBy(asc(officePasskeys.createdAt), asc(officePasskeys.id));
}

export async function countPasskeys(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(officePasskeys);
  return row?.n ?? 0;
}

/** Keeps a challenge handed to the browser; expired ones go at the same time. */
export async function saveChallenge(
  db: Db,
  challenge: string,
  kind: ChallengeKind,
  linkId: number,
  now = new Date(),
): Promise<void> {
  await db.delete(officeChallenges).where(lt(officeChallenges.expiresAt, now));
  await db
    .insert(officeChallenges)
    .values({ challenge, kind, linkId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
}

/** Uses a challenge up: true once for a live challenge of this kind and address, false ever after. */
export async function takeChallenge(
  db: Db,
  challenge: string,
  kind: ChallengeKind,
  linkId: number,
  now = new Date(),
): Promise<boolean> {
  const taken = await db
    .delete(officeChallenges)
    .where(
      and(
        eq(officeChallenges.challenge, challenge),
        eq(officeChallenges.kind, kind),
        eq(officeChallenges.linkId, linkId),
        gt(officeChallenges.expiresAt, now),
      ),
    )
    .returning({ id: officeChallenges.id });
  return taken.length === 1;
}

export type NewPasskey = { id: string; publicKey: Uint8Array; counter: number; transports: string[] };

/**
 * Keeps a verified passkey. The first passkey is registered by whoever holds the address; every later one only
 * from a signed-in office (`signedIn`), so an address alone can never add a passkey once one exists.
 */
export async function savePasskey(
  db: Db,
  linkId: number,
  passkey: NewPasskey,
  signedIn: boolean,
  now = new Date(),
): Promise<{ ok: true; label: string } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    // One registration at a time: two first visits at once must not both become "the first passkey".
    await tx.execute(sql`select pg_advisory_xact_lock(73310001)`);
    const existing = await tx.select({ id: officePasskeys.id }).from(officePasskeys);
    if (existing.length && !signedIn)
      return { ok: false as const, message: 'The office already has a passkey: sign in with it first.' };
    if (existing.some((p) => p.id === passkey.id))
      return { ok: false as const, message: 'This passkey is already registered.' };
    const label = `Passkey ${existing.length + 1}, added ${now.toISOString().slice(0, 10)}`;
    await tx.insert(officePasskeys).values({
      id: passkey.id,
      publicKey: Buffer.from(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
      label,
      linkId,
      createdAt: now,
    });
    await tx.insert(officeActions).values({ linkId, action: 'add-passkey', subject: label, createdAt: now });
    return { ok: true as const, label };
  });
}

/** After a verified sign-in: the passkey's new counter and use. */
export async function savePasskeyUse(db: Db, id: string, counter: number, now = new Date()): Promise<void> {
  await db.update(officePasskeys).set({ counter, lastUsedAt: now }).where(eq(officePasskeys.id, id));
}

/** Revokes a passkey, never the last one (losing all of them is the command line's `office reset`). */
export async function revokePasskey(
  db: Db,
  linkId: number,
  id: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(73310001)`);
    const all = await tx.select({ id: officePasskeys.id, label: officePasskeys.label }).from(officePasskeys);
    const passkey = all.find((p) => p.id === id);
    if (!passkey) return { ok: false as const, message: 'That passkey was already revoked.' };
    if (all.length === 1)
      return {
        ok: false as const,
        message: 'This is the office’s only passkey: add another before revoking it.',
      };
    await tx.delete(officeSessions).where(eq(officeSessions.passkeyId, id));
    await tx.delete(officePasskeys).where(eq(officePasskeys.id, id));
    await tx
      .insert(officeActions)
      .values({ linkId, action: 'revoke-passkey', subject: passkey.label, createdAt: now });
    return { ok: true as const };
  });
}

/** Opens a session for a verified passkey: the id for the cookie (kept only hashed) and when it ends. */
export async function createSession(
  db: Db,
  linkId: number,
  passkeyId: string,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.delete(officeSessions).where(lt(officeSessions.expiresAt, now));
  await db
    .insert(officeSessions)
    .values({ idHash: sha256(id), linkId, passkeyId, createdAt: now, expiresAt });
  return { id, expiresAt };
}

/** The live session of a cookie's id for this address; null when unknown, expired or another address's. */
export async function getSession(
  db: Db,
  sessionId: string | undefined,
  linkId: number,
  now = new Date(),
): Promise<OfficeSession | null> {
  if (!sessionId || !/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return null;
  const [row] = await db
    .select()
    .from(officeSessions)
    .where(and(eq(officeSessions.idHash, sha256(sessionId)), gt(officeSessions.expiresAt, now)));
  if (!row || row.linkId !== linkId) return null;
  return { id: row.id, linkId: row.linkId, passkeyId: row.passkeyId, expiresAt: row.expiresAt };
}

export async function endSession(db: Db, sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.delete(officeSessions).where(eq(officeSessions.idHash, sha256(sessionId)));
}

/** `npm run league -- office reset`: every passkey, challenge and session goes; the next visit registers again. */
export async function resetOffice(db: Db): Promise<{ passkeys: number; sessions: number }> {
  return db.transaction(async (tx) => {
    const sessions = await tx.delete(officeSessions).returning({ id: officeSessions.id });
    await tx.delete(officeChallenges);
    const passkeys = await tx.delete(officePasskeys).returning({ id: officePasskeys.id });
    return { passkeys: passkeys.length, sessions: sessions.length };
  });
}

/** Records an office action: what, on what, by which address, the version it saw. */
export async function recordOfficeAction(
  db: Db,
  action: { linkId: number; action: string; subject: string; seen?: string | null },
  now = new Date(),
): Promise<void> {
  await db.insert(officeActions).values({ ...action, seen: action.seen ?? null, createdAt: now });
}
