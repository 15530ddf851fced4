import type { APIResponse } from '@playwright/test';
import { RENDERED_AT_HEADER } from '../lib/cache/page-cache-handler.mjs';

/** When the page's copy was rendered (lib/cache/page-cache-handler.mjs): the same on two answers means the second came from the page cache. */
export function renderedAt(response: APIResponse): string {
  const found = response.headers()[RENDERED_AT_HEADER];
  if (!found) throw new Error(`The page names no time it was rendered (${RENDERED_AT_HEADER}).`);
  return found;
}
