import type { GameResult } from '@/lib/league/bundle';
import { choiceLabel, choiceOfResult, type BoardSide } from '@/lib/league/cards/choices';
import { boardsText } from '@/lib/league/cards/audit';
import type { CardPlayers } from '@/lib/league/cards/state';
import styles from './Scorer.module.css';

export type ComparedVersion = {
  /** `Darcy Road B (home)` */
  label: string;
  boards: GameResult[];
  players: CardPlayers | null;
};

const result = (r: GameResult | undefined) => (r ? choiceLabel(choiceOfResult(r)) : '—');
const names = (players: CardPlayers | null, i: number) =>
  players ? [players.home[i], players.away[i]].map((n) => n ?? '—').join(' v ') : null;

/** Two versions of a card side by side, board by board; the boards they disagree on marked. */
export function VersionsCompare({
  home,
  away,
  boards,
  versions,
}: {
  home: string;
  away: string;
  boards: BoardSide[];
  versions: [ComparedVersion, ComparedVersion];
}) {
  const [a, b] = versions;
  return (
    <div className={styles.scroll} role="region" aria-label="Both versions, scrolls sideways" tabIndex={0}>
      <table className={styles.compare}>
        <caption>
          Both versions, board by board (results from the home side: {home} v {away})
        </caption>
        <thead>
          <tr>
            <th scope="col">Board</th>
            <th scope="col">{a.label}</th>
            <th scope="col">{b.label}</th>
          </tr>
        </thead>
        <tbody>
          {boards.map(({ board, homeColour }, i) => {
            const differs = a.boards[i] !== b.boards[i];
            return (
              <tr key={board} className={differs ? styles.differs : undefined}>
                <th scope="row">
                  Board {board} ({home} {homeColour}){differs ? ' — differs' : ''}
                </th>
                {[a, b].map((v) => (
                  <td key={v.label}>
                    {result(v.boards[i])}
                    {names(v.players, i) ? <div>{names(v.players, i)}</div> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Score</th>
            <td>{boardsText(a.boards)}</td>
            <td>{boardsText(b.boards)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
