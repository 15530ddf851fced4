'use client';
import { useSyncExternalStore, type MouseEvent } from 'react';
import styles from './PrintButton.module.css';

export type PrintButtonProps = { label: 'Print draw' | 'Print grid' | 'Print card' };

/** Marks on the page that app/print.css reads to print one division of a zone rather than all. */
const SCOPE_ATTRIBUTE = 'data-print-scope';
const TARGET_ATTRIBUTE = 'data-print-target';

function printEverything() {
  document.documentElement.removeAttribute(SCOPE_ATTRIBUTE);
  document
    .querySelectorAll(`[${TARGET_ATTRIBUTE}]`)
    .forEach((element) => element.removeAttribute(TARGET_ATTRIBUTE));
}

/**
 * The browser's print dialog for the whole page: the print stylesheet (app/print.css) leaves only
 * the draw or grid, and on a zone page every division, each from a new page.
 */
export function PrintButton({ label }: PrintButtonProps) {
  return (
    <button
      type="button"
      className={styles.print}
      onClick={() => {
        printEverything();
        window.print();
      }}
    >
      {label}
    </button>
  );
}

const subscribeNothing = () => () => {};

/**
 * Prints only the division (tab panel) the button is in. The page goes back to printing everything
 * once the dialog closes, so the browser's own Print command still prints the whole zone. Shown
 * once the script runs: before that the divisions are not tabs and the button could do nothing.
 */
export function PrintDivisionButton() {
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  function printDivision(event: MouseEvent<HTMLButtonElement>) {
    printEverything();
    const panel = event.currentTarget.closest('[role="tabpanel"]');
    if (panel) {
      panel.setAttribute(TARGET_ATTRIBUTE, '');
      document.documentElement.setAttribute(SCOPE_ATTRIBUTE, 'division');
    }
    window.addEventListener('afterprint', printEverything, { once: true });
    window.print();
  }
  if (!hydrated) return null;
  return (
    <button type="button" className={styles.print} onClick={printDivision}>
      Print this division
    </button>
  );
}
