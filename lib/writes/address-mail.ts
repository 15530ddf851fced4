/**
 * `npm run league -- links YEAR --send` (docs/mail.md): each school's coordinators get their school's private
 * address, and each zone's scorer theirs, queued in the outbox once per address and recipient; a rotated
 * address is a new address, so it is mailed when the command is run with `--send` again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { seasons, zones } from '@/lib/db/schema';
import { getSchoolContacts } from '@/lib/db/queries/cards-contacts';
import type { PrintedLink } from '@/lib/db/queries/cards-links';
import { schoolSlug } from '@/lib/league/school-slug';
import { schoolAddress, scorerAddress } from '@/lib/mail/messages';
import { queueMail, type QueuedMail } from './mail-outbox';

export type AddressMailOutcome = {
  /** Messages queued now (those queued by an earlier run are not queued again). */
  queued: number;
  /** Schools and zones with no address on record to mail to. */
  without: string[];
};

export async function queueAddressMail(
  db: Db,
  year: number,
  links: readonly PrintedLink[],
  { rotatedSchool }: { rotatedSchool?: string } = {},
  now = new Date(),
): Promise<AddressMailOutcome> {
  const [contacts, zoneRows] = await Promise.all([
    getSchoolContacts(db, year),
    db
      .select({ code: zones.code, name: zones.name, email: zones.scorerEmail })
      .from(zones)
      .innerJoin(seasons, eq(seasons.id, zones.seasonId))
      .where(eq(seasons.year, year)),
  ]);
  const messages: QueuedMail[] = [];
  const without: string[] = [];
  for (const link of links) {
    const address = { year, kind: link.kind, subject: link.subject, path: '', linkId: link.id };
    if (link.kind === 'school') {
      const to = contacts.get(schoolSlug(link.subject)) ?? [];
      if (!to.length) without.push(link.subject);
      const rotated = rotatedSchool !== undefined && schoolSlug(rotatedSchool) === schoolSlug(link.subject);
      const content = schoolAddress({ school: link.subject, year, rotated });
      for (const c of to)
        messages.push({
          ...content,
          dedupeKey: `school-address:${link.id}:${c.email.toLowerCase()}`,
          kind: 'school-address',
          recipient: c.email,
          address,
        });
    } else if (link.kind === 'scorer') {
      const zone = zoneRows.find((z) => z.code === link.subject);
      const email = zone?.email?.trim();
      if (!zone || !email) {
        without.push(`the ${link.subject} scorer`);
        continue;
      }
      messages.push({
        ...scorerAddress({ zone: zone.code, zoneName: zone.name, year }),
        dedupeKey: `scorer-address:${link.id}:${email.toLowerCase()}`,
        kind: 'scorer-address',
        recipient: email,
        address,
      });
    }
  }
  const queued = await db.transaction((tx) => queueMail(tx, messages, now));
  return { queued, without };
}
