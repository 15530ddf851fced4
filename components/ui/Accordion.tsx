'use client';

import { useId, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export type AccordionItem = { id: string; title: string; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  /** Wrap each item's button in a heading of this level; none in menus. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The item open at first; by default all are closed. */
  defaultOpenId?: string;
  /** `menu` is the compact look of the left menu. */
  variant?: 'default' | 'menu';
};

const subscribe = () => () => {};

/** False while the server renders and while the page hydrates, true once the script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Panels are named regions only when there are few of them (WAI-ARIA accordion pattern). */
const MAX_REGIONS = 6;

/**
 * SPEC section 2: clicking an item opens it and closes the others; clicking the open one closes it.
 * Until the script runs, items are native `<details>` sharing one `name`, so they open (one at a time in
 * current browsers) without JavaScript. Once hydrated they become disclosure buttons with aria-expanded and
 * aria-controls; the arrow keys, Home and End move between them.
 */
export function Accordion({ items, headingLevel, defaultOpenId, variant = 'default' }: AccordionProps) {
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  const baseId = useId();
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const className = `${styles.accordion} ${variant === 'menu' ? styles.menu : ''}`;

  if (!hydrated) {
    return (
      <div className={className}>
        {items.map((item) => (
          <details key={item.id} name={baseId} open={item.id === openId} className={styles.item}>
            <summary className={styles.summary}>
              {Heading ? <Heading className={styles.heading}>{item.title}</Heading> : item.title}
            </summary>
            <div className={styles.panel}>{item.content}</div>
          </details>
        ))}
      </div>
    );
  }

  const buttonId = (i: number) => `${baseId}-button-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, i: number) {
    const last = items.length - 1;
    const target = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    document.getElementById(buttonId(target))?.focus();
  }

  return (
    <div className={className}>
      {items.map((item, i) => {
        const open = item.id === openId;
        const button = (
          <button
            type="button"
            id={buttonId(i)}
            className={styles.button}
            aria-expanded={open}
            aria-controls={panelId(i)}
            onClick={() => setOpenId(open ? null : item.id)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {item.title}
          </button>
        );
        return (
          <div key={item.id} className={styles.item}>
            {Heading ? <Heading className={styles.heading}>{button}</Heading> : button}
            <div
              id={panelId(i)}
              className={styles.panel}
              role={items.length <= MAX_REGIONS ? 'region' : undefined}
              aria-labelledby={buttonId(i)}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
