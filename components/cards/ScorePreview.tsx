import { cardScore, resultOfChoice, type CardChoice } from '@/lib/league/cards/choices';
import { formatPoints } from '@/lib/league/draw-layout';
import type { GameResult } from '@/lib/league/bundle';
import styles from './CardForm.module.css';

export type ScorePreviewProps = { home: string; away: string; choices: (CardChoice | null)[] };

/** `boards 1 to 3`, `board 1`. */
const boardsText = (n: number) => (n === 1 ? 'board 1' : `boards 1 to ${n}`);

/** The sentences the preview shows for the boards chosen so far. */
export function scoreSentences({ home, away, choices }: ScorePreviewProps): string[] {
  const chosen = choices.filter((c): c is CardChoice => c !== null);
  if (chosen.length < choices.length) {
    const left = choices.length - chosen.length;
    return [
      `Choose a result on ${left === 1 ? '1 more board' : `${left} more boards`} to see the match score.`,
    ];
  }
  const boards = chosen.map((c) => resultOfChoice(c)) as GameResult[];
  const score = cardScore(boards);
  const lines = [`Match score: ${home} ${score.text} ${away}.`];
  const unfinished = choices.flatMap((c, i) => (c === 'Unfinished' ? [i + 1] : []));
  if (unfinished.length)
    lines.push(
      `Unfinished on board ${unfinished.join(' and ')}: sent for adjudication, so the score may change.`,
    );
  if (score.home === score.away) {
    const tie = score.tiebreak;
    lines.push(
      tie
        ? `Tied: on the tie-break (board 4 set aside, then 3, …) ${tie.winner === 'home' ? home : away} is ahead, ${formatPoints(tie.home)}–${formatPoints(tie.away)} on ${boardsText(tie.boards)}.`
        : 'Tied: the tie-break (board 4 set aside, then 3, …) does not separate the teams.',
    );
  }
  return lines;
}

/** The match score and any tie-break, recomputed as each board is chosen, before the card is sent. */
export function ScorePreview(props: ScorePreviewProps) {
  return (
    <div
      role="region"
      aria-label="Match score"
      className={styles.preview}
      aria-live="polite"
      aria-atomic="true"
    >
      {scoreSentences(props).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
