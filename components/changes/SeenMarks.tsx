'use client';
/**
 * Changed since your last visit: the draw's cells are kept in this browser's localStorage per page
 * (`seen-cells.ts`); on the next visit the cells whose text differs are outlined, with a legend and a
 * way to dismiss. Nothing leaves the browser, so the page itself stays the same for everyone and can
 * be cached.
 */
import { useEffect, useRef, useState } from 'react';
import { madeOnFirstUse } from '@/lib/league/first-use';
import styles from './changes.module.css';

const KEY_PREFIX = 'nswjcl.seen:';

const dateFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
);

export function SeenMarks() {
  const [since, setSince] = useState<{ at: string; count: number } | null>(null);
  const stop = useRef<() => void>(() => {});

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    let left = false;
    // Loaded now, not with the page: nothing is shown until the comparison has run.
    void import('./seen-cells').then(({ markChangedCells }) => {
      if (left) return;
      const changes = markChangedCells(main, `${KEY_PREFIX}${location.pathname}`);
      if (!changes) return;
      stop.current = changes.stop;
      setSince({ at: changes.at, count: changes.count });
    });
    return () => {
      left = true;
      stop.current();
    };
  }, []);

  if (!since) return null;
  return (
    <div className={styles.legend} role="status">
      <p>
        <span className={styles.swatch} aria-hidden="true" />
        {since.count === 1 ? '1 cell has' : `${since.count} cells have`} changed since your last visit on{' '}
        {dateFormat().format(new Date(since.at))}.
      </p>
      <button
        type="button"
        onClick={() => {
          stop.current();
          setSince(null);
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
