/**
 * Whose private addresses a season has, read apart from cards-links.ts so that the mail queued by the clock
 * (lib/writes) can ask without importing the link secret.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { privateLinks } from '../schema';

/** The Director of Play's address's subject. */
export const DIRECTOR_SUBJECT = '-';

type LinkKind = (typeof privateLinks.$inferSelect)['kind'];

/** A live address's key in `liveAddressKeys`: `scorer:PA`, `director:-`, `school:<name>`. */
export const addressKey = (kind: LinkKind, subject: string) => `${kind}:${subject}`;

/**
 * The keys of the season's live addresses. Mail queued by the clock (a digest, `Result needed`) goes only to
 * their holders: its links would lead nowhere before the season's addresses are made.
 */
export async function liveAddressKeys(db: Pick<Db, 'select'>, year: number): Promise<Set<string>> {
  const rows = await db
    .select({ kind: privateLinks.kind, subject: privateLinks.subject })
    .from(privateLinks)
    .where(
      and(
        eq(privateLinks.year, year),
        // Not the paper cards' own addresses (one per match): no clock's mail goes to them.
        inArray(privateLinks.kind, ['school', 'scorer', 'director']),
        isNull(privateLinks.revokedAt),
      ),
    );
  return new Set(rows.map((r) => addressKey(r.kind, r.subject)));
}
