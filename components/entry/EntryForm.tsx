'use client';
/**
 * The online entry form (SPEC section 2): Formik over the shared Yup schema, the GOV.UK error
 * summary, a draft kept in the browser, the proof-of-work check, and the server action that stores
 * the request. The form stays exactly as typed whatever goes wrong, and can be sent again.
 */
import { FormikProvider, setIn, useFormik, type FormikErrors } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { sendEntryRequest } from '@/app/enter-online/actions';
import { ensureCsrfCookie, postJson } from '@/lib/api/csrf-client';
import { clearDraft, draftStorageKey, newIdempotencyKey, readDraft, saveDraft } from '@/lib/entry/draft';
import {
  COMMON_ERROR_PATHS,
  COUNTRY_SECONDARY_OPTION,
  MODE_OPTIONS,
  PHONE_MASK,
  applyMask,
  isMode,
  orderedErrors,
  toEntryRequest,
  zeroTeams,
  type EntryFormValues,
  type FormMode,
  type SummaryError,
} from '@/lib/entry/form';
import { validateEntry, type FieldErrors } from '@/lib/entry/schema';
import type { CompetitionMode } from '@/lib/league/constants';
import { formatLongDate } from '@/lib/league/dates';
import { BotCheck, type BotCheckHandle } from './BotCheck';
import { CoordinatorsSection } from './CoordinatorsSection';
import { EntryErrorsContext } from './errors-context';
import { ErrorSummary } from './ErrorSummary';
import { FieldRow, TextAreaField, TextField } from './fields';
import { SchoolSection } from './SchoolSection';
import { TeamsSection } from './TeamsSection';
import { scrollToAndFocus } from './scroll';
import styles from './EntryForm.module.css';

export type EntryWindowView = { open: boolean; cutoff: string | null; commence: string | null; priceCents: number };

export type EntryFormProps = {
  windows: Record<CompetitionMode, EntryWindowView> | null;
  initial: EntryFormValues;
  /** The invitation's hash: mode and school name are locked, and the draft is kept for this link. */
  hash: string | null;
};

export const THANK_YOU = 'Thank you. Your application has been submitted. You should receive a confirmation email once it has been approved.';
const NOT_SENT =
  'Your request could not be sent: we did not hear back from the server. Your answers are still here; please check your connection and send the request again.';
const CHECK_PENDING = 'The security check has not finished yet. Please wait a moment, then send the request again.';

function flatten(errors: unknown, prefix = ''): FieldErrors {
  if (typeof errors === 'string') return prefix ? { [prefix]: errors } : {};
  if (Array.isArray(errors)) return Object.assign({}, ...errors.map((e, i) => (e ? flatten(e, `${prefix}[${i}]`) : {})));
  if (errors && typeof errors === 'object') {
    return Object.assign({}, ...Object.entries(errors).map(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key)));
  }
  return {};
}

async function validate(values: EntryFormValues): Promise<FormikErrors<EntryFormValues>> {
  const checked = await validateEntry(toEntryRequest(values));
  if (checked.ok) return {};
  let nested: FormikErrors<EntryFormValues> = {};
  for (const [path, message] of Object.entries(checked.fieldErrors)) nested = setIn(nested, path, message);
  return nested;
}

function logError(error: unknown) {
  // The path without the invitation hash: the hash is a key to the school's details.
  const uri = window.location.pathname.replace(/\/enter-online\/.+$/, '/enter-online/[hash]');
  void postJson('/api/index/log-frontend-error', { site: 'nswjcl', error: String(error instanceof Error ? error.stack ?? error.message : error).slice(0, 10_000), uri }).catch(() => undefined);
}

