'use client';
import styles from './PrintButton.module.css';

export type PrintButtonProps = { label: 'Print draw' | 'Print grid' };

/** The browser's print dialog; the print stylesheet (app/print.css) leaves only the draw or grid. */
export function PrintButton({ label }: PrintButtonProps) {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      {label}
    </button>
  );
}
