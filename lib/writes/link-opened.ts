/** A private address's first opening, kept so the office can say whether its holder has it (docs/office.md). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { privateLinks } from '@/lib/db/schema';

/** Notes the first time the address's page is opened; later openings write nothing. */
export async function markLinkOpened(db: Db, linkId: number, at = new Date()): Promise<void> {
  await db
    .update(privateLinks)
    .set({ openedAt: at })
    .where(and(eq(privateLinks.id, linkId), isNull(privateLinks.openedAt)));
}
