import Link from 'next/link';
import type { SchoolSeason, SchoolTeam } from '@/lib/league/school-page';
import type { AwaitingMatch } from '@/lib/league/match-state';
import type { PublicBoards } from '@/lib/league/players/public-name';
import { COMPETITION_NAMES, GRADE_NAMES } from '@/lib/league/constants';
import { divisionsPath } from '@/lib/league/codes';
import { MatchCard } from './MatchCard';
import { TeamResults } from './TeamResults';
import styles from './school.module.css';

/** A match reported by card and not yet confirmed, in a division. */
export type DivisionAwaiting = AwaitingMatch & { division: string };

export type SchoolTeamsProps = {
  season: SchoolSeason;
  schoolName: string;
  awaiting?: readonly DivisionAwaiting[];
  /** The school's divisions' published matches whose cards name players. */
  boards?: readonly PublicBoards[];
};

/** Every team of the school in the season, then the finals it reached. */
/** A knock-out has no places by points: its winner and runner-up, once decided. */
function placeText(team: SchoolTeam): string {
  if (!team.knockout) return team.place ?? '-';
  if (!team.complete) return 'not decided yet';
  return team.place === '1st' ? 'Region winner' : team.place === '2nd' ? 'Runner-up' : '-';
}

export function SchoolTeams({ season, schoolName, awaiting = [], boards = [] }: SchoolTeamsProps) {
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
                  <dt>{team.complete || team.knockout ? 'Place' : 'Place so far'}</dt>
                  <dd>{placeText(team)}</dd>
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
                awaiting={awaiting.filter((m) => m.division === team.division.code)}
                boards={boards.filter((m) => m.division === team.division.code)}
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
