/**
 * Who holds each address and whether it was mailed (the office's address list, docs/office.md): a school's
 * coordinators on record, a zone's scorer by name and address, and what became of the address's messages.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, type MailState } from '../schema';
import { getAddressHolders } from './address-holders';

export type AddressMail = {
  /** Where the address is mailed: the school's coordinators, or the zone's scorer. */
  holders: string[];
  /** The zone scorer's name, from the season's file. */
  scorerName: string | null;
  /** The address's own messages (of the live address: a rotated one's are not counted). */
  sent: number;
  waiting: number;
  failed: number;
  lastSentAt: Date | null;
};

type Live = { id: number; kind: 'school' | 'scorer'; subject: string };

export async function getAddressMail(
  db: Db,
  year: number,
  live: readonly Live[],
): Promise<Map<number, AddressMail>> {
  const [holders, messages] = await Promise.all([
    getAddressHolders(db, year),
    live.length
      ? db
          .select({
            linkId: sql<number>`(${mailOutbox.address}->>'linkId')::int`,
            state: mailOutbox.state,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(
            and(
              inArray(mailOutbox.kind, ['school-address', 'scorer-address']),
              inArray(
                sql`(${mailOutbox.address}->>'linkId')::int`,
                live.map((l) => l.id),
              ),
            ),
          )
      : Promise.resolve([] as { linkId: number; state: MailState; sentAt: Date | null }[]),
  ]);
  const found = new Map<number, AddressMail>(
    live.map((link) => [
      link.id,
      {
        holders: holders.recipients(link),
        scorerName: link.kind === 'scorer' ? (holders.zone(link.subject)?.scorerName ?? null) : null,
        sent: 0,
        waiting: 0,
        failed: 0,
        lastSentAt: null,
      },
    ]),
  );
  for (const m of messages) {
    const mail = found.get(Number(m.linkId))!;
    if (m.state === 'failed') mail.failed += 1;
    else if (m.state !== 'sent') mail.waiting += 1;
    else {
      mail.sent += 1;
      if (m.sentAt && (!mail.lastSentAt || m.sentAt > mail.lastSentAt)) mail.lastSentAt = m.sentAt;
    }
  }
  return found;
}
