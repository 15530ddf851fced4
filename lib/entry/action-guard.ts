/**
 * A first look at every server action request (a POST carrying `Next-Action`), before Next.js
 * parses it: Next.js answers a foreign Origin, a body it cannot decode, JSON nested thousands deep
 * or a body over its limit with a 500 (reproduced in e2e/enter-online-requests.spec.ts). Each is
 * refused here with its 4xx and a log line. The entry form's calls are small JSON in text/plain.
 */
import { isForeignOrigin } from '@/lib/http/origin';
import { readLimited } from '@/lib/http/read-limited';

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

export async function checkActionRequest(request: Request): Promise<ActionRefusal | null> {
  const { headers } = request;
  if (isForeignOrigin(headers)) return { status: 403, reason: `Origin ${headers.get('origin')?.slice(0, 100)} is not this site` };
  const encoding = headers.get('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') return { status: 415, reason: `Content-Encoding ${encoding.slice(0, 40)}` };
  const type = (headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('text/plain')) return { status: 415, reason: `Content-Type ${type.slice(0, 60) || 'missing'}` };
  if (Number(headers.get('content-length')) > MAX_ACTION_BYTES) return { status: 413, reason: 'declared body over the limit' };
  const bytes = await readLimited(request.clone(), MAX_ACTION_BYTES);
  if (!bytes) return { status: 413, reason: 'body over the limit' };
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

/** The refusal as an answer, logged once with the path it was sent to. */
export function refuseAction(request: Request, refusal: ActionRefusal): Response {
  console.warn(`Refused a server action request to ${new URL(request.url).pathname} (${refusal.status}): ${refusal.reason}.`);
  return new Response(`${refusal.status === 403 ? 'Forbidden' : 'Bad request'}: ${refusal.reason}.\n`, {
    status: refusal.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
