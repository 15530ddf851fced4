/**
 * What the scorer's desk reads beyond the zone's cards, contacts and eligibility (cards-read.ts,
 * cards-contacts.ts, cards-eligibility.ts): who sent each event of a trail, an address's kind and subject,
 * never its token (which is not stored anyway).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { privateLinks } from '../schema';
import type { LinkLabel } from '@/lib/league/cards/audit';

export async function linkLabels(db: Db, ids: readonly (number | null)[]): Promise<Map<number, LinkLabel>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: privateLinks.id, kind: privateLinks.kind, subject: privateLinks.subject })
    .from(privateLinks)
    .where(inArray(privateLinks.id, wanted));
  return new Map(rows.map((r) => [r.id, { kind: r.kind, subject: r.subject }]));
}
