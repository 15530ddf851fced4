import 'server-only';
/**
 * What the contract's card routes share (app/api/index/get-private-page, add-match-card-event): the key
 * check first (404 without a key here: a league that relays no cards has no such calls), then a body
 * checked against the contract's request schema.
 */
import type { z } from 'zod';
import { fail, HttpError, readJsonObject } from '@/lib/api/http';
import { formatPath } from '@/lib/league/bundle';
import { carriesLeagueKey, leagueApiKey } from './league-key';

/** The body of a keyed card call, or the answer that refuses it. */
export async function keyedBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  limit?: number,
): Promise<{ body: z.infer<T> } | { refused: Response }> {
  const key = leagueApiKey();
  if (!key) return { refused: fail(404, 'Not found.') };
  if (!carriesLeagueKey(request.headers, key))
    return { refused: fail(401, 'This call needs the league API key.') };
  const parsed = schema.safeParse(await readJsonObject(request, limit));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new HttpError(400, first ? `${formatPath(first.path) || 'body'}: ${first.message}` : 'Bad body.');
  }
  return { body: parsed.data };
}
