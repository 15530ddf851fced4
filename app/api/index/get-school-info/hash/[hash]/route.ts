import { getLeagueSource } from '@/lib/source';
import { HttpError, clientIp, handle, ok, tooMany } from '@/lib/api/http';
import { checkRate } from '@/lib/api/rate-limit';
import { PERSONAL_CACHE_CONTROL } from '@/lib/entry/invitation';
import { publicInvitation } from '@/lib/league/invitation';
import { schoolInfoOf } from '@/lib/league-api/invitation';
import { isInvitationHash } from '@/lib/league/invitation-hash';
import { logRefusal } from '@/lib/http/refusal-log';

/**
 * A school and its previous-year coordinators by invitation hash; look-ups are limited per address.
 * Once the school has applied, only that it has; never kept by a shared cache.
 */
export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  return handle(async () => {
    const { hash } = await params;
    if (!isInvitationHash(hash)) throw new HttpError(400, 'The hash is not in the right form.');
    const rate = await checkRate('invitations', clientIp(request.headers));
    if (!rate.ok) return tooMany(rate);
    const invitation = await getLeagueSource().getInvitation(hash);
    if (!invitation)
      logRefusal('unknown invitation hash', `a look-up of an unknown invitation hash (${hash.slice(0, 6)}…)`);
    return ok(schoolInfoOf(invitation && publicInvitation(invitation)), {
      headers: { 'cache-control': PERSONAL_CACHE_CONTROL },
    });
  });
}
