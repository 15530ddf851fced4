import styles from './changes.module.css';

/** Beside a demonstration season's changes: they were made up to show the feature, and parents are told so. */
export function DemoChangesNote({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <p className={styles.demoNote}>
      Demonstration season: these changes are made-up examples of how results, dates and teams changed during
      the season are shown. They are not real changes to any school&apos;s matches.
    </p>
  );
}
