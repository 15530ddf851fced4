/**
 * School name with type-ahead (ARIA 1.2 combobox with a list box): suggestions of the active
 * season's school names, 200 ms after typing stops, distinct and at most 10. Picking one hands the
 * name to `onPick`, which fills the school's details. Only names ever come back from the server.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { useFormikContext } from 'formik';
import { type EntryFormValues } from '@/lib/entry/form';
import { SCHOOL_FIELDS } from '@/lib/league/entry-fields';
import { FORM_TEXTS, SCHOOL_LABELS, SECTION_TEXTS } from '@/lib/entry/texts';
import { FieldRow } from './fields';
import { useListbox } from '@/components/ui/useListbox';
import styles from './EntryForm.module.css';

const DEBOUNCE_MS = 200;
const LIMIT = 10;

type Query = readonly [string, string, string | undefined, string | undefined];

async function fetchNames([path, query, metro, competition]: Query): Promise<string[]> {
  const params = new URLSearchParams({ query, limit: String(LIMIT) });
  if (metro) params.set('metro_name', metro);
  if (competition) params.set('competition_name', competition);
  const response = await fetch(`${path}?${params}`);
  if (!response.ok) throw new Error(`typeahead ${response.status}`);
  const body = (await response.json()) as { data: { schools: { name: string }[] } };
  return [...new Set(body.data.schools.map((s) => s.name))].slice(0, LIMIT);
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export type SchoolNameFieldProps = {
  /** Legacy codes of the chosen competition: metro 1/0, competition 2/1. */
  metro?: string;
  competition?: string;
  locked: boolean;
  onPick: (name: string) => void;
};

export function SchoolNameField({ metro, competition, locked, onPick }: SchoolNameFieldProps) {
  const { values, setFieldValue, handleBlur } = useFormikContext<EntryFormValues>();
  const name = values.school.name;
  const { open, setOpen, active, setActive, close, onKeyDown: listKeys } = useListbox();
  const listId = useId();
  const query = useDebounced(name.trim(), DEBOUNCE_MS);
  const { data } = useSWR(
    !locked && open && query.length >= 2
      ? (['/api/index/school-name-typeahead', query, metro, competition] as const)
      : null,
    fetchNames,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  // An exact match needs no list.
  const options = (data ?? []).filter((option) => option !== name);
  const expanded = open && options.length > 0 && query.length >= 2;

  const pick = (option: string) => {
    void setFieldValue('school.name', option);
    close();
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => listKeys(event, options, expanded, pick);

  if (locked) {
    return (
      <FieldRow path="school.name" label={SCHOOL_LABELS.name} hint={FORM_TEXTS.lockedByLink}>
        {(aria) => <input {...aria} className={styles.input} value={name} readOnly name="school.name" />}
      </FieldRow>
    );
  }

  return (
    <FieldRow path="school.name" label={SCHOOL_LABELS.name} hint={SECTION_TEXTS.schoolNameHint}>
      {(aria) => (
        <div className={styles.combobox}>
          <input
            {...aria}
            name="school.name"
            className={styles.input}
            value={name}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            maxLength={SCHOOL_FIELDS.name.max}
            onChange={(event) => {
              void setFieldValue('school.name', event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              setOpen(false);
              handleBlur(event);
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={SECTION_TEXTS.schoolList}
            className={styles.listbox}
            hidden={!expanded}
          >
            {expanded
              ? options.map((option, i) => (
                  <li
                    key={option}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={`${styles.option} ${i === active ? styles.optionActive : ''}`}
                    // Keep focus in the input so the list is not closed by a blur before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                  >
                    {option}
                  </li>
                ))
              : null}
          </ul>
          <p className={styles.visuallyHidden} aria-live="polite">
            {expanded ? SECTION_TEXTS.schoolsFound(options.length) : ''}
          </p>
        </div>
      )}
    </FieldRow>
  );
}
