/**
 * The coordinator's draft in localStorage until the league has the request, with the form's idempotency key,
 * so a resend after a lost answer cannot store it twice. One draft per form (blank, and each invitation).
 */
import * as yup from 'yup';
import { COMPETITION_MODES } from '@/lib/league/constants';
import { blankSchool, type EntryFormValues } from './form';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency-key';
import { TEAM_FIELDS } from './request-fields';

const VERSION = 1;
/** Drafts older than this are dropped rather than offered back. */
const KEEP_MS = 120 * 24 * 3600 * 1000;

export type Draft = { key: string; values: EntryFormValues; savedAt: number };

const str = yup.string().strict().defined();
const strings = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, str]));
const { hash: _hash, ...schoolFields } = blankSchool();

/** A draft of another shape (old version, another tab's partial value, hand edit) would break the form. */
const draftSchema = yup
  .object({
    version: yup.number().strict().oneOf([VERSION]).required(),
    key: str.matches(IDEMPOTENCY_KEY_PATTERN),
    savedAt: yup.number().strict().required(),
    values: yup
      .object({
        mode: str.oneOf(['_', ...COMPETITION_MODES]),
        school: yup.object({ hash: yup.string().strict().optional(), ...strings(Object.keys(schoolFields)) }).strict().noUnknown().required(),
        coordinators: yup
          .array(
            yup
              .object({
                uid: str.min(1),
                previous: yup.boolean().strict().defined(),
                hash: yup.string().strict().optional(),
                ...strings(['title', 'first_name', 'last_name', 'type', 'email', 'mobile']),
              })
              .strict()
              .noUnknown()
              .required(),
          )
          .strict()
          .max(20)
          .required(),
        teams: yup.object(strings(TEAM_FIELDS)).strict().noUnknown().required(),
      })
      .strict()
      .noUnknown()
      .required(),
  })
  .strict();

export function draftStorageKey(hash: string | null): string {
  return `nswjcl:enter-online:${hash ?? 'blank'}`;
}

export function readDraft(storageKey: string, now = Date.now()): Draft | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return null;
    // The schema checks every field; its inferred type cannot name the form's keys, which come from blankSchool().
    const draft = draftSchema.validateSync(JSON.parse(raw)) as unknown as Draft;
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
