import { getLeagueSource } from '@/lib/source';
import { HttpError, clientIp, handle, ok, tooMany } from '@/lib/api/http';
import { checkRate } from '@/lib/api/rate-limit';

/** A school and its previous-year coordinators by invitation hash; look-ups are limited per address. */
export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  return handle(async () => {
    const { hash } = await params;
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(hash)) throw new HttpError(400, 'The hash is not in the right form.');
    const rate = await checkRate('invitations', clientIp(request.headers));
    if (!rate.ok) return tooMany(rate);
    const info = await getLeagueSource().getSchoolInfo(hash);
    if (info.result === 0) console.warn(`Unknown invitation hash looked up: ${hash.slice(0, 6)}…`);
    return ok(info);
  });
}
