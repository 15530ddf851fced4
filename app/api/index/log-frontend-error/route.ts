import { getLeagueSource } from '@/lib/source';
import { HttpError, clientIp, handle, ok, readJsonObject, tooMany } from '@/lib/api/http';
import { checkCsrf } from '@/lib/api/csrf';
import { checkRate } from '@/lib/api/rate-limit';
import { withoutTokens } from '@/lib/http/private-path';

/** What the contract accepts; the store keeps less (lib/db/queries/frontend-errors.ts). */
const LIMITS = { site: 50, error: 10_000, uri: 2_000 } as const;

export async function POST(request: Request) {
  return handle(async () => {
    checkCsrf(request);
    const rate = await checkRate('errors', clientIp(request.headers));
    if (!rate.ok) return tooMany(rate);
    const body = await readJsonObject(request);
    const entry = { site: '', error: '', uri: '' };
    for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
      const value = body[key];
      if (typeof value !== 'string' || value.length > LIMITS[key]) {
        throw new HttpError(400, `${key} must be a string of at most ${LIMITS[key]} characters.`);
      }
      // A log keeps what it can: PostgreSQL refuses NUL and lone surrogates, so those go.
      entry[key] = value.replaceAll('\u0000', '').toWellFormed();
    }
    // An error on a private page names its address: the log keeps `/private/[token]` (docs/match-cards.md).
    entry.uri = withoutTokens(entry.uri);
    entry.error = withoutTokens(entry.error);
    await getLeagueSource().logFrontendError(entry);
    return ok(null);
  });
}
