/**
 * A first look at every server action request before Next.js parses it: a POST carrying
 * `Next-Action`, and a plain form post (multipart, the no-JavaScript path), which Next.js may also
 * take for an action. Next.js answers a foreign Origin, a body it cannot decode, JSON nested
 * thousands deep or a body over its limit with a 500 (reproduced in e2e/enter-online-requests.spec.ts).
 * Each is refused here with its 4xx, logged at a bounded rate. The entry form's calls are small JSON
 * in text/plain; the site has no form that posts to a server action without JavaScript.
 */
import { isForeignOrigin } from '@/lib/http/origin';
import { readLimited } from '@/lib/http/read-limited';
import { logRefusal } from '@/lib/http/refusal-log';

/** The action's own check allows 64 K characters; UTF-8 can take up to three bytes for each. */
export const MAX_ACTION_BYTES = 192 * 1024;
/** The entry request nests four levels deep; the encoded arguments add a few more. */
export const MAX_ACTION_DEPTH = 32;

export type ActionRefusal = { status: 400 | 403 | 413 | 415; reason: string };

/** How deep brackets nest outside strings: found by counting, so no parser recursion is involved. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, (depth += 1));
    else if (c === ']' || c === '}') depth -= 1;
  }
  return deepest;
}

/** Next.js's own rule: a POST with a multipart body to a page may be a server action even without `Next-Action`. */
const isFormPost = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('content-type') ?? '').startsWith('multipart/form-data') &&
  !new URL(request.url).pathname.startsWith('/api/');

/** Whether Next.js would treat the request as a server action call, so it must be checked first. */
export function mayBeServerAction(request: Request): boolean {
  return request.headers.has('next-action') || isFormPost(request);
}

/** What both kinds are refused for before their body is read: another site's origin, an encoding, a declared size. */
function firstLook(headers: Headers): ActionRefusal | null {
  if (isForeignOrigin(headers))
    return { status: 403, reason: `Origin ${headers.get('origin')?.slice(0, 100)} is not this site` };
  const encoding = headers.get('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity')
    return { status: 415, reason: `Content-Encoding ${encoding.slice(0, 40)}` };
  if (Number(headers.get('content-length')) > MAX_ACTION_BYTES)
    return { status: 413, reason: 'declared body over the limit' };
  return null;
}

const OVER_LIMIT: ActionRefusal = { status: 413, reason: 'body over the limit' };

/** The refusal for a request Next.js would take for a server action, or null when it may go on. */
export async function checkActionRequest(request: Request): Promise<ActionRefusal | null> {
  const refused = firstLook(request.headers);
  if (refused) return refused;
  if (!request.headers.has('next-action')) return checkFormPost(request);
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('text/plain'))
    return { status: 415, reason: `Content-Type ${type.slice(0, 60) || 'missing'}` };
  const bytes = await readLimited(request.clone(), MAX_ACTION_BYTES);
  if (!bytes) return OVER_LIMIT;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { status: 400, reason: 'body is not UTF-8' };
  }
  if (jsonDepth(text) > MAX_ACTION_DEPTH) return { status: 400, reason: 'body nested too deep' };
  try {
    JSON.parse(text);
  } catch {
    return { status: 400, reason: 'body is not JSON' };
  }
  return null;
}

/** A plain form post: the same origin and size rules, each field (React decodes an action's as JSON) nested no deeper, and then refused. */
async function checkFormPost(request: Request): Promise<ActionRefusal> {
  const bytes = await readLimited(request.clone(), MAX_ACTION_BYTES);
  if (!bytes) return OVER_LIMIT;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData();
  } catch {
    return { status: 400, reason: 'body is not multipart form data' };
  }
  for (const [, value] of form) {
    if (typeof value === 'string' && jsonDepth(value) > MAX_ACTION_DEPTH)
      return { status: 400, reason: 'form field nested too deep' };
  }
  // No page of this site takes a form post: Next.js refuses any with a 400 too, but logs an error and its stack for each.
  // A form added later that posts to a server action without JavaScript must be let through here.
  return { status: 400, reason: 'no page of this site takes a form post' };
}

/** The refusal as an answer; logged at a bounded rate (lib/http/refusal-log.ts). */
export function refuseAction(request: Request, refusal: ActionRefusal): Response {
  logRefusal(
    `server action ${refusal.status}`,
    `a server action request to ${new URL(request.url).pathname.slice(0, 200)} (${refusal.status}): ${refusal.reason}`,
  );
  return new Response(`${refusal.status === 403 ? 'Forbidden' : 'Bad request'}: ${refusal.reason}.\n`, {
    status: refusal.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
