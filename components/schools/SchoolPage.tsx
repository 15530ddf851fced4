import type { PublicBoards } from '@/lib/league/players/public-name';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { absoluteUrl } from '@/components/layout/site';
import type { SchoolPage as SchoolPageData } from '@/lib/league/school-page';
import { schoolSeasonPath } from '@/lib/league/school-paths';
import { schoolPageJsonLd } from '@/lib/league/school-jsonld';
import { MatchCard } from './MatchCard';
import { MySchoolButton } from './MySchoolButton';
import { JsonLd } from '@/components/ui/JsonLd';
import { SchoolTeams, type DivisionAwaiting } from './SchoolTeams';
import { PastSeasons, Titles } from './SchoolHistory';
import styles from './school.module.css';

export type SchoolPageProps = {
  page: SchoolPageData;
  activeYear: number | null;
  /** Links to follow the school's matches in a calendar, where the site offers them. */
  subscribe?: ReactNode;
  /** The season's changes touching the school's teams. */
  changes?: ReactNode;
  /** The school's divisions' matches reported by card and not yet confirmed. */
  awaiting?: readonly DivisionAwaiting[];
  /** The school's divisions' published matches whose cards name players. */
  boards?: readonly PublicBoards[];
};

export function SchoolPage({
  page,
  activeYear,
  subscribe,
  changes,
  awaiting = [],
  boards = [],
}: SchoolPageProps) {
  const { season } = page;
  const upcoming = season?.upcoming ?? [];
  const structured = schoolPageJsonLd(season, page.slug, absoluteUrl);
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={[{ label: page.name }]} />
      <h1 className={styles.heading}>{page.name}</h1>
      {page.address && <p className={styles.address}>{page.address}</p>}
      <MySchoolButton slug={page.slug} name={page.name} />

      <section aria-labelledby="next-heading" className={styles.section}>
        <h2 id="next-heading">{upcoming.length === 1 ? 'Next match' : 'Next matches'}</h2>
        {upcoming.length ? (
          <ol className={styles.matches}>
            {upcoming.slice(0, 4).map((fixture) => (
              <li key={`${fixture.id}-${fixture.side}`}>
                <MatchCard fixture={fixture} headingLevel={3} />
              </li>
            ))}
          </ol>
        ) : (
          <p>
            {season
              ? `No more matches of ${page.name} are drawn in ${page.year} from today on.`
              : `${page.name} has no teams in the ${page.year} season.`}
          </p>
        )}
      </section>
      {subscribe}

      {season && <SchoolTeams season={season} schoolName={page.name} awaiting={awaiting} boards={boards} />}
      {changes}

      <nav aria-label="Seasons" className={styles.section}>
        <h2>Seasons</h2>
        <p>
          Showing the {page.year} season{page.active ? ' (this season)' : ''}.
          {!page.active && activeYear !== null && (
            <>
              {' '}
              <Link href={schoolSeasonPath(page.slug, activeYear, activeYear)}>
                Show the {activeYear} season
              </Link>
              .
            </>
          )}
        </p>
      </nav>
      <PastSeasons slug={page.slug} past={page.past} activeYear={activeYear} />
      <Titles titles={page.titles} />
      <JsonLd data={structured} />
    </main>
  );
}
