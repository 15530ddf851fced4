import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { ListedSchoolPage as ListedSchoolPageData } from '@/lib/source/school-types';
import { COMPETITION_NAMES, GRADE_NAMES } from '@/lib/league/constants';
import { divisionsPath } from '@/lib/league/codes';
import { MySchoolButton } from './MySchoolButton';
import { Titles } from './SchoolHistory';
import styles from './school.module.css';

/**
 * A school page when the site reads the league's API: its divisions come as finished tables, so the
 * page lists the school's teams those tables name, and sends the reader to each division's draw for
 * matches, results and places (docs/schools.md).
 */
export function ListedSchoolPage({ page }: { page: ListedSchoolPageData }) {
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={[{ label: page.name }]} />
      <h1 className={styles.heading}>{page.name}</h1>
      <MySchoolButton slug={page.slug} name={page.name} />
      <p className={styles.notice}>
        The league sends this season&apos;s draws as finished tables, so this page lists the school&apos;s
        teams only. Each team&apos;s matches, results and place are on its division&apos;s draw.
      </p>
      <section aria-labelledby="teams-heading" className={styles.section}>
        <h2 id="teams-heading">
          Teams in {page.year} ({page.teams.length})
        </h2>
        {page.teams.length === 0 ? (
          <p>
            The {page.year} draws list no team of {page.name}.
          </p>
        ) : (
          <ul className={styles.listed}>
            {page.teams.map((team) => (
              <li key={`${team.division.code}-${team.name}`}>
                <strong>{team.name}</strong>: {team.mode ? `${COMPETITION_NAMES[team.mode]}, ` : ''}
                {GRADE_NAMES[team.grade]}, {team.zone.name} zone,{' '}
                <Link href={divisionsPath(page.year, team.grade, team.zone.code)} prefetch={false}>
                  {team.division.code} {team.division.name}
                </Link>
                {team.drawNo !== null && `, draw number ${team.drawNo}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Titles titles={page.titles} />
    </main>
  );
}
