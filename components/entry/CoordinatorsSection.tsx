import { useFormikContext } from 'formik';
import { MOBILE_MASK, emptyCoordinator, fieldId, type EntryFormValues } from '@/lib/entry/form';
import { MAX_NEW_COORDINATORS } from '@/lib/league/entry-fields';
import { COORDINATOR_LABELS, FORM_TEXTS, SECTION_TEXTS } from '@/lib/entry/texts';
import { ErrorText, MaskedField, SelectField, TextField } from './fields';
import { entryStatus, useShownError } from './form-state';
import styles from './EntryForm.module.css';

/**
 * Section 2: previous-year coordinators from the invitation, then up to five new blocks numbered on
 * from them (docs/spec-deviations.md). Adding moves focus to the new block's first field; removing moves it to the
 * block that took its place, or to the add button.
 */
export function CoordinatorsSection() {
  const formik = useFormikContext<EntryFormValues>();
  const { values, setFieldValue, setStatus } = formik;
  const error = useShownError('coordinators');
  const list = values.coordinators;
  const newCount = list.filter((c) => !c.previous).length;

  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const add = () => {
    const added = emptyCoordinator();
    // Its errors wait for the next send (SPEC section 4).
    const status = entryStatus(formik);
    setStatus({ ...status, added: [...status.added, added.uid] });
    void setFieldValue('coordinators', [...list, added]);
    focusSoon(fieldId(`coordinators[${list.length}].first_name`));
  };
  const remove = (index: number) => {
    void setFieldValue(
      'coordinators',
      list.filter((_, i) => i !== index),
    );
    const next = index < list.length - 1 ? index : index - 1;
    focusSoon(next >= 0 ? `entry-coordinator-${next}` : 'entry-add-coordinator');
  };

  return (
    <section className={styles.section} aria-labelledby="entry-coordinators-heading">
      <h2 id="entry-coordinators-heading">{SECTION_TEXTS.coordinators}</h2>
      <p className={styles.hint}>{SECTION_TEXTS.coordinatorsHint}</p>
      {list.map((coordinator, i) => {
        const base = `coordinators[${i}]`;
        const title = SECTION_TEXTS.coordinator(i + 1);
        // The only block of a blank form stays; every other block can go.
        const removable = coordinator.previous || list.length > 1;
        return (
          <fieldset key={coordinator.uid} className={`${styles.fieldset} ${styles.block}`}>
            <legend id={`entry-coordinator-${i}`} tabIndex={-1}>
              {title}
              {coordinator.previous ? (
                <span className={styles.previous}> {FORM_TEXTS.previousCoordinator}</span>
              ) : null}
            </legend>
            <div className={styles.pair}>
              <TextField
                path={`${base}.first_name`}
                label={COORDINATOR_LABELS.first_name}
                autoComplete="off"
              />
              <TextField path={`${base}.last_name`} label={COORDINATOR_LABELS.last_name} autoComplete="off" />
            </div>
            <div className={styles.pair}>
              <SelectField path={`${base}.title`} label={COORDINATOR_LABELS.title} />
              <SelectField path={`${base}.type`} label={COORDINATOR_LABELS.type} />
            </div>
            <TextField
              path={`${base}.email`}
              label={COORDINATOR_LABELS.email}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
            <MaskedField
              path={`${base}.mobile`}
              label={COORDINATOR_LABELS.mobile}
              hint={SECTION_TEXTS.mobileHint}
              mask={MOBILE_MASK}
              autoComplete="off"
            />
            {removable ? (
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => remove(i)}
                aria-label={`${FORM_TEXTS.remove} ${title.toLowerCase()}`}
              >
                {FORM_TEXTS.remove}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {error ? <ErrorText path="coordinators" message={error} /> : null}
      {newCount < MAX_NEW_COORDINATORS ? (
        <button
          type="button"
          id="entry-add-coordinator"
          className={styles.secondaryButton}
          onClick={add}
          aria-describedby={error ? 'entry-coordinators-error' : undefined}
        >
          {FORM_TEXTS.addCoordinator}
        </button>
      ) : (
        <p id="entry-add-coordinator" tabIndex={-1} className={styles.hint}>
          {FORM_TEXTS.mostCoordinators}
        </p>
      )}
    </section>
  );
}
