/**
 * The first look (proxy.ts) at a match card's server action: the one action of the site whose body is
 * multipart, since it may carry a photo of the signed card, and which a browser without JavaScript posts
 * as a plain form (no `Next-Action` header). Refused before Next.js parses it, as the entry form's are
 * (lib/entry/action-guard.ts), for another site's origin, an encoding, a body over the photo's limit, or
 * a field nested too deep. Anything else goes to the entry form's checks.
 */
import { isForeignOrigin } from '@/lib/http/origin';
import { readLimited } from '@/lib/http/read-limited';
import { isPrivatePath } from '@/lib/http/private-path';
import { MAX_ACTION_DEPTH, jsonDepth, type ActionRefusal } from '@/lib/entry/action-guard';
import { MAX_PHOTO_BYTES } from './photo-rules';

/** A 10 MB photo, the boards, names and comment, and the multipart framing around them. */
export const MAX_CARD_ACTION_BYTES = MAX_PHOTO_BYTES + 512 * 1024;

/** A server action or form post to a private page with a multipart body: a match card, perhaps with a photo. */
export function isCardAction(request: Request): boolean {
  return (
    request.method === 'POST' &&
    isPrivatePath(new URL(request.url).pathname) &&
    (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
  );
}

/**
 * A form posted without JavaScript from a private page carries `Origin: null`, since the page's
 * `no-referrer` policy hides its origin; the browser's own `Sec-Fetch-Site: same-origin` (which no page can
 * set) says it came from this site. Such a post gets the site's origin back, for Next.js's origin check,
 * which refuses `null`. Null for any other request.
 */
export function ownFormPostOrigin(headers: Headers): string | null {
  if (headers.get('origin') !== 'null' || headers.get('sec-fetch-site') !== 'same-origin') return null;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  return host ? `http://${host}` : null;
}

/** The refusal for a match card's action request, or null when Next.js may parse it. */
export async function checkCardAction(request: Request): Promise<ActionRefusal | null> {
  const { headers } = request;
  if (isForeignOrigin(headers) && !ownFormPostOrigin(headers))
    return { status: 403, reason: `Origin ${headers.get('origin')?.slice(0, 100)} is not this site` };
  const encoding = headers.get('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity')
    return { status: 415, reason: `Content-Encoding ${encoding.slice(0, 40)}` };
  if (Number(headers.get('content-length')) > MAX_CARD_ACTION_BYTES)
    return { status: 413, reason: 'declared body over the limit' };
  const bytes = await readLimited(request.clone(), MAX_CARD_ACTION_BYTES);
  if (!bytes) return { status: 413, reason: 'body over the limit' };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': headers.get('content-type')! },
    }).formData();
  } catch {
    return { status: 400, reason: 'body is not multipart form data' };
  }
  for (const [, value] of form) {
    if (typeof value === 'string' && jsonDepth(value) > MAX_ACTION_DEPTH)
      return { status: 400, reason: 'form field nested too deep' };
  }
  return null;
}
