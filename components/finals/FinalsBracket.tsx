import Link from 'next/link';
import { teamSchoolSlug } from '@/lib/league/school-match';
import { schoolPath } from '@/lib/league/school-paths';
import { TeamLink } from '@/components/schools/TeamLink';
import type { BracketLayout, BracketSide } from '@/lib/league/finals-layout';
import { formatDay } from '@/lib/league/dates';
import { ScrollRegion } from '@/components/draws/ScrollRegion';
import shared from '@/components/draws/shared.module.css';
import { BracketRoutes } from './BracketRoutes';
import styles from './FinalsBracket.module.css';

export type FinalsBracketProps = {
  layout: BracketLayout;
  /** Names the grid for assistive technology, e.g. 'Country - Championship - finals'. */
  label: string;
  /** The level of each step's heading, one below the heading the grid sits under. */
  headingLevel: 2 | 3 | 4;
  /** The season shown: each team has a link to its school's page for it. */
  year?: number;
};

/** A small link beside a team's name (which itself highlights the team's route) to its school's page. */
function SchoolLink({ name, year }: { name: string; year?: number }) {
  const slug = teamSchoolSlug({ name });
  if (!slug) return null;
  return (
    <Link
      href={schoolPath(slug, year)}
      prefetch={false}
      className={styles.school}
      aria-label={`${name}: school page`}
    >
      school
    </Link>
  );
}

/**
 * A finals grid as a bracket, drawn on the server. Pointing at or focusing a team (keyboard too)
 * highlights its route, every pairing it plays in; pressing it keeps the route highlighted, which is
 * how touch screens see it (`BracketRoutes`, the only part that runs in the browser).
 */
export function FinalsBracket({ layout, label, headingLevel, year }: FinalsBracketProps) {
  const Heading = `h${headingLevel}` as const;

  const side = (s: BracketSide, key: string) => (
    <li key={key} className={`${styles.side} ${s.winner ? styles.winner : ''}`} data-side>
      {s.no === null ? (
        <span className={styles.name}>
          <em>{s.label}</em>
        </span>
      ) : (
        <span className={styles.who}>
          <button type="button" className={styles.name} aria-pressed={false} data-team={s.no}>
            {s.label}
          </button>
          <SchoolLink name={s.label} year={year} />
        </span>
      )}
      <span className={styles.score}>{s.score}</span>
      {s.winner && (
        <span className={styles.mark}>
          <span aria-hidden="true">✓</span>
          <span className={shared.srOnly}>winner</span>
        </span>
      )}
    </li>
  );

  return (
    <BracketRoutes routes={layout.routes} className={styles.grid}>
      {layout.winner && (
        <p className={styles.champion}>
          Winner:{' '}
          <strong>
            <TeamLink team={layout.winner} year={year} />
          </strong>
        </p>
      )}
      <ScrollRegion label={`${label} grid`}>
        <ol className={styles.columns}>
          {layout.columns.map((column) => (
            <li key={column.name + column.date} className={styles.column}>
              <Heading className={styles.step}>
                {column.name}
                {column.date && <span className={styles.date}> {formatDay(column.date)}</span>}
              </Heading>
              <ul className={styles.matches}>
                {column.matches.map((match) => (
                  <li key={match.id} className={styles.match} data-match={match.id}>
                    <ul className={styles.sides}>
                      {side(match.sides[0], 'home')}
                      {side(match.sides[1], 'away')}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </ScrollRegion>
      <ul className={shared.legend} aria-label="Key">
        <li>Each pairing is two matches with colours reversed, scored out of 8.</li>
        <li className={styles.screenOnly}>
          Point at, focus or press a team to follow its route through the grid.
        </li>
        {layout.anyTiebreak && (
          <li>
            4(11)#: a tied pairing decided on tie-break; the tie-break score is in brackets and # marks the
            winner.
          </li>
        )}
      </ul>
    </BracketRoutes>
  );
}
