import Link from 'next/link';
import { addPlayerForm, removePlayerForm, setShownForm } from '@/app/private/[token]/players/actions';
import type { RegisteredPlayer } from '@/lib/source/players';
import type { PlayerSeason } from '@/lib/source/player-seasons';
import type { PlayedScore } from '@/lib/league/players/season';
import { formatPoints } from '@/lib/players/certificate';
import { plural } from '@/lib/league/plural';
import { newCardKey } from '@/lib/cards/idempotency';
import { formatLongDate } from '@/lib/league/dates';
import { leagueToday } from '@/lib/league/today';
import { NAME_SHOWN, NAME_SHOWN_LABELS, schoolYearLabel } from '@/lib/league/players/register';
import { privatePath } from '@/components/cards/private-paths';
import { AddPlayerForm } from './AddPlayerForm';
import { playersPath } from './paths';
import styles from './Players.module.css';

export type RegisterPageProps = {
  token: string;
  school: string;
  year: number;
  players: RegisteredPlayer[];
  /** Each player's season so far, in the same order. */
  seasons: PlayerSeason[];
  done?: string;
  refused?: string;
};

const DONE: Record<string, string> = {
  added: 'Added. The player is on the register below.',
  shown: 'Saved: public pages now show the player’s name as chosen.',
  removed:
    'Removed. The player’s name is deleted from the site; their games stay in the results as a board of their team.',
};

const REFUSED: Record<string, string> = {
  changed:
    'Nothing was changed: this player was changed on another screen since this page was shown. The register below is as it is now.',
  failed: 'Nothing was changed: the site could not take the change just now. Please try again in a minute.',
};

function setBy(school: string, player: RegisteredPlayer): string {
  const when = formatLongDate(leagueToday(player.shownAt));
  if (player.shownBy === 'school') return `Set by ${school}’s coordinator on ${when}.`;
  if (player.shownBy === 'office') return `Set by the league’s office on ${when}.`;
  return 'Not set yet: the name is not shown.';
}

type ItemProps = {
  token: string;
  school: string;
  player: RegisteredPlayer;
  season: PlayerSeason | undefined;
};

const SCORE_WORDS: Record<PlayedScore, string> = {
  '1': 'won',
  '½': 'drawn',
  '0': 'lost',
  '1F': 'won by forfeit',
  '0F': 'lost by forfeit',
};

/** `Played 4 games for Darcy Road A and scored 3½ points.` */
function Season({ token, player, season }: Omit<ItemProps, 'school'>) {
  if (!season?.team || !season.games.length) return <p>No games on a published result yet.</p>;
  const points = `${formatPoints(season.points)} ${season.points === 1 || season.points === 0.5 ? 'point' : 'points'}`;
  return (
    <>
      <p>
        Played {plural(season.games.length, 'game')} for {season.team.name} and scored {points}:{' '}
        {season.games.map((g) => `round ${g.round}, board ${g.board}, ${SCORE_WORDS[g.score]}`).join('; ')}.
      </p>
      {season.eligibility ? <p>{season.eligibility}</p> : null}
      <p>
        <a href={`${playersPath(token)}/certificates.pdf?player=${player.id}`}>
          Certificate<span className="visually-hidden"> for {player.name}</span> (PDF)
        </a>
      </p>
    </>
  );
}

function PlayerItem({ token, school, player, season }: ItemProps) {
  const id = `player-${player.id}`;
  return (
    <li className={styles.player} aria-labelledby={id}>
      <h3 id={id}>{player.name}</h3>
      <p>
        {schoolYearLabel(player.schoolYear)}
        {player.ratingId ? ` · Rating ID ${player.ratingId}` : ''}
      </p>
      <Season token={token} player={player} season={season} />
      <p>
        On public pages: <strong>{NAME_SHOWN_LABELS[player.shown]}</strong>. {setBy(school, player)}
      </p>
      <form
        action={setShownForm.bind(null, token, player.id, player.version)}
        className={`${styles.row} ${styles.noPrint}`}
      >
        <input type="hidden" name="key" value={newCardKey()} />
        <span className={styles.field}>
          <label htmlFor={`${id}-shown`}>On public pages</label>
          <select id={`${id}-shown`} name="shown" defaultValue={player.shown}>
            {NAME_SHOWN.map((shown) => (
              <option key={shown} value={shown}>
                {NAME_SHOWN_LABELS[shown]}
              </option>
            ))}
          </select>
        </span>
        <button type="submit" className={styles.secondary}>
          Save<span className="visually-hidden"> for {player.name}</span>
        </button>
      </form>
      <details className={styles.noPrint}>
        <summary>Remove {player.name}</summary>
        <form action={removePlayerForm.bind(null, token, player.id, player.version)}>
          <input type="hidden" name="key" value={newCardKey()} />
          <p>
            Their name and rating ID are deleted from the site and cannot be brought back. Their games stay in
            every result and table, as a board of their team.
          </p>
          <button type="submit" className={styles.secondary}>
            Remove {player.name} for good
          </button>
        </form>
      </details>
    </li>
  );
}

/** A school's players' register, at its coordinator's private address (docs/privacy.md). */
export function RegisterPage({ token, school, year, players, seasons, done, refused }: RegisterPageProps) {
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
