import { AWAITING_TEXT, type AwaitingMatch } from '@/lib/league/match-state';
import styles from './DrawTable.module.css';

/**
 * The matches of a division reported and not yet confirmed, for a draw that comes as the league's HTML (a site
 * reading the league's API), which cannot carry the mark itself: by round and team numbers, as that draw
 * names them, without a score.
 */
export function AwaitingNote({ awaiting }: { awaiting: readonly AwaitingMatch[] }) {
  if (!awaiting.length) return null;
  const sorted = [...awaiting].sort((a, b) => a.round - b.round || a.home - b.home);
  return (
    <ul className={styles.awaitingNote}>
      {sorted.map((m) => (
        <li key={`${m.round}:${m.home}:${m.away}`}>
          Round {m.round}: {m.home} v {m.away} <span className={styles.awaiting}>({AWAITING_TEXT})</span>
        </li>
      ))}
    </ul>
  );
}
