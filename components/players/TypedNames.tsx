import { matchTypedForm } from '@/app/private/[token]/players/actions';
import type { RegisteredPlayer } from '@/lib/source/players';
import { plural } from '@/lib/league/plural';
import { newCardKey } from '@/lib/cards/idempotency';
import styles from './Players.module.css';

type Props = {
  token: string;
  players: readonly RegisteredPlayer[];
  /** Names typed on the school's cards that count for no registered player. */
  unlisted: readonly { name: string; games: number }[];
};

/**
 * Names typed at the table as someone not on the list: each is matched to a registered player (a spelling of
 * their name, whose games then count for them) or added as a new player. Plain forms: no JavaScript needed.
 */
export function TypedNames({ token, players, unlisted }: Props) {
  if (!unlisted.length) return null;
  return (
    <section aria-labelledby="not-on-the-list" className={styles.intro}>
      <h2 id="not-on-the-list">Names on your cards, not on the list</h2>
      <p>
        Typed on a card as someone not on the list. Match each to the player it is, or add it as a new player
        below, and their games count for that player. Until then the name is shown on no public page.
      </p>
      <ul className={styles.list}>
        {unlisted.map((u, i) => (
          <li key={u.name} className={styles.player}>
            <p>
              <strong>{u.name}</strong>: {plural(u.games, 'game')}
            </p>
            {players.length ? (
              <form
                action={matchTypedForm.bind(null, token, u.name)}
                className={`${styles.row} ${styles.noPrint}`}
              >
                <input type="hidden" name="key" value={newCardKey()} />
                <span className={styles.field}>
                  <label htmlFor={`typed-${i}`}>Same player as</label>
                  <select id={`typed-${i}`} name="player" required defaultValue="">
                    <option value="" disabled>
                      Choose a player
                    </option>
                    {players.map((p) => (
                      <option key={p.id} value={`${p.id}:${p.version}`}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                </span>
                <button type="submit" className={styles.secondary}>
                  Match<span className="visually-hidden"> {u.name}</span>
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
