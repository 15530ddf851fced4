/**
 * What a coordinator has typed, kept in the browser (localStorage) until the league has the
 * request: a reload, a closed tab or a lost connection loses nothing. The draft also keeps the
 * form's idempotency key, so sending again after an answer that never arrived cannot store the
 * request twice. One draft per form: the blank form, and each invitation link.
 */
import type { EntryFormValues } from './form';

const VERSION = 1;
/** Drafts older than this are dropped rather than offered back. */
const KEEP_MS = 120 * 24 * 3600 * 1000;

export type Draft = { key: string; values: EntryFormValues; savedAt: number };

export function draftStorageKey(hash: string | null): string {
  return `nswjcl:enter-online:${hash ?? 'blank'}`;
}

export function readDraft(storageKey: string, now = Date.now()): Draft | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft & { version?: number };
    if (draft.version !== VERSION || typeof draft.key !== 'string' || !draft.values?.school || now - draft.savedAt > KEEP_MS) {
      window.localStorage.removeItem(storageKey);
      return null;
    }
    return { key: draft.key, values: draft.values, savedAt: draft.savedAt };
  } catch {
    return null;
  }
}

export function saveDraft(storageKey: string, draft: Draft): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ version: VERSION, ...draft }));
  } catch {
    // Storage full or disabled (private browsing): the form still works, it just cannot be kept.
  }
}

export function clearDraft(storageKey: string): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // nothing kept, nothing to clear
  }
}

export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `entry-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
