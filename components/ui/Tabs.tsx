'use client';
import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export type TabItem = { id: string; label: string; content: ReactNode };
export type TabsProps = { label: string; items: TabItem[] };

/** The URL hash as a store, so the active tab follows it (links, back button, typed URLs). */
const hashListeners = new Set<() => void>();
function subscribeHash(listener: () => void) {
  hashListeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    hashListeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}
function readHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}
const noHashOnServer = () => '';
const subscribeNothing = () => () => {};

/**
 * Tabs in the ARIA tabs pattern: one tab stop (roving tabindex), arrow keys, Home and End move and
 * select. The active tab is the one the URL hash names, else the first; choosing one writes the hash
 * without scrolling. Without scripts, every panel shows one after another with in-page links, so the
 * content reads and prints in full. With scripts, until they have run, the stylesheet shows only the
 * panel the script will show, so a phone lays out one panel, not all, and nothing moves at hydration.
 */
export function Tabs({ label, items }: TabsProps) {
  const hash = useSyncExternalStore(subscribeHash, readHash, noHashOnServer);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const active = items.find((item) => item.id === hash)?.id ?? items[0]?.id;

  if (!hydrated) {
    return (
      <div className={`${styles.tabs} ${styles.beforeScript}`}>
        <ul className={styles.jumpList} aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${encodeURIComponent(item.id)}`}>{item.label}</a>
            </li>
          ))}
        </ul>
        {items.map((item) => (
          // The same element before and after the script, so the panels' content is kept, not rebuilt.
          <section key={item.id} id={item.id} aria-label={item.label} className={styles.panel}>
            {item.content}
          </section>
        ))}
      </div>
    );
  }

  function select(id: string) {
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
    hashListeners.forEach((listener) => listener());
    tabs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(items[target]!.id);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              if (element) tabs.current.set(item.id, element);
              else tabs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={`tab-${item.id}`}
            aria-selected={item.id === active}
            aria-controls={item.id}
            tabIndex={item.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <section
          key={item.id}
          role="tabpanel"
          id={item.id}
          aria-labelledby={`tab-${item.id}`}
          hidden={item.id !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {item.content}
        </section>
      ))}
    </div>
  );
}
