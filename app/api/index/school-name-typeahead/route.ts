import { getLeagueSource } from '@/lib/source';
import { HttpError, clientIp, checkPlainText, handle, ok, tooMany } from '@/lib/api/http';
import { checkRate } from '@/lib/api/rate-limit';

/**
 * Distinct school names only, at most 10: never a coordinator's details. From the store, or passed
 * on to the league's API when the site runs on it.
 */
export async function GET(request: Request) {
  return handle(async () => {
    const params = new URL(request.url).searchParams;
    const query = params.get('query') ?? '';
    if (query.length > 100) throw new HttpError(400, 'query must be at most 100 characters.');
    checkPlainText('query', query);
    const limitText = params.get('limit') ?? '10';
    if (!/^\d{1,3}$/.test(limitText)) throw new HttpError(400, 'limit must be a whole number.');
    const rate = await checkRate('lookups', clientIp(request.headers));
    if (!rate.ok) return tooMany(rate);
    const schools = await getLeagueSource().schoolTypeahead({
      query,
      limit: Math.min(Number(limitText), 10),
      metro: params.get('metro_name') ?? undefined,
      competition: params.get('competition_name') ?? undefined,
    });
    return ok({ schools });
  });
}
