import { postJson } from '@/lib/api/csrf-client';

/** Reports a failure the coordinator cannot see the cause of to the site's error log. */
export function logError(error: unknown): void {
  // The path without the invitation hash: the hash is a key to the school's details.
  const uri = window.location.pathname.replace(/\/enter-online\/.+$/, '/enter-online/[hash]');
  const text = String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 10_000);
  void postJson('/api/index/log-frontend-error', { site: 'nswjcl', error: text, uri }).catch(() => undefined);
}
