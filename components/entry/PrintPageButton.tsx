'use client';
import { RECEIPT_TEXTS } from '@/lib/entry/texts';
import { useHydrated } from './useHydrated';
import styles from './Receipt.module.css';

/** The browser's print dialog; shown once the script runs, since before that it could do nothing. */
export function PrintPageButton() {
  if (!useHydrated()) return null;
  return (
    <button type="button" className={styles.action} onClick={() => window.print()}>
      {RECEIPT_TEXTS.print}
    </button>
  );
}
