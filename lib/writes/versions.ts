/** Result versions are written here only: once by idempotency key (a repeat returns the first), never updated. */
import { eq } from 'drizzle-orm';
import { matches, resultVersions } from '@/lib/db/schema';
import { versionByKey, versionOf, type StoredCardEvent } from '@/lib/db/queries/result-versions';
import type { CardEvent } from '@/lib/league/cards/state';
import type { Tx } from './match-rows';

export type NewVersion = Omit<
  typeof resultVersions.$inferInsert,
  | 'id'
  | 'createdAt'
  | 'receivedAt'
  | 'result'
  | 'boards'
  | 'players'
  | 'comment'
  | 'photoId'
  | 'refEventId'
  | 'linkId'
> &
  Partial<
    Pick<CardEvent, 'result' | 'boards' | 'players' | 'comment' | 'photoId' | 'refEventId' | 'linkId'>
  > & {
    createdAt: Date;
    receivedAt?: Date | null;
  };

/** Rows a statement inserts at most: well inside PostgreSQL's 65,535 parameters at a dozen columns a row. */
const ROWS_PER_INSERT = 500;

/**
 * An import's versions, many rows a statement: a season's results are thousands of rows, and one statement
 * each (with the read-back a card's write needs) made an import of a large season take half a minute. Each is
 * still stored once by its key.
 */
export async function insertVersions(db: Tx, versions: readonly NewVersion[]): Promise<void> {
  for (let i = 0; i < versions.length; i += ROWS_PER_INSERT)
    await db
      .insert(resultVersions)
      .values(versions.slice(i, i + ROWS_PER_INSERT))
      .onConflictDoNothing();
}

/** Stores a version once: a second write with the same key stores nothing and returns the first. */
export async function insertVersion(
  db: Tx,
  version: NewVersion,
): Promise<{ event: StoredCardEvent; repeated: boolean }> {
  const [row] = await db.insert(resultVersions).values(version).onConflictDoNothing().returning();
  if (!row) {
    const first = await versionByKey(db, version.idempotencyKey);
    if (!first) throw new Error('A result version was neither stored nor found by its key.');
    return { event: first, repeated: true };
  }
  const [match] = await db.select().from(matches).where(eq(matches.id, row.matchId));
  return { event: versionOf({ v: row, m: match! }), repeated: false };
}
