import { useFormikContext } from 'formik';
import type { CompetitionMode } from '@/lib/league/constants';
import { feeCents, formatDollars, totalTeams } from '@/lib/league/fees';
import { fieldId, type EntryFormValues } from '@/lib/entry/form';
import { FORM_TEXTS, SECTION_TEXTS, TEAM_LABELS } from '@/lib/entry/texts';
import { TEAM_COUNT_INPUT, type TeamField } from '@/lib/league/entry-fields';
import { ErrorText, FieldRow } from './fields';
import { useShownError } from './form-state';
import styles from './EntryForm.module.css';

/** A team count: digits only, as many as the rule allows; a field left blank becomes 0. */
function CountField({ field, label }: { field: TeamField; label: string }) {
  const { values, setFieldValue, handleBlur } = useFormikContext<EntryFormValues>();
  const path = `teams.${field}`;
  return (
    <FieldRow path={path} label={label} className={styles.teamRow}>
      {(aria) => (
        <input
          {...aria}
          name={path}
          className={`${styles.input} ${styles.count}`}
          type="text"
          inputMode="numeric"
          pattern={TEAM_COUNT_INPUT.pattern}
          maxLength={TEAM_COUNT_INPUT.max}
          autoComplete="off"
          value={values.teams[field]}
          onChange={(event) =>
            void setFieldValue(path, event.target.value.replace(/\D/g, '').slice(0, TEAM_COUNT_INPUT.max))
          }
          onBlur={(event) => {
            if (values.teams[field] === '') void setFieldValue(path, '0');
            handleBlur(event);
          }}
        />
      )}
    </FieldRow>
  );
}

export type TeamsSectionProps = { mode: CompetitionMode; priceCents: number };

/** Section 3: the team rows of the competition, Total, and the entry fee recalculated as counts change. */
export function TeamsSection({ mode, priceCents }: TeamsSectionProps) {
  const { values } = useFormikContext<EntryFormValues>();
  const counts = Object.fromEntries(Object.entries(values.teams).map(([k, v]) => [k, Number(v || 0)]));
  const total = totalTeams(mode, counts);
  const fee = feeCents(mode, counts, priceCents / 100);
  const primary = mode.endsWith('primary');
  const labels = TEAM_LABELS[primary ? 'primary' : 'secondary'];
  const preferenceError = useShownError('teams.intermediate_preference');
  const totalError = useShownError('teams.total');

  return (
    <section className={styles.section} aria-labelledby="entry-teams-heading">
      <h2 id="entry-teams-heading">{SECTION_TEXTS.teams}</h2>
      <p className={styles.hint}>{SECTION_TEXTS.teamsHint}</p>
      {primary ? (
        <>
          <p className={styles.note}>{FORM_TEXTS.newSchools}</p>
          <CountField field="championship" label={labels.championship!} />
          <CountField field="intermediate" label={labels.intermediate!} />
          <fieldset
            className={`${styles.fieldset} ${styles.preference}`}
            aria-describedby={
              preferenceError ? 'entry-teams-intermediate_preference-error' : 'entry-preference-note'
            }
          >
            <legend>{SECTION_TEXTS.preference}</legend>
            <p id="entry-preference-note" className={styles.hint}>
              {SECTION_TEXTS.preferenceHint}
            </p>
            {preferenceError ? (
              <ErrorText path="teams.intermediate_preference" message={preferenceError} />
            ) : null}
            <CountField field="intermediate_to_championship" label={labels.intermediate_to_championship!} />
            <CountField field="intermediate_to_rookies" label={labels.intermediate_to_rookies!} />
          </fieldset>
          <CountField field="rookies" label={labels.rookies!} />
          <CountField field="junior_rookies" label={labels.junior_rookies!} />
        </>
      ) : (
        <>
          <CountField field="senior" label={labels.senior!} />
          <CountField field="intermediate" label={labels.intermediate!} />
          <CountField field="junior" label={labels.junior!} />
        </>
      )}
      {totalError ? <ErrorText path="teams.total" message={totalError} /> : null}
      <dl className={styles.totals}>
        <div>
          <dt>{SECTION_TEXTS.total}</dt>
          <dd>
            <output htmlFor={fieldId(primary ? 'teams.championship' : 'teams.senior')} aria-live="polite">
              {SECTION_TEXTS.teamCount(total)}
            </output>
          </dd>
        </div>
        <div>
          <dt>{SECTION_TEXTS.entryFee}</dt>
          <dd>
            {formatDollars(priceCents)} {FORM_TEXTS.perTeam}
          </dd>
        </div>
        <div>
          <dt>{SECTION_TEXTS.totalFee}</dt>
          <dd>
            <output aria-live="polite">{formatDollars(fee)}</output>
          </dd>
        </div>
      </dl>
      {primary ? <p className={styles.note}>{FORM_TEXTS.varyGrades}</p> : null}
    </section>
  );
}
