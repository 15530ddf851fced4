import type { GameResult } from '@/lib/league/bundle';
import type { BoardSide } from '@/lib/league/cards/choices';
import { choiceLabel, choiceOfResult } from '@/lib/league/cards/choices';
import type { CardPlayers } from '@/lib/league/cards/state';
import { scoreSentences } from './ScorePreview';
import styles from './ReportedCard.module.css';

export type ReportedCardProps = {
  /** `As reported by Reddam House on Thursday 26 November 2026 at 3:20 pm`. */
  caption: string;
  home: string;
  away: string;
  boards: BoardSide[];
  results: GameResult[];
  /** Shown only here, on the two schools' private pages: never on a public one. */
  players: CardPlayers | null;
  comment: string | null;
  /** `Comment` for a school's card, `Reason` for an official's. */
  commentLabel?: string;
  /** The photo of the signed card, at its private address; null when none was sent. */
  photoHref: string | null;
};

/** One version of a card as sent: each board's colours and result, the score and tie-break, names, comment, photo. */
export function ReportedCard({
  caption,
  home,
  away,
  boards,
  results,
  players,
  comment,
  commentLabel = 'Comment',
  photoHref,
}: ReportedCardProps) {
  const named = players && [...players.home, ...players.away].some(Boolean);
  return (
    <figure className={styles.card}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Board</th>
            <th scope="col" className={styles.team}>
              {home}
            </th>
            <th scope="col">Result</th>
            <th scope="col" className={styles.team}>
              {away}
            </th>
          </tr>
        </thead>
        <tbody>
          {boards.map(({ board, homeColour }, i) => {
            const result = results[i];
            return (
              <tr key={board}>
                <th scope="row">Board {board}</th>
                <td>
                  {homeColour}
                  {named && players.home[i] ? <span className={styles.name}>{players.home[i]}</span> : null}
                </td>
                <td className={styles.result}>{result ? choiceLabel(choiceOfResult(result)) : '—'}</td>
                <td>
                  {homeColour === 'White' ? 'Black' : 'White'}
                  {named && players.away[i] ? <span className={styles.name}>{players.away[i]}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <figcaption className={styles.score}>
        {scoreSentences({ home, away, choices: results.map(choiceOfResult) }).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {comment ? (
          <p className={styles.comment}>
            {commentLabel}: {comment}
          </p>
        ) : null}
        {photoHref ? (
          <p>
            <a href={photoHref}>Photo of the signed card</a>
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}
