import Link from 'next/link';
import type { SchoolSeasonSummary } from '@/lib/league/school-page';
import type { SchoolTitle } from '@/lib/league/school-titles';
import { GRADE_NAMES } from '@/lib/league/constants';
import { schoolSeasonPath } from '@/lib/league/school-paths';
import styles from './school.module.css';

/** How many of the other seasons are listed team by team, as the competition page lists ten seasons' winners. */
export const RECENT_SEASONS_IN_FULL = 10;

function SeasonLink({ slug, year, activeYear }: { slug: string; year: number; activeYear: number | null }) {
  return <Link href={schoolSeasonPath(slug, year, activeYear)}>{year}</Link>;
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
  // The newest seasons in full; older ones by year, each a link to its own page, so the page does not grow with the league.
  const recent = past.slice(0, RECENT_SEASONS_IN_FULL);
  const earlier = past.slice(RECENT_SEASONS_IN_FULL);
  return (
    <section aria-labelledby="past-heading" className={styles.section}>
      <h2 id="past-heading">Other seasons</h2>
      <ul className={styles.seasons}>
        {recent.map((season) => (
          <li key={season.year}>
            <h3 className={styles.seasonYear}>
              <SeasonLink slug={slug} year={season.year} activeYear={activeYear} />
            </h3>
            <ul>
              {season.teams.map((team) => (
                <li key={`${team.division}-${team.name}`}>
                  {team.name}: {GRADE_NAMES[team.grade]}, {team.division} ({team.zone})
                  {team.place ? `, ${team.complete ? '' : 'so far '}${team.place}` : ''}
                </li>
              ))}
              {season.finals.map((finals) => (
                <li key={finals.eventName}>
                  {finals.eventName}
                  {finals.won ? ': winner' : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {earlier.length ? (
        <p>
          Earlier seasons:{' '}
          {earlier.map((season, i) => (
            <span key={season.year}>
              {i ? ', ' : ''}
              <SeasonLink slug={slug} year={season.year} activeYear={activeYear} />
            </span>
          ))}
        </p>
      ) : null}
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
