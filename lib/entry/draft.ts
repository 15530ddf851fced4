/**
 * The coordinator's draft in localStorage until the league has the request, with the form's idempotency key,
 * so a resend after a lost answer cannot store it twice. One draft per form (blank, and each invitation).
 */
import { COMPETITION_MODES } from '@/lib/league/constants';
import { blankSchool, type EntryFormValues } from './form';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/league/idempotency-key';
import { TEAM_FIELDS } from '@/lib/league/entry-fields';

const VERSION = 1;
/** Drafts older than this are dropped rather than offered back. */
const KEEP_MS = 120 * 24 * 3600 * 1000;
const MAX_COORDINATOR_BLOCKS = 20;

export type Draft = { key: string; values: EntryFormValues; savedAt: number };

const SCHOOL_FIELDS = Object.keys(blankSchool()).filter((field) => field !== 'hash');
const COORDINATOR_FIELDS = ['uid', 'title', 'first_name', 'last_name', 'type', 'email', 'mobile'];
const MODES: readonly string[] = ['_', ...COMPETITION_MODES];

/**
 * An object whose keys are `required` (each present) and `optional`, every value a string. A plain
 * check rather than a schema: it runs as the form opens, and Yup loads only with the form's first check.
 */
function hasStrings(
  value: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const allowed = new Set([...required, ...optional]);
  return (
    required.every((key) => key in value) &&
    Object.entries(value).every(([key, v]) => allowed.has(key) && typeof v === 'string')
  );
}

function isCoordinator(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const { previous, ...fields } = value as Record<string, unknown>;
  return (
    typeof previous === 'boolean' && hasStrings(fields, COORDINATOR_FIELDS, ['hash']) && fields.uid !== ''
  );
}

/** A draft of another shape (old version, another tab's partial value, hand edit) would break the form. */
function isDraft(value: unknown): value is Draft & { version: number } {
  if (!value || typeof value !== 'object') return false;
  const { version, key, savedAt, values, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length || version !== VERSION || typeof savedAt !== 'number') return false;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) return false;
  if (!values || typeof values !== 'object') return false;
  const { mode, school, coordinators, teams, ...more } = values as Record<string, unknown>;
  return (
    !Object.keys(more).length &&
    typeof mode === 'string' &&
    MODES.includes(mode) &&
    hasStrings(school, SCHOOL_FIELDS, ['hash']) &&
    Array.isArray(coordinators) &&
    coordinators.length <= MAX_COORDINATOR_BLOCKS &&
    coordinators.every(isCoordinator) &&
    hasStrings(teams, TEAM_FIELDS)
  );
}

export function draftStorageKey(hash: string | null): string {
  return `nswjcl:enter-online:${hash ?? 'blank'}`;
}

export function readDraft(storageKey: string, now = Date.now()): Draft | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return null;
    const draft: unknown = JSON.parse(raw);
    if (!isDraft(draft)) throw new Error('not a draft of this form');
    if (now - draft.savedAt > KEEP_MS) throw new Error('draft too old');
    return { key: draft.key, values: draft.values, savedAt: draft.savedAt };
  } catch {
    clearDraft(storageKey);
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
