'use client';
import { useSyncExternalStore } from 'react';
import { RECEIPT_TEXTS } from '@/lib/entry/texts';
import styles from './Receipt.module.css';

const subscribeNothing = () => () => {};

/** The browser's print dialog; shown once the script runs, since before that it could do nothing. */
export function PrintPageButton() {
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <button type="button" className={styles.action} onClick={() => window.print()}>
      {RECEIPT_TEXTS.print}
    </button>
  );
}
