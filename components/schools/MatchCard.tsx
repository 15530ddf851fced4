import Link from 'next/link';
import type { SchoolFixture } from '@/lib/league/fixture-types';
import { coloursText, dateText, opponentText, sideText, timeText } from '@/lib/league/school-text';
import { schoolPath } from '@/lib/league/school-paths';
import { addressText } from '@/lib/league/venue';
import styles from './school.module.css';

export type MatchCardProps = { fixture: SchoolFixture; headingLevel: 3 | 4 };

/** One coming match: when, against whom, home or away, colours, start time and where. */
export function MatchCard({ fixture, headingLevel }: MatchCardProps) {
  const Heading = `h${headingLevel}` as const;
  const opponent = fixture.opponent;
  const colours = coloursText(fixture);
  return (
    <article className={styles.match}>
      <Heading className={styles.matchHeading}>
        {fixture.date ? <time dateTime={fixture.date}>{dateText(fixture)}</time> : dateText(fixture)}
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>Team</dt>
          <dd>{fixture.team.name}</dd>
        </div>
        <div>
          <dt>Opponent</dt>
          <dd>
            {opponent.kind === 'team' && opponent.school ? (
              <Link href={schoolPath(opponent.school.slug, fixture.year)} prefetch={false}>
                {opponent.name}
              </Link>
            ) : (
              opponentText(opponent)
            )}
          </dd>
        </div>
        <div>
          <dt>Home or away</dt>
          <dd>{sideText(fixture)}</dd>
        </div>
        {colours && (
          <div>
            <dt>Colours</dt>
            <dd>{colours}</dd>
          </div>
        )}
        <div>
          <dt>Start</dt>
          <dd>
            {fixture.startTime
              ? `${timeText(fixture.startTime)} (the rules' time, unless both schools agree on another)`
              : 'as the two schools agree'}
          </dd>
        </div>
        <div>
          <dt>Venue</dt>
          <dd>
            {fixture.venue ? (
              <>
                {fixture.venue.school.name}
                {fixture.venue.address && (
                  <span className={styles.address}>{addressText(fixture.venue.address)}</span>
                )}
              </>
            ) : fixture.event.kind === 'division' ? (
              'the home school'
            ) : (
              'announced by the league'
            )}
          </dd>
        </div>
        <div>
          <dt>Match</dt>
          <dd>
            {fixture.eventName}, {fixture.label}
          </dd>
        </div>
      </dl>
    </article>
  );
}
