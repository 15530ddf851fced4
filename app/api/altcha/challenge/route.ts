import { clientIp, handle, tooMany } from '@/lib/api/http';
import { checkRate } from '@/lib/api/rate-limit';
import { createEntryChallenge } from '@/lib/entry/pow';

/** A fresh proof-of-work challenge for the entry form's `altcha` widget; never cached. */
export async function GET(request: Request) {
  return handle(async () => {
    const rate = await checkRate('challenges', clientIp(request.headers));
    if (!rate.ok) return tooMany(rate);
    return Response.json(await createEntryChallenge(), { headers: { 'cache-control': 'no-store' } });
  });
}
