import Link from 'next/link';
import { addPlayerForm } from '@/app/private/[token]/players/actions';
import type { RegisteredPlayer } from '@/lib/source/players';
import type { PlayerSeason } from '@/lib/source/player-seasons';
import { newCardKey } from '@/lib/cards/idempotency';
import { formatLongDate } from '@/lib/league/dates';
import { privatePath } from '@/components/cards/private-paths';
import { AddPlayerForm } from './AddPlayerForm';
import { PlayerItem } from './PlayerItem';
import { TypedNames } from './TypedNames';
import { playersPath } from './paths';
import styles from './Players.module.css';

export type RegisterPageProps = {
  token: string;
  school: string;
  year: number;
  players: RegisteredPlayer[];
  /** Each player's season so far, in the same order. */
  seasons: PlayerSeason[];
  /** Names typed on the school's cards that are on no register entry. */
  unlisted: { name: string; games: number }[];
  /** The day the season's names are deleted, but those kept for the next season. */
  deleteOn: string;
  done?: string;
  refused?: string;
};

const DONE: Record<string, string> = {
  added: 'Added. The player is on the register below.',
  shown: 'Saved: public pages now show the player’s name as chosen.',
  matched: 'Matched: the games under that name now count for the player.',
  kept: 'Kept: the player’s name stays for the next season.',
  unkept: 'The player’s name will be deleted with the season’s names.',
  removed:
    'Removed. The player’s name is deleted from the site; their games stay in the results as a board of their team.',
};

const REFUSED: Record<string, string> = {
  changed:
    'Nothing was changed: this player was changed on another screen since this page was shown. The register below is as it is now.',
  invalid:
    'Nothing was changed: that name already counts for a player on the list, or the player has too many other spellings.',
  failed: 'Nothing was changed: the site could not take the change just now. Please try again in a minute.',
};

/** A school's players' register, at its coordinator's private address (docs/privacy.md). */
export function RegisterPage({
  token,
  school,
  year,
  players,
  seasons,
  unlisted,
  deleteOn,
  done,
  refused,
}: RegisterPageProps) {
  const played = seasons.some((s) => s.games.length);
  return (
    <main id="main" className="container">
      <h1>
        {school}: players {year}
      </h1>
      {done && DONE[done] ? (
        <p role="status" className={styles.done}>
          {DONE[done]}
        </p>
      ) : null}
      {refused && REFUSED[refused] ? (
        <p role="alert" className={styles.refused}>
          {REFUSED[refused]}
        </p>
      ) : null}
      <div className={styles.intro}>
        <p>
          The children who play for {school} this season. Only people with this page&apos;s address, and the
          league&apos;s officials, see this list.
        </p>
        <p id="shown-hint">
          Public pages show no player&apos;s name unless you choose so here. Choose{' '}
          <strong>First name and initial</strong> (Ava T.) or <strong>Full name</strong> only for a child
          whose family has given the school permission to publish, as your school&apos;s records say. Public
          pages never show a school year or a rating ID.
        </p>
        <p>
          The season&apos;s names are deleted from the site on {formatLongDate(deleteOn)}, but those you keep
          for next season. Removing a player deletes their name at once.
        </p>
      </div>
      <h2>{players.length === 1 ? '1 player' : `${players.length} players`}</h2>
      {players.length ? (
        <ul className={styles.list}>
          {players.map((player, i) => (
            <PlayerItem key={player.id} token={token} school={school} player={player} season={seasons[i]} />
          ))}
        </ul>
      ) : (
        <p>No players yet.</p>
      )}
      {played ? (
        <p>
          <a href={`${playersPath(token)}/certificates.pdf`}>
            Every player&apos;s certificate of participation
          </a>{' '}
          (PDF, one A4 page each, for the players who have played).
        </p>
      ) : null}
      <TypedNames token={token} players={players} unlisted={unlisted} />
      <section aria-labelledby="add-a-player" className={`${styles.intro} ${styles.noPrint}`}>
        <h2 id="add-a-player">Add a player</h2>
        <AddPlayerForm action={addPlayerForm.bind(null, token)} formKey={newCardKey()} />
      </section>
      <p>
        <Link href={privatePath(token)}>{school}&apos;s match results</Link>
      </p>
    </main>
  );
}
