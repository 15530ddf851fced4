'use client';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from '@/components/layout/navigation';
import {
  FILTER_DELAY_MS,
  FILTER_LABELS,
  changeFilter,
  filterChoicesPath,
  filterOptions,
  filtersPath,
  needsYearData,
  visibleFilters,
  type FilterData,
  type FilterName,
  type FilterYearData,
  type FiltersState,
} from '@/lib/league/finals-filters';
import { FOCUS_KEY, session } from './filters-session';
import styles from './FinalsFilters.module.css';

export type FinalsFiltersProps = { data: FilterData; initial: FiltersState; currentPath: string | null };

/** Another season's regions and zones, from the site (app/api/finals-filters/[year]). */
async function fetchYearData(year: number): Promise<FilterYearData> {
  const response = await fetch(filterChoicesPath(year));
  if (!response.ok) throw new Error(`The choices for ${year} did not load (${response.status}).`);
  return ((await response.json()) as { data: FilterYearData }).data;
}

/**
 * The finals filters' fields: seven selects that appear in order as the selection grows. Once the
 * selection is complete, a change goes to its finals page 100 ms later (a later change within that
 * time wins). The page sends its own season's places; choosing another year first fetches that season's.
 */
export function FinalsFilterPanel({
  data: initialData,
  initial,
  currentPath,
  open,
}: FinalsFiltersProps & { open: boolean }) {
  const navigate = useNavigate();
  const [selection, setSelection] = useState(initial);
  const [data, setData] = useState(initialData);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Counts changes, so a year's choices that arrive after a later change are not applied. */
  const changes = useRef(0);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // After a filter change has loaded this page, focus returns to the filter that was changed.
  useEffect(() => {
    if (!open) return;
    const name = session.get(FOCUS_KEY);
    if (!name) return;
    session.set(FOCUS_KEY, null);
    document.getElementById(`finals-filter-${name}`)?.focus();
  }, [open]);

  function onChange(name: FilterName, event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    const change = ++changes.current;
    setProblem(null);
    const missing = needsYearData(name, value, data);
    if (missing === null) return apply(name, value, data);
    fetchYearData(missing).then(
      (yearData) => {
        const loaded = { ...data, byYear: { ...data.byYear, [missing]: yearData } };
        setData(loaded);
        if (change === changes.current) apply(name, value, loaded);
      },
      () => {
        if (change === changes.current)
          setProblem(`The regions and zones of ${missing} did not load. Please try again.`);
      },
    );
  }

  function apply(name: FilterName, value: string, known: FilterData) {
    const next = changeFilter(selection, name, value, known);
    setSelection(next);
    if (timer.current) clearTimeout(timer.current);
    const path = filtersPath(next);
    if (!path || path === currentPath) return;
    timer.current = setTimeout(() => {
      session.set(FOCUS_KEY, name);
      navigate(path, { scroll: false });
    }, FILTER_DELAY_MS);
  }

  const shown = visibleFilters(selection);
  const complete = filtersPath(selection) !== null;

  return (
    <>
      {shown.map((name) => {
        const value = selection[name];
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={`finals-filter-${name}`}>{FILTER_LABELS[name]}</label>
            <select
              id={`finals-filter-${name}`}
              value={value === null ? '' : String(value)}
              onChange={(event) => onChange(name, event)}
              required
            >
              <option value="">-- Select --</option>
              {filterOptions(name, selection, data).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <p className={styles.status} role="status">
        {problem ?? (complete ? '' : 'Choose every filter to see a finals grid.')}
      </p>
    </>
  );
}
