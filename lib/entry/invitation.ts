/**
 * Resolving an invitation link before the entry page renders: the school, its previous-year
 * coordinators and whether it has already applied. Look-ups are limited per address; an unknown
 * or unreadable link is logged and gives the blank form (SPEC section 8).
 */
import { checkRate } from '@/lib/api/rate-limit';
import { getLeagueSource } from '@/lib/source';
import type { SchoolInfo } from '@/lib/league/contract';

/** Invitation hashes carry at least 128 random bits: 32 hex characters or more. */
const HASH = /^[A-Za-z0-9_-]{16,128}$/;

export type Invitation =
  | { kind: 'school'; info: SchoolInfo & { school_info: NonNullable<SchoolInfo['school_info']> } }
  | { kind: 'unknown' }
  | { kind: 'limited'; message: string };

export async function resolveInvitation(hash: string, ip: string | null): Promise<Invitation> {
  const shown = `${hash.slice(0, 6)}…`;
  if (!HASH.test(hash)) {
    console.warn(`Entry form opened with a malformed invitation hash (${shown}); showing the blank form.`);
    return { kind: 'unknown' };
  }
  const rate = await checkRate('invitations', ip);
  if (!rate.ok) return { kind: 'limited', message: rate.message };
  try {
    const info = await getLeagueSource().getSchoolInfo(hash);
    if (info.result === 1 && info.school_info) return { kind: 'school', info: { ...info, school_info: info.school_info } };
    console.warn(`Entry form opened with an unknown invitation hash (${shown}); showing the blank form.`);
  } catch (error) {
    console.error(`Could not load the school of invitation ${shown}; showing the blank form.`, error);
  }
  return { kind: 'unknown' };
}
