import Link from 'next/link';
import type { SchoolSeason } from '@/lib/league/school-page';
import { COMPETITION_NAMES, GRADE_NAMES } from '@/lib/league/constants';
import { divisionsPath } from '@/lib/league/codes';
import { MatchCard } from './MatchCard';
import { TeamResults } from './TeamResults';
import styles from './school.module.css';

export type SchoolTeamsProps = { season: SchoolSeason; schoolName: string };

/** Every team of the school in the season, then the finals it reached. */
export function SchoolTeams({ season, schoolName }: SchoolTeamsProps) {
  return (
    <>
      <section aria-labelledby="teams-heading" className={styles.section}>
        <h2 id="teams-heading">
          Teams in {season.year} ({season.teams.length})
        </h2>
        {season.teams.length === 0 && <p>{schoolName} played only in the finals this season.</p>}
        {season.teams.map((team) => {
          const id = `team-${team.division.code}-${team.drawNo}`;
          return (
            <article key={id} aria-labelledby={id} className={styles.team}>
              <h3 id={id}>{team.name}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>Competition</dt>
                  <dd>{team.mode ? COMPETITION_NAMES[team.mode] : 'not known'}</dd>
                </div>
                <div>
                  <dt>Grade</dt>
                  <dd>{GRADE_NAMES[team.grade]}</dd>
                </div>
                <div>
                  <dt>Zone</dt>
                  <dd>{team.zone.name}</dd>
                </div>
                <div>
                  <dt>Division</dt>
                  <dd>
                    <Link href={divisionsPath(season.year, team.grade, team.zone.code)} prefetch={false}>
                      {team.division.code} {team.division.name}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt>Draw number</dt>
                  <dd>{team.drawNo}</dd>
                </div>
                <div>
                  <dt>{team.complete ? 'Place' : 'Place so far'}</dt>
                  <dd>{team.place ?? (team.knockout ? 'not decided yet' : '-')}</dd>
                </div>
              </dl>
              {team.next && (
                <>
                  <h4 className={styles.subheading}>Next match</h4>
                  <MatchCard fixture={team.next} headingLevel={4} />
                </>
              )}
              <h4 className={styles.subheading}>Results</h4>
              <TeamResults
                matches={team.matches}
                caption={`${team.name}: matches in ${team.division.code}`}
              />
            </article>
          );
        })}
      </section>
      {season.finals.length > 0 && (
        <section aria-labelledby="finals-heading" className={styles.section}>
          <h2 id="finals-heading">Finals in {season.year}</h2>
          {season.finals.map((finals) => (
            <article key={finals.eventName} className={styles.team}>
              <h3>
                {finals.eventName}
                {finals.won ? ' (winner)' : finals.place ? ` (${finals.place})` : ''}
              </h3>
              <TeamResults matches={finals.matches} caption={`${schoolName}: ${finals.eventName}`} />
            </article>
          ))}
        </section>
      )}
    </>
  );
}
