import 'server-only';
import crypto from 'node:crypto';
import { headers } from 'next/headers';
import { clientIp } from '@/lib/api/http';
import { checkRate, type RateCheck } from '@/lib/api/rate-limit';
import { processState } from '@/lib/process-state';

/** The visitor's address, as server.mjs found it from the connection. */
export async function visitorIp(): Promise<string | null> {
  return clientIp(await headers());
}

/**
 * server.mjs spends a private request's allowance before Next sees it (lib/cards/private-gate.ts) and marks
 * the request so, with a value of this process's that no visitor can know: the page does not spend it again.
 */
export const PRIVATE_COUNTED_HEADER = 'x-nswjcl-private-counted';
export const privateCountedMark = () => (processState.privateCountedMark ??= crypto.randomUUID());

/** One private page view or photo for this visitor: refused past PRIVATE_PAGE_RATE_LIMIT a minute. */
export async function spendPrivateView(requestHeaders: Headers): Promise<RateCheck> {
  if (requestHeaders.get(PRIVATE_COUNTED_HEADER) === privateCountedMark()) return { ok: true };
  return checkRate('private-pages', clientIp(requestHeaders));
}

export async function countPrivateView(): Promise<RateCheck> {
  return spendPrivateView(await headers());
}
