'use client';
/**
 * The search box: a plain GET form to /search (it works without JavaScript), enhanced into an ARIA
 * 1.2 combobox whose list box offers the first answers 200 ms after typing stops. Choosing an answer
 * opens its page; Enter without a chosen answer sends the form, and the results page lists them all.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { searchEntryNote, SEARCH_QUERY_MAX, type SearchEntry } from '@/lib/league/search';
import { useListbox } from '@/components/ui/useListbox';
import styles from './SearchBox.module.css';

const DEBOUNCE_MS = 200;

export type SearchBoxProps = {
  /** Names the search landmark; two boxes on one page need different names. */
  name: string;
  label?: string;
  defaultValue?: string;
  /** The header's box is compact and white on the brand colour. */
  variant?: 'header' | 'page';
  className?: string;
};

function useSuggestions(query: string, enabled: boolean): SearchEntry[] {
  const [results, setResults] = useState<SearchEntry[]>([]);
  const text = query.trim();
  useEffect(() => {
    if (!enabled || text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?${new URLSearchParams({ q: text })}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { data?: { results?: SearchEntry[] } } | null) => setResults(body?.data?.results ?? []))
        // No suggestions is fine: the form still sends the query to the results page.
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);
  return enabled && text.length >= 2 ? results : [];
}

export function SearchBox({
  name,
  label = 'Find your school, zone or division',
  defaultValue = '',
  variant = 'page',
  className,
}: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const { open, setOpen, active, setActive, close, onKeyDown: listKeys } = useListbox();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const options = useSuggestions(value, open);
  const expanded = open && options.length > 0;

  const choose = (option: SearchEntry) => {
    close();
    router.push(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => listKeys(event, options, expanded, choose);

  return (
    <form
      role="search"
      aria-label={name}
      action="/search"
      method="get"
      className={[styles.form, styles[variant], className].filter(Boolean).join(' ')}
    >
      <label htmlFor={`${id}-q`} className={variant === 'header' ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.combobox}>
          <input
            ref={input}
            id={`${id}-q`}
            name="q"
            // The ARIA 1.2 combobox role is allowed on type="text", not on type="search" (HTML's rules);
            // inputMode and enterKeyHint keep the phone's search keyboard.
            type="text"
            inputMode="search"
            className={styles.input}
            value={value}
            maxLength={SEARCH_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            className={styles.listbox}
            hidden={!expanded}
          >
            {expanded
              ? options.map((option, i) => (
                  <li
                    key={option.href}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={`${styles.option} ${i === active ? styles.optionActive : ''}`}
                    // Keep focus in the input, so its blur does not close the list before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    <span className={styles.optionLabel}>{option.label}</span>
                    <span className={styles.optionDetail}>{searchEntryNote(option)}</span>
                  </li>
                ))
              : null}
          </ul>
        </div>
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded
          ? `${options.length} suggestion${options.length === 1 ? '' : 's'}. Use the up and down arrows to choose one.`
          : ''}
      </p>
    </form>
  );
}
