/**
 * The office's addresses (docs/office.md). `Rotate`: the same rotation as `npm run league -- links --rotate` (the
 * old address stops working at once, the school's printed cards with it), on the address the official saw: one
 * rotated since (by the command line or another office tab) is a refusal, not a second rotation; the new address
 * is mailed to its holder. `Send addresses`: what `links --send` does, each address mailed once however often.
 */
import type { Db } from '@/lib/db/types';
import { linkSecret } from '@/lib/db/link-secret';
import { seasonLinks } from '@/lib/db/queries/cards-links';
import { getOfficeAddresses } from '@/lib/db/queries/office';
import { recordOfficeAction } from './office';
import { queueAddressMail, type AddressMailOutcome } from './address-mail';

export type RotateInput = { kind: 'school' | 'scorer'; subject: string; seenRotations: number };
export type RotateOutcome =
  ({ ok: true } & AddressMailOutcome) | { ok: false; stale: boolean; message: string };

export async function rotateAddress(
  db: Db,
  linkId: number,
  year: number,
  secret: Buffer = linkSecret(),
  input: RotateInput,
  now = new Date(),
): Promise<RotateOutcome> {
  const address = (await getOfficeAddresses(db, year)).find(
    (a) => a.kind === input.kind && a.subject === input.subject,
  );
  if (!address) return { ok: false, stale: false, message: 'There is no such address this season.' };
  if (address.rotations !== input.seenRotations)
    return {
      ok: false,
      stale: true,
      message: `This address was rotated since you opened the page. Nothing was changed.`,
    };
  const outcome = await seasonLinks(
    db,
    year,
    secret,
    input.kind === 'school' ? { rotateSchool: input.subject } : { rotateZone: input.subject },
  );
  if (!outcome.ok) return { ok: false, stale: false, message: outcome.errors.join(' ') };
  const rotated = outcome.links.filter((l) => l.kind === input.kind && l.subject === input.subject);
  const mailed = await queueAddressMail(
    db,
    year,
    rotated,
    input.kind === 'school' ? { rotatedSchool: input.subject } : {},
    now,
  );
  await recordOfficeAction(
    db,
    {
      linkId,
      action: 'rotate-address',
      subject: `${input.kind} ${input.subject}`,
      seen: `rotations ${input.seenRotations}`,
    },
    now,
  );
  return { ok: true, ...mailed };
}

/** Every school's and zone scorer's address this season (made where missing), mailed where not mailed before. */
export async function sendAddresses(
  db: Db,
  linkId: number,
  year: number,
  secret: Buffer = linkSecret(),
  now = new Date(),
): Promise<AddressMailOutcome> {
  const outcome = await seasonLinks(db, year, secret);
  if (!outcome.ok) throw new Error(outcome.errors.join(' '));
  const mailed = await queueAddressMail(db, year, outcome.links, {}, now);
  await recordOfficeAction(
    db,
    { linkId, action: 'send-addresses', subject: `${mailed.queued} queued`, seen: null },
    now,
  );
  return mailed;
}
