import { keepForm, removePlayerForm, setShownForm } from '@/app/private/[token]/players/actions';
import type { RegisteredPlayer } from '@/lib/source/players';
import type { PlayerSeason } from '@/lib/source/player-seasons';
import type { PlayedScore } from '@/lib/league/players/season';
import { pointsText } from '@/lib/players/certificate';
import { plural } from '@/lib/league/plural';
import { newCardKey } from '@/lib/cards/idempotency';
import { formatLongDate } from '@/lib/league/dates';
import { leagueToday } from '@/lib/league/today';
import { NAME_SHOWN, NAME_SHOWN_LABELS, schoolYearLabel } from '@/lib/league/players/register';
import { playersPath } from './paths';
import styles from './Players.module.css';

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
  return (
    <>
      <p>
        Played {plural(season.games.length, 'game')} for {season.team.name} and scored{' '}
        {pointsText(season.points)}:{' '}
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

export function PlayerItem({ token, school, player, season }: ItemProps) {
  const id = `player-${player.id}`;
  return (
    <li className={styles.player} aria-labelledby={id}>
      <h3 id={id}>{player.name}</h3>
      <p>
        {schoolYearLabel(player.schoolYear)}
        {player.ratingId ? ` · Rating ID ${player.ratingId}` : ''}
      </p>
      {player.alsoTyped.length ? <p>Also typed on cards as {player.alsoTyped.join(', ')}.</p> : null}
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
      <form
        action={keepForm.bind(null, token, player.id, player.version, !player.kept)}
        className={`${styles.row} ${styles.noPrint}`}
      >
        <input type="hidden" name="key" value={newCardKey()} />
        <p>{player.kept ? 'Kept for the next season.' : 'Deleted with the season’s names.'}</p>
        <button type="submit" className={styles.secondary}>
          {player.kept ? 'Stop keeping' : 'Keep for next season'}
          <span className="visually-hidden"> {player.name}</span>
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
