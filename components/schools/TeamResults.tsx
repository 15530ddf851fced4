import Link from 'next/link';
import type { SchoolFixture } from '@/lib/league/fixture-types';
import { opponentText, scoreText, sideText } from '@/lib/league/school-text';
import { roundDateLabel } from '@/lib/league/draw-layout';
import { schoolPath } from '@/lib/league/school-paths';
import { ScrollRegion } from '@/components/draws/ScrollRegion';
import styles from './school.module.css';

export type TeamResultsProps = { matches: SchoolFixture[]; caption: string };

/** A team's matches round by round (or step by step in the finals): opponent, side and score. */
export function TeamResults({ matches, caption }: TeamResultsProps) {
  if (!matches.length) return <p>No matches drawn yet.</p>;
  const anyIncomplete = matches.some((m) => m.result?.incomplete);
  const anyTiebreak = matches.some((m) => m.result?.tiebreak && m.result.tiebreak === m.side);
  return (
    <>
      <ScrollRegion label={caption}>
        <table className={styles.results}>
          <caption className={styles.srOnly}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Date</th>
              <th scope="col">Opponent</th>
              <th scope="col">Side</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((m) => (
              <tr key={`${m.id}-${m.side}`}>
                <th scope="row">{m.label}</th>
                <td className={styles.nowrap}>
                  {roundDateLabel({ date: m.date, play_by: m.playBy }) || '-'}
                </td>
                <td>
                  {m.opponent.kind === 'team' && m.opponent.school ? (
                    <Link href={schoolPath(m.opponent.school.slug, m.year)} prefetch={false}>
                      {m.opponent.name}
                    </Link>
                  ) : (
                    opponentText(m.opponent)
                  )}
                </td>
                <td>{sideText(m)}</td>
                <td className={styles.nowrap}>
                  {scoreText(m) || (m.opponent.kind === 'bye' ? '-' : 'to be played')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {(anyIncomplete || anyTiebreak) && (
        <ul className={styles.legend} aria-label="Key">
          {anyIncomplete && <li>* a game still to be adjudicated</li>}
          {anyTiebreak && <li># won on tie-break</li>}
        </ul>
      )}
    </>
  );
}
