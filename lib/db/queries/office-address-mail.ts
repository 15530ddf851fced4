/**
 * Who holds each address and whether it was mailed (the office's address list, docs/office.md): a school's
 * coordinators on record, a zone's scorer by name and address, and what became of the address's messages.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { mailOutbox, seasons, zones, type MailState } from '../schema';
import { getSchoolContacts } from './cards-contacts';
import { schoolSlug } from '@/lib/league/school-slug';

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
  const [contacts, zoneRows, messages] = await Promise.all([
    getSchoolContacts(db, year),
    db
      .select({ code: zones.code, name: zones.scorerName, email: zones.scorerEmail })
      .from(zones)
      .innerJoin(seasons, eq(seasons.id, zones.seasonId))
      .where(eq(seasons.year, year)),
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
  const found = new Map<number, AddressMail>();
  for (const link of live) {
    const zone = link.kind === 'scorer' ? zoneRows.find((z) => z.code === link.subject) : undefined;
    const holders =
      link.kind === 'school'
        ? (contacts.get(schoolSlug(link.subject)) ?? []).map((c) => c.email)
        : zone?.email?.trim()
          ? [zone.email.trim()]
          : [];
    const own = messages.filter((m) => Number(m.linkId) === link.id);
    const sentTimes = own.flatMap((m) => (m.state === 'sent' && m.sentAt ? [m.sentAt.getTime()] : []));
    found.set(link.id, {
      holders,
      scorerName: zone?.name?.trim() || null,
      sent: own.filter((m) => m.state === 'sent').length,
      waiting: own.filter((m) => m.state === 'queued' || m.state === 'sending').length,
      failed: own.filter((m) => m.state === 'failed').length,
      lastSentAt: sentTimes.length ? new Date(Math.max(...sentTimes)) : null,
    });
  }
  return found;
}
