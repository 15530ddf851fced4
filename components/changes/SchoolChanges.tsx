import type { ChangeRecord } from '@/lib/league/bundle-news';
import { ChangeLog } from './ChangeLog';
import { DemoChangesNote } from './DemoChangesNote';
import styles from './changes.module.css';

/**
 * For a school's page: the season's recorded changes that touch the school's teams, newest first
 * (`leagueReads.getSchoolChanges`, read by the page with its other data), with the school's feed.
 */
export function SchoolChanges({
  records,
  demo,
  feedHref,
}: {
  records: ChangeRecord[];
  demo: boolean;
  feedHref: string | null;
}) {
  return (
    <section className={styles.recent} aria-labelledby="school-changes">
      <h2 id="school-changes">Changes to this school&apos;s matches</h2>
      {records.length > 0 && <DemoChangesNote demo={demo} />}
      <ChangeLog records={records} headingLevel={3} />
      {feedHref && (
        <p>
          <a href={feedHref} type="application/atom+xml">
            Follow this school&apos;s changes (Atom feed)
          </a>
        </p>
      )}
    </section>
  );
}
