/**
 * `npm run league -- links YEAR --send` (docs/mail.md): each school's coordinators get their school's private
 * address, and each zone's scorer theirs, queued in the outbox once per address and recipient; a rotated
 * address is a new address, so it is mailed when the command is run with `--send` again.
 */
import type { Db } from '@/lib/db/types';
import { getAddressHolders } from '@/lib/db/queries/address-holders';
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
  const holders = await getAddressHolders(db, year);
  const messages: QueuedMail[] = [];
  const without: string[] = [];
  for (const link of links) {
    if (link.kind !== 'school' && link.kind !== 'scorer') continue;
    const address = { year, kind: link.kind, subject: link.subject, path: '', linkId: link.id };
    const to = holders.recipients(link);
    if (!to.length) without.push(link.kind === 'school' ? link.subject : `the ${link.subject} scorer`);
    const zone = holders.zone(link.subject);
    const rotated = rotatedSchool !== undefined && schoolSlug(rotatedSchool) === schoolSlug(link.subject);
    const content =
      link.kind === 'school'
        ? schoolAddress({ school: link.subject, year, rotated })
        : scorerAddress({ zone: link.subject, zoneName: zone?.name ?? link.subject, year });
    for (const email of to)
      messages.push({
        ...content,
        dedupeKey: `${link.kind}-address:${link.id}:${email.toLowerCase()}`,
        kind: `${link.kind}-address`,
        recipient: email,
        address,
      });
  }
  const queued = await db.transaction((tx) => queueMail(tx, messages, now));
  return { queued, without };
}
