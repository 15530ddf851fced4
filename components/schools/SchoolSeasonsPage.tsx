import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { summarise, type SchoolPage } from '@/lib/league/school-page';
import { schoolPath } from '@/lib/league/school-paths';
import { SeasonLines } from './SchoolHistory';
import styles from './school.module.css';

/** `/schools/{slug}/seasons`: every season the school played, newest first, one line each. */
export function SchoolSeasonsPage({ page, activeYear }: { page: SchoolPage; activeYear: number | null }) {
  const seasons = [...(page.season ? [summarise(page.season)] : []), ...page.past].sort(
    (a, b) => b.year - a.year,
  );
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={[{ label: page.name, url: schoolPath(page.slug) }, { label: 'Every season' }]} />
      <h1 className={styles.heading}>{page.name}: every season</h1>
      {seasons.length ? (
        <SeasonLines slug={page.slug} seasons={seasons} activeYear={activeYear} headingLevel={2} />
      ) : (
        <p>{page.name} has had no teams in a season the league has published.</p>
      )}
    </main>
  );
}
