import 'server-only';
/**
 * What server.mjs asks before Next reads anything of a request at a private address (published on process
 * state by instrumentation.ts). The visitor's allowance of private pages is spent here, once for the request,
 * so a visitor past it gets a 429 with Retry-After (a page cannot set its status). A request with a body must
 * declare its length, within the card action's limit, and name an address that opens: anything else is
 * refused unread, so a body sent to a made-up address costs one look-up by hash, not its parsing.
 */
import { checkRate } from '@/lib/api/rate-limit';
import { STORE_OUTAGE_MESSAGE } from '@/lib/db/availability';
import { storeUnreachable } from '@/lib/db/server';
import { mayPostTo } from '@/lib/source/cards';
import { plainPage } from '@/lib/http/plain-page';
import { MAX_CARD_ACTION_BYTES } from './action-guard';
import { PHOTO_MESSAGES } from './photo-rules';
import { PRIVATE_COUNTED_HEADER, privateCountedMark } from './visitor';
import type { PrivateGateAnswer, PrivateRequest } from './private-request';

const NOT_FOUND = 'Not found.';
const NO_LENGTH = 'The card was sent without its length. Send it again from its page.';

export async function checkPrivateRequest(request: PrivateRequest): Promise<PrivateGateAnswer> {
  // A desk lists dozens of matches: the links the browser prefetches are not views.
  if (request.prefetch && !request.hasBody) return { requestHeaders: {} };
  if (request.hasBody && request.declaredBytes === null) return { status: 411, message: NO_LENGTH };
  if ((request.declaredBytes ?? 0) > MAX_CARD_ACTION_BYTES)
    return { status: 413, message: PHOTO_MESSAGES.tooLarge };
  try {
    const rate = await checkRate('private-pages', request.ip);
    if (!rate.ok)
      return {
        status: 429,
        message: rate.message,
        retryAfterSeconds: rate.retryAfterSeconds,
        page: plainPage('Please wait a moment', rate.message),
      };
    if (request.hasBody && !(await mayPostTo(tokenOf(request.pathname))))
      return { status: 404, message: NOT_FOUND };
  } catch (error) {
    const retryAfterSeconds = storeUnreachable(error) ?? 5;
    return {
      status: 503,
      message: STORE_OUTAGE_MESSAGE,
      retryAfterSeconds,
      page: plainPage('Temporarily unavailable', STORE_OUTAGE_MESSAGE),
    };
  }
  return { requestHeaders: { [PRIVATE_COUNTED_HEADER]: privateCountedMark() } };
}

const tokenOf = (pathname: string) => pathname.split('/')[2] ?? '';
