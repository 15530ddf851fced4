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

/**
 * A card's versions board by board: a dispute's two side by side (the boards they disagree on marked), or the one
 * version an official is about to publish, or the result published.
 */
export function VersionsCompare({
  title,
  home,
  away,
  boards,
  versions,
}: {
  /** `Both versions`, `The reported version`, `As published`. */
  title: string;
  home: string;
  away: string;
  boards: BoardSide[];
  versions: [ComparedVersion] | [ComparedVersion, ComparedVersion];
}) {
  const [a, b] = versions;
  return (
    <div className={styles.scroll} role="region" aria-label={`${title}, scrolls sideways`} tabIndex={0}>
      <table className={styles.compare}>
        <caption>
          {title}, board by board (results from the home side: {home} v {away})
        </caption>
        <thead>
          <tr>
            <th scope="col">Board</th>
            {versions.map((v) => (
              <th key={v.label} scope="col">
                {v.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {boards.map(({ board, homeColour }, i) => {
            const differs = b !== undefined && a.boards[i] !== b.boards[i];
            return (
              <tr key={board} className={differs ? styles.differs : undefined}>
                <th scope="row">
                  Board {board} ({home} {homeColour}){differs ? ' — differs' : ''}
                </th>
                {versions.map((v) => (
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
            {versions.map((v) => (
              <td key={v.label}>{boardsText(v.boards)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
