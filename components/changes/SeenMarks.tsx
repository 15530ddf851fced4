'use client';
/**
 * Changed since your last visit: the draw's cells are kept in this browser's localStorage per page
 * (`seen-cells.ts`); on the next visit the cells whose text differs are outlined, with a legend and a
 * way to dismiss. Nothing leaves the browser, so the page itself stays the same for everyone and can
 * be cached.
 */
import { useEffect, useRef, useState } from 'react';
import { madeOnFirstUse } from '@/lib/league/first-use';
import { useLoadedAfterMount } from '@/components/ui/useLoadedAfterMount';
import styles from './changes.module.css';

const KEY_PREFIX = 'nswjcl.seen:';
const loadSeenCells = () => import('./seen-cells');

const dateFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
);

export function SeenMarks() {
  const [since, setSince] = useState<{ at: string; count: number } | null>(null);
  const stop = useRef<() => void>(() => {});

  const seenCells = useLoadedAfterMount(loadSeenCells);

  useEffect(() => {
    const main = document.getElementById('main');
    if (!seenCells || !main) return;
    const changes = seenCells.markChangedCells(main, `${KEY_PREFIX}${location.pathname}`);
    if (!changes) return;
    stop.current = changes.stop;
    // Shown after this effect, not within it: the marks are already on the page.
    const frame = requestAnimationFrame(() => setSince({ at: changes.at, count: changes.count }));
    return () => {
      cancelAnimationFrame(frame);
      changes.stop();
    };
  }, [seenCells]);

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
