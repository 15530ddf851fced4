/**
 * The office's answer to an entry request (docs/office.md): accepted or declined, on the version of the
 * application the official saw. A school's change sent since is a refusal that says so; the same answer sent
 * twice (a double tap, a resent form) is answered as the first.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { entryRequests, officeActions } from '@/lib/db/schema';

export type EntryDecision = 'accepted' | 'declined';
/** What the official saw: the request (one version of an application) and its answer then. */
export type DecisionInput = { requestId: number; decision: EntryDecision; seen: EntryDecision | 'undecided' };
export type DecisionOutcome =
  { ok: true; repeated: boolean; school: string } | { ok: false; stale: boolean; message: string };

const sydney = (at: Date) =>
  at.toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

export async function decideEntry(
  db: Db,
  linkId: number,
  year: number,
  input: DecisionInput,
  now = new Date(),
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(entryRequests)
      .where(and(eq(entryRequests.id, input.requestId), eq(entryRequests.year, year)))
      .for('update');
    if (!row)
      return { ok: false as const, stale: false, message: 'There is no such entry request this season.' };
    const [latest] = await tx
      .select({ id: entryRequests.id, version: entryRequests.version, createdAt: entryRequests.createdAt })
      .from(entryRequests)
      .where(eq(entryRequests.reference, row.reference))
      .orderBy(desc(entryRequests.version), desc(entryRequests.id))
      .limit(1);
    if (latest && latest.id !== row.id)
      return {
        ok: false as const,
        stale: true,
        message: `This application changed since you opened it: ${row.schoolName} sent version ${latest.version}, ${sydney(latest.createdAt)}. Nothing was changed; read it again.`,
      };
    const current = row.decision ?? 'undecided';
    if (current === input.decision) return { ok: true as const, repeated: true, school: row.schoolName };
    if (current !== input.seen)
      return {
        ok: false as const,
        stale: true,
        message: `This request was ${current} since you opened it (${sydney(row.decidedAt ?? now)}). Nothing was changed.`,
      };
    await tx
      .update(entryRequests)
      .set({ decision: input.decision, decidedAt: now, decidedBy: linkId })
      .where(eq(entryRequests.id, row.id));
    await tx.insert(officeActions).values({
      linkId,
      action: input.decision === 'accepted' ? 'accept-entry' : 'decline-entry',
      subject: `${row.schoolName} (${row.reference} v${row.version}, ${row.mode})`,
      seen: `request ${row.id} ${input.seen}`,
      createdAt: now,
    });
    return { ok: true as const, repeated: false, school: row.schoolName };
  });
}
