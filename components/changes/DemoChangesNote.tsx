import { leagueReads } from '@/lib/source/cached';
import styles from './changes.module.css';

/** Beside a demonstration season's changes: they were made up to show the feature, and parents are told so. */
export async function DemoChangesNote({ year }: { year: number }) {
  const index = await leagueReads.getSeasonIndex(year);
  if (!index?.season.demo) return null;
  return (
    <p className={styles.demoNote}>
      Demonstration season: these changes are made-up examples of how results, dates and teams changed during
      the season are shown. They are not real changes to any school&apos;s matches.
    </p>
  );
}
