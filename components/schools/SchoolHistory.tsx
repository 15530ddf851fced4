import Link from 'next/link';
import type { SchoolSeasonSummary } from '@/lib/league/school-page';
import type { SchoolTitle } from '@/lib/league/school-titles';
import { seasonHeadline } from '@/lib/league/school-history';
import { schoolSeasonPath } from '@/lib/league/school-paths';
import styles from './school.module.css';

/** How many of the other seasons get a line of their own, as the competition page lists ten seasons' winners. */
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
  // A line for each of the newest seasons and older ones by year, each a link to its own page (which lists
  // every team): the page grows neither with the league's seasons nor with a school's teams.
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
      {earlier.length ? (
        <p>
          Earlier seasons:{' '}
          {/* Links and commas side by side, with no element around each: seventy seasons are seventy links. */}
          {earlier.flatMap((season, i) => [
            i ? ', ' : null,
            <SeasonLink key={season.year} slug={slug} year={season.year} activeYear={activeYear} />,
          ])}
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
