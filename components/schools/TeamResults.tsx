import type { ReactNode } from 'react';
import Link from 'next/link';
import type { SchoolFixture } from '@/lib/league/fixture-types';
import type { AwaitingMatch } from '@/lib/league/match-state';
import type { PublicBoards } from '@/lib/league/players/public-name';
import { opponentText, resultOf, sideText } from '@/lib/league/school-text';
import { roundDateLabel } from '@/lib/league/draw-layout';
import { schoolPath } from '@/lib/league/school-paths';
import { ScrollRegion } from '@/components/draws/ScrollRegion';
import { MatchBoards, type NamedMatch } from '@/components/players/MatchBoards';
import styles from './school.module.css';

export type TeamResultsProps = {
  matches: SchoolFixture[];
  caption: string;
  /** The division's matches reported by card and not yet confirmed. */
  awaiting?: readonly AwaitingMatch[];
  /** The division's published matches whose cards name players, board by board, names as schools allow. */
  boards?: readonly PublicBoards[];
};

/**
 * The date and side columns: on a phone shown under the round and the opponent instead (`Narrow`, hidden from
 * screen readers), while the columns stay in the table, out of sight, so a screen reader hears every column
 * at every width.
 */
function Wide({ children }: { children: ReactNode }) {
  return <span className={styles.wideText}>{children}</span>;
}

function Narrow({ children }: { children: ReactNode }) {
  return (
    <span className={styles.narrow} aria-hidden="true">
      {children}
    </span>
  );
}

/** A score never breaks at its dash; a note after it (`(forfeit)`) may go under it. */
function ScoreText({ text }: { text: string }) {
  const [score, ...note] = text.split(' ');
  return (
    <>
      <span className={styles.nowrap}>{score}</span>
      {note.length > 0 && ` ${note.join(' ')}`}
    </>
  );
}

const drawNo = (side: SchoolFixture['home']) => (side.kind === 'team' ? side.no : null);

/** Each of the team's matches whose card names players, board by board. */
function namedMatches(matches: SchoolFixture[], boards: readonly PublicBoards[]): NamedMatch[] {
  return matches.flatMap((m) => {
    const found = boards.find(
      (b) => b.round === m.round && b.home === drawNo(m.home) && b.away === drawNo(m.away),
    );
    return found ? [{ key: m.id, title: m.label, lines: found.lines }] : [];
  });
}

/**
 * A team's matches round by round (or step by step in the finals): opponent, side and score. On a phone the
 * date goes under the round and the side under the opponent, so the score is on the first screen.
 */
export function TeamResults({ matches, caption, awaiting = [], boards = [] }: TeamResultsProps) {
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
              <th scope="col" className={styles.wide}>
                <Wide>Date</Wide>
              </th>
              <th scope="col">Opponent</th>
              <th scope="col" className={styles.wide}>
                <Wide>Side</Wide>
              </th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((m) => {
              const date = roundDateLabel({ date: m.date, play_by: m.playBy }) || '-';
              const result = resultOf(m, awaiting);
              return (
                <tr key={`${m.id}-${m.side}`}>
                  <th scope="row">
                    {m.label}
                    <Narrow>{date}</Narrow>
                  </th>
                  <td className={`${styles.nowrap} ${styles.wide}`}>
                    <Wide>{date}</Wide>
                  </td>
                  <td>
                    {m.opponent.kind === 'team' && m.opponent.school ? (
                      <Link href={schoolPath(m.opponent.school.slug, m.year)} prefetch={false}>
                        {m.opponent.name}
                      </Link>
                    ) : (
                      opponentText(m.opponent)
                    )}
                    {m.opponent.kind !== 'bye' && <Narrow>{sideText(m)}</Narrow>}
                  </td>
                  <td className={styles.wide}>
                    <Wide>{sideText(m)}</Wide>
                  </td>
                  {result.state === 'result' ? (
                    <td>
                      <ScoreText text={result.text} />
                    </td>
                  ) : (
                    <td className={styles.pending}>{result.text}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {(anyIncomplete || anyTiebreak) && (
        <ul className={styles.legend} aria-label="Key">
          {anyIncomplete && <li>* a game still to be adjudicated</li>}
          {anyTiebreak && <li># won on tie-break</li>}
        </ul>
      )}
      <MatchBoards matches={namedMatches(matches, boards)} level={5} />
    </>
  );
}
