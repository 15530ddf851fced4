import { leagueReads } from '@/lib/source/cached';
import { ChangeLog } from './ChangeLog';
import { DemoChangesNote } from './DemoChangesNote';
import styles from './changes.module.css';

/**
 * For a school's page: the season's recorded changes that touch the school's teams, newest first,
 * with the school's feed. The page gives the school's slug (lib/league/school-slug.ts).
 */
export async function SchoolChanges({
  year,
  slug,
  feedHref,
}: {
  year: number;
  slug: string;
  feedHref: string | null;
}) {
  const records = await leagueReads.getSchoolChanges(year, slug);
  return (
    <section className={styles.recent} aria-labelledby="school-changes">
      <h2 id="school-changes">Changes to this school&apos;s matches</h2>
      {records.length > 0 && <DemoChangesNote year={year} />}
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