export function EntryForm({ windows, initial, hash }: EntryFormProps) {
  const locked = hash !== null;
  const storageKey = draftStorageKey(hash);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<SummaryError[] | null>(null);
  const [common, setCommon] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const [proof, setProof] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const sendingRef = useRef(false);
  // Set the moment the league has the request, before React re-renders: a draft save still pending
  // from the last keystroke must not write the sent form (and its spent key) back.
  const acceptedRef = useRef(false);
  const botCheck = useRef<BotCheckHandle>(null);
  const thanks = useRef<HTMLDivElement>(null);

  const formik = useFormik<EntryFormValues>({
    initialValues: initial,
    validate,
    validateOnChange: attempted,
    validateOnBlur: attempted,
    onSubmit: () => undefined,
  });
  const { values, setValues, resetForm } = formik;
  const mode = values.mode;

  // Blocks added since the last send keep their errors hidden until the next one (SPEC section 4).
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => {
    const all = { ...serverErrors, ...(attempted ? flatten(formik.errors) : {}) };
    const hidden = values.coordinators.flatMap((c, i) => (added.has(c.uid) ? [`coordinators[${i}].`] : []));
    return hidden.length ? Object.fromEntries(Object.entries(all).filter(([path]) => !hidden.some((p) => path.startsWith(p)))) : all;
  }, [serverErrors, attempted, formik.errors, values.coordinators, added]);
  const commonErrors = [...COMMON_ERROR_PATHS.filter((path) => shown[path]).map((path) => shown[path]!), ...(common ? [common] : [])];

  // A draft of this form from an earlier visit comes back with its idempotency key.
  useEffect(() => {
    ensureCsrfCookie();
    const draft = readDraft(storageKey);
    if (draft) {
      const restored = locked ? { ...draft.values, mode: initial.mode, school: { ...draft.values.school, hash: initial.school.hash, name: initial.school.name } } : draft.values;
      resetForm({ values: restored });
      // The draft lives in localStorage, which the server render cannot read: it can only come back here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setKey(draft.key);
      setRestoredAt(draft.savedAt);
    } else {
      setKey(newIdempotencyKey());
    }
  }, [storageKey, locked, initial, resetForm]);

  // Keep the draft as the coordinator types; also when the tab is hidden or closed.
  const latest = useRef({ values, key, dirty: formik.dirty, submitted });
  useEffect(() => {
    latest.current = { values, key, dirty: formik.dirty || restoredAt !== null, submitted };
  });
  const persist = useCallback(() => {
    const { values: current, key: currentKey, dirty, submitted: done } = latest.current;
    if (!done && !acceptedRef.current && dirty && currentKey) saveDraft(storageKey, { key: currentKey, values: current, savedAt: Date.now() });
  }, [storageKey]);
  useEffect(() => {
    const timer = setTimeout(persist, 300);
    return () => clearTimeout(timer);
  }, [values, persist]);
  useEffect(() => {
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, [persist]);

  // After a failed attempt: to the first error, 200 px below the top, over 500 ms, and focus it.
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  });
  useEffect(() => {
    if (!focusRequest) return;
    const first = orderedErrors(latest.current.values, shownRef.current)[0];
    const element = first && document.getElementById(first.targetId);
    if (element) scrollToAndFocus(element);
  }, [focusRequest]);

  useEffect(() => {
    if (submitted) thanks.current?.focus();
  }, [submitted]);

  const changeMode = (next: FormMode) => {
    void setValues({ ...values, mode: next, teams: zeroTeams() }, attempted);
    setServerErrors({});
    if (!locked) {
      const url = new URL(window.location.href);
      // The competition page's parameters give way to the form's own.
      for (const name of ['metro', 'competition', 'comp']) url.searchParams.delete(name);
      if (next === '_') url.searchParams.delete('mode');
      else url.searchParams.set('mode', next);
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const pickSchool = async (name: string) => {
    setLookingUp(true);
    try {
      const response = await postJson('/api/index/search-school-by-name', { schoolname: name });
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: Record<string, string> };
      await setValues(
        (current) => ({
          ...current,
          school: {
            ...current.school,
            name: data.name ?? name,
            address: data.address ?? '',
            suburb: data.suburb ?? '',
            state: data.state || current.school.state,
            postcode: data.postcode ?? '',
            phone: applyMask(data.phone ?? '', PHONE_MASK.mask),
            fax: data.fax ?? '',
            location_of_chess_room: data.location_of_chess_room ?? '',
          },
        }),
        attempted,
      );
    } catch (error) {
      logError(error);
    } finally {
      setLookingUp(false);
    }
  };

  const startAgain = () => {
    clearDraft(storageKey);
    resetForm({ values: initial });
    setKey(newIdempotencyKey());
    setRestoredAt(null);
    setAttempted(false);
    setAdded(new Set());
    setServerErrors({});
    setSummary(null);
    setCommon(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || submitted) return;
    setAttempted(true);
    setAdded(new Set());
    setCommon(null);
    setServerErrors({});
    const errors = flatten(await formik.validateForm());
    if (Object.keys(errors).length) {
      setSummary(orderedErrors(values, errors));
      shownRef.current = errors;
      setFocusRequest((n) => n + 1);
      return;
    }
    setSummary(null);
    if (!proof || !key) {
      setCommon(CHECK_PENDING);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    // The key is kept before sending, so a reload after a lost answer sends the same request again.
    saveDraft(storageKey, { key, values, savedAt: Date.now() });
    try {
      const result = await sendEntryRequest({ ...toEntryRequest(values), idempotency_key: key, altcha: proof });
      if (result.status === 'ok') {
        acceptedRef.current = true;
        clearDraft(storageKey);
        setSubmitted(true);
      } else if (result.status === 'invalid') {
        setServerErrors(result.fieldErrors);
        setSummary(orderedErrors(values, result.fieldErrors));
        shownRef.current = result.fieldErrors;
        setFocusRequest((n) => n + 1);
      } else {
        setCommon(result.message);
        if (result.reason === 'proof') botCheck.current?.renew();
      }
    } catch (error) {
      setCommon(NOT_SENT);
      logError(error);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  if (submitted) {
    return (
      <div ref={thanks} tabIndex={-1} className={`${styles.message} ${styles.success}`} role="status">
        <p>{THANK_YOU}</p>
        {!locked ? (
          <p>
            {/* A full load, so the next school gets a fresh form and its own idempotency key. */}
            { }
            <a href="/enter-online">Enter another school</a>
          </p>
        ) : null}
      </div>
    );
  }

  const window_ = isMode(mode) ? (windows?.[mode] ?? null) : null;
  const closed = isMode(mode) && !window_?.open;
  const options = mode === 'country_secondary' ? [...MODE_OPTIONS, COUNTRY_SECONDARY_OPTION] : MODE_OPTIONS;

  return (
    <FormikProvider value={formik}>
      <EntryErrorsContext.Provider value={{ shown }}>
        {restoredAt !== null ? (
          <div className={styles.restored}>
            <p>
              We kept what you typed on{' '}
              {new Date(restoredAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}. It has not been sent yet.
            </p>
            <button type="button" className={styles.linkButton} onClick={startAgain}>
              Clear the form and start again
            </button>
          </div>
        ) : null}
        {summary?.length ? <ErrorSummary errors={summary} /> : null}
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending || lookingUp} aria-label="Entry request">
          <FieldRow path="mode" label="Competition" hint={locked ? 'Set by your invitation link.' : undefined}>
            {(aria) => (
              <select {...aria} name="mode" className={`${styles.select} ${styles.medium}`} value={mode} disabled={locked} onChange={(event) => changeMode(event.target.value as FormMode)}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FieldRow>

          {closed ? (
            <p className={styles.message} role="status">
              Entry to the competition is now closed
            </p>
          ) : (
            <>
              <SchoolSection mode={mode} locked={locked} onPickSchool={(name) => void pickSchool(name)} />
              <CoordinatorsSection onAdd={(uid) => setAdded((uids) => new Set(uids).add(uid))} />
              {mode === '_' ? (
                <section className={styles.section} aria-labelledby="entry-teams-heading">
                  <h2 id="entry-teams-heading">Teams</h2>
                  <p className={styles.hint}>Choose the competition above to enter your teams.</p>
                </section>
              ) : mode !== 'country_secondary' ? (
                <TeamsSection mode={mode} priceCents={window_?.priceCents ?? 0} />
              ) : null}

              <section className={styles.section} aria-labelledby="entry-order-heading">
                <h2 id="entry-order-heading">Purchase order and comments</h2>
                <TextField
                  path="school.purchaseordernumber"
                  label="Purchase order number"
                  optional
                  size="medium"
                  maxLength={100}
                  hint={
                    <>
                      <span className={styles.guidance}>
                        NSW Department of Education schools: raise the purchase order to the league&apos;s vendor number, and enter the
                        purchase order number here.
                      </span>{' '}
                      <span className={styles.guidance}>
                        Other schools: enter your school&apos;s order number if it uses one; otherwise leave this blank and the school will be
                        invoiced.
                      </span>
                    </>
                  }
                />
                <TextAreaField path="school.comments" label="Comments" optional maxLength={2000} />
              </section>

              {window_ && window_.cutoff ? (
                <p className={styles.closes}>
                  <strong>ENTRIES CLOSE {formatLongDate(window_.cutoff)}</strong>
                  {window_.commence ? <> The competition commences on {formatLongDate(window_.commence)}.</> : null}
                </p>
              ) : null}

              <div aria-live="polite">
                {attempted && commonErrors.length ? (
                  <div id="entry-common-errors" className={styles.commonErrors}>
                    <p>Please check:</p>
                    <ul>
                      {commonErrors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>

              <BotCheck ref={botCheck} onChange={setProof} />
              <div className={styles.send}>
                <button type="submit" className={styles.button} disabled={!proof || sending} aria-describedby={proof ? undefined : 'entry-send-hint'}>
                  {sending ? 'Please wait...' : 'Send request'}
                </button>
                {!proof ? (
                  <p id="entry-send-hint" className={styles.hint}>
                    Ready to send once the security check above has finished.
                  </p>
                ) : null}
              </div>
            </>
          )}
        </form>
        {sending || lookingUp ? (
          <div className={styles.overlay} role="status">
            <div className={styles.spinner} aria-hidden="true" />
            <p>{sending ? 'Please wait...' : 'Looking up the school...'}</p>
          </div>
        ) : null}
      </EntryErrorsContext.Provider>
    </FormikProvider>
  );
}
