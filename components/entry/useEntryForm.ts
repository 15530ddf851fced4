/**
 * The entry form's behaviour, apart from its markup: Formik over the shared schema, the draft, the
 * school look-up, and the submission (idempotency key, proof of work, the server action). Whatever
 * goes wrong, the form stays as typed and can be sent again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/navigation';
import { sendEntryRequest } from '@/app/enter-online/actions';
import { ensureCsrfCookie } from '@/lib/api/csrf-client';
import { draftStorageKey } from '@/lib/entry/draft';
import { toEntryRequest, withMode, type EntryFormValues, type FormMode } from '@/lib/entry/form';
import { receiptPath } from '@/lib/entry/link';
import { FORM_TEXTS, PROOF_MESSAGES } from '@/lib/entry/texts';
import type { BotCheckHandle } from './BotCheck';
import { FRESH_STATUS, entryStatus, validateValues } from './form-state';
import { logError } from './log-error';
import { useAttemptSummary } from './useAttemptSummary';
import { useEntryDraft } from './useEntryDraft';
import { useSchoolLookup } from './useSchoolLookup';

export type EntryFormOptions = {
  initial: EntryFormValues;
  /** The invitation's hash: mode and school name are locked, and the draft is kept for this link. */
  hash: string | null;
};

/** The competition page's parameters give way to the form's own `?mode=`. */
function showModeInUrl(mode: FormMode) {
  const url = new URL(window.location.href);
  for (const name of ['metro', 'competition', 'comp']) url.searchParams.delete(name);
  if (mode === '_') url.searchParams.delete('mode');
  else url.searchParams.set('mode', mode);
  window.history.replaceState(window.history.state, '', url);
}

export function useEntryForm({ initial, hash }: EntryFormOptions) {
  const locked = hash !== null;
  const [proof, setProof] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  // Set while an attempt runs: a second submit (a double click, Enter) meanwhile is ignored.
  const inFlight = useRef(false);
  const botCheck = useRef<BotCheckHandle>(null);
  const router = useRouter();

  const formik = useFormik<EntryFormValues>({
    initialValues: initial,
    initialStatus: FRESH_STATUS,
    validate: validateValues,
    onSubmit: send,
  });
  const form = useRef<HTMLFormElement>(null);
  const draft = useEntryDraft(formik, { storageKey: draftStorageKey(hash), initial, locked, form });
  const summary = useAttemptSummary(formik);
  const lookup = useSchoolLookup(formik);

  useEffect(() => {
    ensureCsrfCookie();
  }, []);

  // Formik calls this only when the schema finds nothing to fix.
  async function send(values: EntryFormValues, { setStatus }: FormikHelpers<EntryFormValues>) {
    const key = draft.key;
    if (!proof || !key) {
      setStatus({ ...FRESH_STATUS, message: PROOF_MESSAGES.missing });
      return;
    }
    draft.keep(values);
    try {
      const result = await sendEntryRequest({
        ...toEntryRequest(values),
        idempotency_key: key,
        altcha: proof,
      });
      if (result.status === 'ok') {
        draft.forget();
        setAccepted(true);
        // The confirmation has an address of its own, so a reload or a return finds it again.
        if (result.receipt) router.push(receiptPath(result.receipt, result.same));
      } else if (result.status === 'invalid') {
        setStatus({ ...FRESH_STATUS, serverErrors: result.fieldErrors });
      } else {
        setStatus({ ...FRESH_STATUS, message: result.message });
        if (result.reason === 'proof') botCheck.current?.renew();
      }
    } catch (error) {
      setStatus({ ...FRESH_STATUS, message: FORM_TEXTS.notSent });
      logError(error);
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || accepted) return;
    inFlight.current = true;
    // A new attempt: the last one's server errors and message go, and every block's errors show.
    formik.setStatus(FRESH_STATUS);
    try {
      await formik.submitForm();
    } catch (error) {
      logError(error);
    } finally {
      inFlight.current = false;
    }
  };

  const changeMode = (next: FormMode) => {
    void formik.setValues(withMode(formik.values, next));
    formik.setStatus({ ...entryStatus(formik), serverErrors: {} });
    if (!locked) showModeInUrl(next);
  };

  return {
    formik,
    form,
    locked,
    accepted,
    onSubmit,
    summary,
    /** Errors about the form as a whole, and the last send's message, beside 'Send request'. */
    message: entryStatus(formik).message,
    // The request is with the server (Formik is submitting and has finished validating).
    sending: formik.isSubmitting && !formik.isValidating,
    lookingUp: lookup.lookingUp,
    pickSchool: lookup.pickSchool,
    proof,
    setProof,
    botCheck,
    restoredAt: draft.restoredAt,
    startAgain: draft.startAgain,
    changeMode,
  };
}
