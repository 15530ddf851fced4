'use client';
/**
 * The online entry form (SPEC section 2): its markup. What it does (Formik, the draft, the school
 * look-up, the submission) is in useEntryForm; its words are in lib/entry/texts.ts.
 */
import { FormikProvider } from 'formik';
import {
  COUNTRY_SECONDARY_OPTION,
  MODE_OPTIONS,
  isMode,
  type EntryFormValues,
  type FormMode,
} from '@/lib/entry/form';
import { FORM_TEXTS, OTHER_LABELS, SECTION_TEXTS, restoredDraftNote, seasonHint } from '@/lib/entry/texts';
import type { CompetitionMode } from '@/lib/league/constants';
import { formatLongDate } from '@/lib/league/dates';
import type { EntryWindow } from '@/lib/league/season-index';
import { CoordinatorsSection } from './CoordinatorsSection';
import { ErrorSummary } from './ErrorSummary';
import { FieldRow } from './fields';
import { OrderSection } from './OrderSection';
import { SchoolSection } from './SchoolSection';
import { SendSection } from './SendSection';
import { TeamsSection } from './TeamsSection';
import { ThankYou } from './ThankYou';
import { useEntryForm } from './useEntryForm';
import styles from './EntryForm.module.css';

export type EntryFormProps = {
  windows: Record<CompetitionMode, EntryWindow> | null;
  initial: EntryFormValues;
  /** The invitation's hash: mode and school name are locked, and the draft is kept for this link. */
  hash: string | null;
  /** The season entries are open for, named beside the competition. */
  season: number | null;
  /** Where to send an entry without the form (no JavaScript, no security check). */
  adminEmail: string;
};

/** Without JavaScript the security check cannot run, so the coordinator learns it before filling anything in. */
function NoScriptNote({ email }: { email: string }) {
  return (
    <noscript>
      <div className={styles.message}>
        <p>
          {FORM_TEXTS.noScript} <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </div>
    </noscript>
  );
}

/** The submitted state: the form gives way to the thanks while its confirmation page loads. */
function Accepted({ locked }: { locked: boolean }) {
  return (
    <ThankYou>
      <p>{FORM_TEXTS.thankYou}</p>
      {!locked ? (
        <p>
          {/* A full load, so the next school gets a fresh form and its own idempotency key. */}
          <a href="/enter-online">{FORM_TEXTS.enterAnother}</a>
        </p>
      ) : null}
    </ThankYou>
  );
}

function TeamsPart({ mode, priceCents }: { mode: FormMode; priceCents: number }) {
  if (mode === 'country_secondary') return null;
  if (mode !== '_') return <TeamsSection mode={mode} priceCents={priceCents} />;
  return (
    <section className={styles.section} aria-labelledby="entry-teams-heading">
      <h2 id="entry-teams-heading">{SECTION_TEXTS.teams}</h2>
      <p className={styles.hint}>{FORM_TEXTS.chooseCompetition}</p>
    </section>
  );
}

export function EntryForm({ windows, initial, hash, season, adminEmail }: EntryFormProps) {
  const entry = useEntryForm({ initial, hash });
  const { formik, form, locked, sending, lookingUp } = entry;
  const mode = formik.values.mode;

  if (entry.accepted) return <Accepted locked={locked} />;

  const window_ = isMode(mode) ? (windows?.[mode] ?? null) : null;
  const closed = isMode(mode) && !window_?.open;
  const options = mode === 'country_secondary' ? [...MODE_OPTIONS, COUNTRY_SECONDARY_OPTION] : MODE_OPTIONS;
  const modeHint = [season ? seasonHint(season) : '', locked ? FORM_TEXTS.lockedByLink : '']
    .filter(Boolean)
    .join(' ');

  return (
    <FormikProvider value={formik}>
      <NoScriptNote email={adminEmail} />
      {entry.restoredAt !== null ? (
        <div className={styles.restored}>
          <p>{restoredDraftNote(entry.restoredAt)}</p>
          <button type="button" className={styles.linkButton} onClick={entry.startAgain}>
            {FORM_TEXTS.startAgain}
          </button>
        </div>
      ) : null}
      {entry.summary.length ? <ErrorSummary errors={entry.summary} /> : null}
      <form
        ref={form}
        className={styles.form}
        noValidate
        onSubmit={(event) => void entry.onSubmit(event)}
        aria-busy={sending || lookingUp}
        aria-label={FORM_TEXTS.formName}
      >
        <FieldRow path="mode" label={OTHER_LABELS.mode} hint={modeHint || undefined}>
          {(aria) => (
            <select
              {...aria}
              name="mode"
              className={`${styles.select} ${styles.medium}`}
              value={mode}
              disabled={locked}
              onChange={(event) => entry.changeMode(event.target.value as FormMode)}
            >
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
            {FORM_TEXTS.closed}
          </p>
        ) : (
          <>
            <SchoolSection mode={mode} locked={locked} onPickSchool={entry.pickSchool} />
            <CoordinatorsSection />
            <TeamsPart mode={mode} priceCents={window_?.priceCents ?? 0} />
            <OrderSection />
            {window_ && window_.cutoff ? (
              <p className={styles.closes}>
                <strong>
                  {FORM_TEXTS.entriesClose} {formatLongDate(window_.cutoff)}
                </strong>
                {window_.commence ? (
                  <>
                    {' '}
                    {FORM_TEXTS.commences} {formatLongDate(window_.commence)}.
                  </>
                ) : null}
              </p>
            ) : null}
            <SendSection
              message={entry.message}
              proof={entry.proof}
              onProof={entry.setProof}
              botCheck={entry.botCheck}
              sending={sending}
            />
          </>
        )}
      </form>
      {sending || lookingUp ? (
        <div className={styles.overlay} role="status">
          <div className={styles.spinner} aria-hidden="true" />
          <p>{sending ? FORM_TEXTS.sending : FORM_TEXTS.lookingUp}</p>
        </div>
      ) : null}
    </FormikProvider>
  );
}
