import { HttpError, checkPlainText, clientIp, handle, ok, tooMany } from '@/lib/api/http';
import { checkRate } from '@/lib/api/rate-limit';
import { SEARCH_QUERY_MAX, readQuery } from '@/lib/league/search';
import { searchSite } from '@/lib/source/search';

const SUGGESTIONS = 8;

/** The search box's suggestions: the first answers of /search?q=, as JSON (label, kind, detail, href). */
export async function GET(request: Request) {
  return handle(async () => {
    const raw = new URL(request.url).searchParams.get('q') ?? '';
    if (raw.length > SEARCH_QUERY_MAX * 2)
      throw new HttpError(400, `q must be at most ${SEARCH_QUERY_MAX} characters.`);
    checkPlainText('q', raw);
    const rate = await checkRate('lookups', clientIp(request.headers));
    if (!rate.ok) return tooMany(rate);
    return ok({ results: await searchSite(readQuery(raw), SUGGESTIONS) });
  });
}
