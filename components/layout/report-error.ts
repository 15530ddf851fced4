/** Sends an unhandled error to the server's log (SPEC section 7, `log-frontend-error`), once per error. */
import { CSRF_HEADER, ensureCsrfCookie } from '@/lib/api/csrf-client';
import { withoutTokens } from '@/lib/http/private-path';

export const LOG_ERROR_URL = '/api/index/log-frontend-error';

const MAX_ERROR = 10_000;
const MAX_URI = 2_000;
const reported = new WeakSet<object>();
const reportedText = new Set<string>();

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: string }).digest;
    const head = `${error.name}: ${error.message}`;
    // V8 stacks begin with the same 'Name: message' line.
    const stack = error.stack?.startsWith(head)
      ? error.stack.slice(head.length).replace(/^\n/, '')
      : (error.stack ?? '');
    const parts = [head, digest ? `digest ${digest}` : '', stack];
    return parts.filter(Boolean).join('\n').slice(0, MAX_ERROR);
  }
  return String(error).slice(0, MAX_ERROR);
}

/** True when it was sent; false when this error was already reported (React may render a boundary twice). */
export function reportError(
  error: unknown,
  uri: string = window.location.href,
  send: typeof fetch = fetch,
): boolean {
  const text = errorText(error);
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false;
    reported.add(error);
  } else {
    if (reportedText.has(text)) return false;
    reportedText.add(text);
  }
  send(LOG_ERROR_URL, {
    method: 'POST',
    // A state-changing call: it carries the cross-site token (lib/api/csrf.ts).
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: ensureCsrfCookie() },
    body: JSON.stringify({ site: 'nswjcl', error: text, uri: withoutTokens(uri).slice(0, MAX_URI) }),
    // The page may be left for /home at once; keepalive lets the report finish.
    keepalive: true,
  }).catch(() => {
    // Nothing more can be done for a report that cannot be sent.
  });
  return true;
}
