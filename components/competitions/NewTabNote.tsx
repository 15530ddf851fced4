import styles from './competition.module.css';

/** Tells screen-reader users that a link opens a new tab. */
export function NewTabNote() {
  return <span className={styles.visuallyHidden}> (opens in a new tab)</span>;
}
