/**
 * The office's `Rotate` (docs/office.md): the same rotation as `npm run league -- links --rotate` (the old
 * address stops working at once, the school's printed cards with it), on the address the official saw: one
 * rotated since (by the command line or another office tab) is a refusal, not a second rotation.
 */
import type { Db } from '@/lib/db/types';
import { linkSecret } from '@/lib/db/link-secret';
import { seasonLinks } from '@/lib/db/queries/cards-links';
import { getOfficeAddresses } from '@/lib/db/queries/office';
import { recordOfficeAction } from './office';

export type RotateInput = { kind: 'school' | 'scorer'; subject: string; seenRotations: number };
export type RotateOutcome = { ok: true } | { ok: false; stale: boolean; message: string };

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
  return { ok: true };
}
