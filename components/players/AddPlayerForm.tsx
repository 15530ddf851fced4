'use client';
import { useActionState } from 'react';
import type { AddPlayerState } from '@/app/private/[token]/players/actions';
import { CardErrorSummary } from '@/components/cards/CardErrorSummary';
import {
  NAME_MAX,
  NAME_SHOWN,
  NAME_SHOWN_LABELS,
  SCHOOL_YEARS,
  schoolYearLabel,
  type PlayerField,
} from '@/lib/league/players/register';
import styles from './Players.module.css';

type Props = {
  action: (state: AddPlayerState, form: FormData) => Promise<AddPlayerState>;
  /** The form's idempotency key: a double tap or a retry adds one player. */
  formKey: string;
};

const NOTHING: AddPlayerState = { result: null };
const fieldId = (field: PlayerField) => `player-${field}`;

/** Adds a player to the register; works without JavaScript (a refused form comes back with what was typed). */
export function AddPlayerForm({ action, formKey }: Props) {
  const [state, formAction, pending] = useActionState(action, NOTHING);
  const problems = state.result?.status === 'invalid' ? state.result.errors : [];
  const problem = (field: PlayerField) => problems.find((p) => p.field === field)?.message;
  const values = state.values;
  const described = (field: PlayerField, hint?: string) =>
    [hint, problem(field) ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (field: PlayerField) =>
    problem(field) ? (
      <span id={`${fieldId(field)}-error`} className={styles.error}>
        {problem(field)}
      </span>
    ) : null;
  return (
    <form action={formAction} noValidate>
      {problems.length ? (
        <CardErrorSummary
          errors={problems.map((p) => ({ ...p, targetId: fieldId(p.field as PlayerField) }))}
        />
      ) : null}
      {state.result?.status === 'error' ? (
        <p role="alert" className={styles.refused}>
          {state.result.message}
        </p>
      ) : null}
      <input type="hidden" name="key" value={formKey} />
      <p className={styles.field}>
        <label htmlFor={fieldId('name')}>Name</label>
        {error('name')}
        <input
          id={fieldId('name')}
          name="name"
          autoComplete="off"
          maxLength={NAME_MAX}
          defaultValue={values?.name}
          aria-invalid={problem('name') ? true : undefined}
          aria-describedby={described('name')}
          required
        />
      </p>
      <p className={styles.field}>
        <label htmlFor={fieldId('schoolYear')}>School year</label>
        {error('schoolYear')}
        <select
          id={fieldId('schoolYear')}
          name="schoolYear"
          defaultValue={values?.schoolYear ?? ''}
          aria-describedby={described('schoolYear')}
          required
        >
          <option value="">Choose a year</option>
          {SCHOOL_YEARS.map((year) => (
            <option key={year} value={year}>
              {schoolYearLabel(year)}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.field}>
        <label htmlFor={fieldId('shown')}>On public pages</label>
        {error('shown')}
        <select
          id={fieldId('shown')}
          name="shown"
          defaultValue={values?.shown ?? 'none'}
          aria-describedby={described('shown', 'shown-hint')}
        >
          {NAME_SHOWN.map((shown) => (
            <option key={shown} value={shown}>
              {NAME_SHOWN_LABELS[shown]}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.field}>
        <label htmlFor={fieldId('ratingId')}>Rating federation ID (optional)</label>
        {error('ratingId')}
        <input
          id={fieldId('ratingId')}
          name="ratingId"
          autoComplete="off"
          defaultValue={values?.ratingId}
          aria-describedby={described('ratingId')}
        />
      </p>
      <button type="submit" className={styles.button} disabled={pending}>
        Add player
      </button>
    </form>
  );
}
