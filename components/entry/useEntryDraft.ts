/**
 * The form's draft in localStorage (lib/entry/draft.ts): brought back on the next visit with its
 * idempotency key, kept a moment after each change and when the tab is hidden or closed, and
 * forgotten once the league has the request.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import { clearDraft, readDraft, saveDraft } from '@/lib/entry/draft';
import { newIdempotencyKey } from '@/lib/league/idempotency-key';
import type { EntryFormValues } from '@/lib/entry/form';
import { changedBeforeScript } from '@/components/ui/changed-before-script';
import { withChanges } from './with-changes';

const SAVE_AFTER_MS = 300;

export type DraftOptions = {
  storageKey: string;
  initial: EntryFormValues;
  locked: boolean;
  /** The form on the page, for what was changed in it before the script ran. */
  form: RefObject<HTMLFormElement | null>;
};

export function useEntryDraft(
  formik: FormikProps<EntryFormValues>,
  { storageKey, initial, locked, form }: DraftOptions,
) {
  const { values, dirty, resetForm, setValues } = formik;
  const [key, setKey] = useState<string | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  // Set the moment the league has the request, before React re-renders: a save still pending from
  // the last keystroke must not write the sent form (and its spent key) back.
  const sent = useRef(false);

  useEffect(() => {
    const draft = readDraft(storageKey);
    // What the visitor did on this page before the script ran comes last: it is their latest word.
    const changes = changedBeforeScript(form.current);
    if (draft) {
      // For an invitation link the competition and school name are the server's, not the draft's.
      const restored = locked
        ? {
            ...draft.values,
            mode: initial.mode,
            school: { ...draft.values.school, hash: initial.school.hash, name: initial.school.name },
          }
        : draft.values;
      resetForm({ values: withChanges(restored, changes) });
      // The draft lives in localStorage, which the server render cannot read: it can only come back here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setKey(draft.key);
      setRestoredAt(draft.savedAt);
    } else {
      setKey(newIdempotencyKey());
      if (changes.length) void setValues(withChanges(initial, changes));
    }
  }, [storageKey, locked, initial, resetForm, setValues, form]);

  const latest = useRef({ values, key, changed: false });
  useEffect(() => {
    latest.current = { values, key, changed: dirty || restoredAt !== null };
  });
  const persist = useCallback(() => {
    const { values: current, key: currentKey, changed } = latest.current;
    if (!sent.current && changed && currentKey)
      saveDraft(storageKey, { key: currentKey, values: current, savedAt: Date.now() });
  }, [storageKey]);
  useEffect(() => {
    const timer = setTimeout(persist, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, persist]);
  useEffect(() => {
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, [persist]);

  return {
    key,
    restoredAt,
    /** Before a request leaves: a reload after a lost answer then sends the same request (same key) again. */
    keep(current: EntryFormValues) {
      if (key) saveDraft(storageKey, { key, values: current, savedAt: Date.now() });
    },
    /** The league has the request: nothing is kept any more. */
    forget() {
      sent.current = true;
      clearDraft(storageKey);
    },
    startAgain() {
      clearDraft(storageKey);
      resetForm({ values: initial });
      setKey(newIdempotencyKey());
      setRestoredAt(null);
    },
  };
}
