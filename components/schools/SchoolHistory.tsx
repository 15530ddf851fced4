import Link from 'next/link';
import type { SchoolSeasonSummary } from '@/lib/league/school-page';
import type { SchoolTitle } from '@/lib/league/school-titles';
import { RECENT_SEASONS_LISTED } from '@/lib/league/constants';
import { seasonHeadline } from '@/lib/league/school-history';
import { schoolSeasonPath, schoolSeasonsPath } from '@/lib/league/school-paths';
import styles from './school.module.css';

/** Seasons one line each, newest first: the year (a link to its page), the teams' line and the finals reached. */
export function SeasonLines({
  slug,
  seasons,
  activeYear,
  headingLevel,
}: {
  slug: string;
  seasons: SchoolSeasonSummary[];
  activeYear: number | null;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.seasons}>
      {seasons.map((season) => (
        <li key={season.year}>
          <Heading className={styles.seasonYear}>
            <Link href={schoolSeasonPath(slug, season.year, activeYear)}>{season.year}</Link>
          </Heading>
          <p className={styles.seasonLine}>{seasonHeadline(season)}</p>
          {season.finals.length ? (
            <ul>
              {season.finals.map((finals) => (
                <li key={finals.eventName}>
                  {finals.eventName}
                  {finals.won ? ': winner' : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PastSeasons({
  slug,
  past,
  activeYear,
}: {
  slug: string;
  past: SchoolSeasonSummary[];
  activeYear: number | null;
}) {
  if (!past.length) return null;
  // The newest seasons here and every season on a page of its own, as the competition page's history:
  // a school page grows neither with the league's seasons nor with a school's teams.
  const earlier = past.length - RECENT_SEASONS_LISTED;
  return (
    <section aria-labelledby="past-heading" className={styles.section}>
      <h2 id="past-heading">Other seasons</h2>
      <SeasonLines
        slug={slug}
        seasons={past.slice(0, RECENT_SEASONS_LISTED)}
        activeYear={activeYear}
        headingLevel={3}
      />
      <p>
        <Link href={schoolSeasonsPath(slug)}>Every season</Link>
        {earlier > 0 ? `: ${earlier} earlier season${earlier === 1 ? '' : 's'} too.` : ''}
      </p>
    </section>
  );
}

export function Titles({ titles }: { titles: SchoolTitle[] }) {
  return (
    <section aria-labelledby="titles-heading" className={styles.section}>
      <h2 id="titles-heading">Titles</h2>
      {titles.length ? (
        <ul>
          {titles.map((title) => (
            <li key={`${title.year}-${title.competition}-${title.grade}`}>
              {title.year}: {title.competition}
              {title.grade ? `, ${title.grade}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>No league title is recorded for this school.</p>
      )}
    </section>
  );
}
