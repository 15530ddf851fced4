/** Small helpers shared by the contract's route handlers: bounded JSON bodies and JSON answers. */
import { CLIENT_ADDRESS_HEADER, validAddress } from './client-address.mjs';
import { readLimited } from '@/lib/http/read-limited';
import { STORE_OUTAGE_MESSAGE } from '@/lib/db/availability';
import { storeUnreachable } from '@/lib/db/server';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '@/lib/league/plain-text';
import { parseSeasonYear, SEASON_YEAR_MESSAGE } from '@/lib/league/season-year';

export const MAX_BODY_BYTES = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The contract's success envelope. */
export const okBody = (data: unknown) => ({ result: 1, data });

export function ok(data: unknown, init?: ResponseInit): Response {
  return Response.json(okBody(data), init);
}

/** A success answer already serialised (`JSON.stringify(okBody(data))`, as text or UTF-8), sent as it is. */
export function okJson(json: string | Uint8Array<ArrayBuffer>): Response {
  return new Response(json, { headers: { 'content-type': 'application/json' } });
}

export function fail(status: number, error: string, retryAfterSeconds?: number): Response {
  return Response.json(
    { result: 0, error },
    { status, headers: retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined },
  );
}

/** A rate limit's refusal: a 429 whose Retry-After says when the address may ask again. */
export function tooMany(rate: { message: string; retryAfterSeconds: number }): Response {
  return fail(429, rate.message, rate.retryAfterSeconds);
}

/** Reads a JSON object body of at most `limit` bytes; anything else is an HttpError with a 4xx. */
export async function readJsonObject(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw new HttpError(415, 'Send the body as application/json.');
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) throw new HttpError(413, `The body is larger than ${limit} bytes.`);
  const bytes = await readLimited(request, limit);
  if (!bytes) throw new HttpError(413, `The body is larger than ${limit} bytes.`);
  const text = Buffer.from(bytes).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** The `salt` field the site sends with its data requests: optional, a string when present. */
export function checkSalt(body: Record<string, unknown>): void {
  if ('salt' in body && typeof body.salt !== 'string') throw new HttpError(400, 'salt must be a string.');
}

export function parseYear(text: string): number {
  const year = parseSeasonYear(text);
  if (year === null) throw new HttpError(400, SEASON_YEAR_MESSAGE);
  return year;
}

/** A visitor's text (a query, a name) that must be plain text; refused with the field's name otherwise. */
export function checkPlainText(field: string, text: string): void {
  if (!isPlainText(text)) throw new HttpError(400, `${field} ${PLAIN_TEXT_MESSAGE}.`);
}

/**
 * Runs a handler; expected problems become their 4xx answer, a store that cannot be reached a 503 with
 * Retry-After, anything else a logged 500 with no detail.
 */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.message);
    const wait = storeUnreachable(error);
    if (wait !== null) return fail(503, STORE_OUTAGE_MESSAGE, wait);
    console.error(error);
    return fail(500, 'Something went wrong on our side. Please try again.');
  }
}

/**
 * The visitor's address, as server.mjs worked it out from the connection (and TRUSTED_PROXY_HOPS);
 * null, one shared allowance, where no such server stands in front (next dev, tests). X-Forwarded-For
 * is never read here: a visitor can write it.
 */
export function clientIp(headers: Headers): string | null {
  return validAddress(headers.get(CLIENT_ADDRESS_HEADER));
}
