'use client';
import { useSyncExternalStore } from 'react';
import { useLoadedAfterMount } from '@/components/ui/useLoadedAfterMount';
import { OPEN_KEY, session } from './filters-session';
import type { FinalsFiltersProps } from './FinalsFilterPanel';
import styles from './FinalsFilters.module.css';

const loadPanel = () => import('./FinalsFilterPanel');

/**
 * Whether the panel is open, kept for the tab's session: a filter change loads another finals page,
 * and the panel stays as the visitor left it. The server always renders it closed (SPEC: starts closed).
 */
const openListeners = new Set<() => void>();
const subscribeOpen = (listener: () => void) => {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
};
const readOpen = () => session.get(OPEN_KEY) === '1';
function setOpen(open: boolean) {
  session.set(OPEN_KEY, open ? '1' : null);
  openListeners.forEach((listener) => listener());
}

/**
 * The finals filters: a button that opens a panel of selects (`FinalsFilterPanel`). The panel starts
 * closed, so its code loads once the page has hydrated rather than with the page.
 */
export function FinalsFilters(props: FinalsFiltersProps) {
  const open = useSyncExternalStore(subscribeOpen, readOpen, () => false);
  const Panel = useLoadedAfterMount(loadPanel)?.FinalsFilterPanel;

  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="finals-filters-panel"
        onClick={() => setOpen(!open)}
      >
        Filters
      </button>
      <div id="finals-filters-panel" className={styles.panel} hidden={!open}>
        {Panel ? (
          <Panel {...props} open={open} />
        ) : (
          <p className={styles.status} role="status">
            Loading the filters…
          </p>
        )}
      </div>
    </div>
  );
}
