/**
 * Resolving an invitation link before the entry page renders: the school, its previous-year
 * coordinators and whether it has already applied. Look-ups are limited per address; an unknown
 * or unreadable link is logged and gives the blank form (SPEC section 8).
 */
import { checkRate } from '@/lib/api/rate-limit';
import { getLeagueSource } from '@/lib/source';
import type { SchoolInfo } from '@/lib/league-api/contract';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import { logRefusal } from '@/lib/http/refusal-log';

export type Invitation =
  | { kind: 'school'; info: SchoolInfo & { school_info: NonNullable<SchoolInfo['school_info']> } }
  | { kind: 'unknown' }
  | { kind: 'limited'; message: string };

/** How every answer that can carry a coordinator's details is cached: by no one but the browser's own page. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * What an invitation link answers: once the school has applied, that it has, and none of last
 * year's coordinators (their names, emails and mobiles are needed only to fill in the form).
 */
export function publicSchoolInfo(info: SchoolInfo): SchoolInfo {
  return info.school_info?.already_submitted ? { ...info, coordinators: [] } : info;
}

export async function resolveInvitation(hash: string, ip: string | null): Promise<Invitation> {
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
    const info = await getLeagueSource().getSchoolInfo(hash);
    const shownInfo = publicSchoolInfo(info);
    if (shownInfo.result === 1 && shownInfo.school_info)
      return { kind: 'school', info: { ...shownInfo, school_info: shownInfo.school_info } };
    logRefusal(
      'unknown invitation link',
      `an entry form link with an unknown invitation hash (${shown}); the blank form was shown`,
    );
  } catch (error) {
    console.error(`Could not load the school of invitation ${shown}; showing the blank form.`, error);
  }
  return { kind: 'unknown' };
}
