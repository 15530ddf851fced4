/** The sample season (test/fixtures.ts, 2030) in a test store with its private addresses, as the writes' tests start. */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/types';
import { seasonLinks, type PrintedLink } from '@/lib/db/queries/cards-links';
import { importSeason } from '@/lib/writes/season-import';
import { sampleBundle } from './fixtures';

/** The link secret of the tests' stores (at least 32 characters, as LINK_SECRET must be). */
export const TEST_LINK_SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');

/** Empties `tables`, imports the sample season and makes its addresses: each school's, scorer's and the director's. */
export async function sampleSeasonWithLinks(db: Db, tables: readonly PgTable[] = []): Promise<PrintedLink[]> {
  for (const table of tables) await db.delete(table);
  await importSeason(db, sampleBundle());
  const made = await seasonLinks(db, 2030, TEST_LINK_SECRET);
  if (!made.ok) throw new Error(made.errors.join());
  return made.links;
}
