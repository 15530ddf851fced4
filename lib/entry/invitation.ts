/**
 * Resolving an invitation link before the entry page renders: the school, its previous-year
 * coordinators and whether it has already applied. Look-ups are limited per address; an unknown
 * or unreadable link is logged and gives the blank form (SPEC section 8).
 */
import { checkRate } from '@/lib/api/rate-limit';
import { getLeagueSource } from '@/lib/source';
import { publicInvitation, type Invitation } from '@/lib/league/invitation';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import { logRefusal } from '@/lib/http/refusal-log';

export type InvitationLink =
  { kind: 'school'; invitation: Invitation } | { kind: 'unknown' } | { kind: 'limited'; message: string };

/** How every answer that can carry a coordinator's details is cached: by no one but the browser's own page. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

export async function resolveInvitation(hash: string, ip: string | null): Promise<InvitationLink> {
  const shown = `${hash.slice(0, 6)}…`;
  if (!isInvitationHash(hash)) {
    logRefusal(
      'malformed invitation link',
      `an entry form link with a malformed invitation hash (${shown}); the blank form was shown`,
    );
    return { kind: 'unknown' };
  }
  const rate = await checkRate('invitations', ip);
  if (!rate.ok) return { kind: 'limited', message: rate.message };
  try {
    const invitation = await getLeagueSource().getInvitation(hash);
    if (invitation) return { kind: 'school', invitation: publicInvitation(invitation) };
    logRefusal(
      'unknown invitation link',
      `an entry form link with an unknown invitation hash (${shown}); the blank form was shown`,
    );
  } catch (error) {
    console.error(`Could not load the school of invitation ${shown}; showing the blank form.`, error);
  }
  return { kind: 'unknown' };
}
