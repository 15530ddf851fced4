/**
 * Whether a request's Origin names another site than the host it was sent to (Next.js's own rule
 * for server actions). `null` is an opaque origin (a sandboxed frame, a data: page, a cross-site
 * redirect): never ours. A request without an Origin is not foreign by this rule.
 */
export function isForeignOrigin(headers: Headers, fallbackHost?: string): boolean {
  const origin = headers.get('origin');
  if (origin === null || origin === '') return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? fallbackHost;
  try {
    return origin === 'null' || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
