import type { Eligibility as TeamEligibility } from '@/lib/league/cards/eligibility';
import styles from './Scorer.module.css';

/** Finals eligibility from the cards' names: officials only (this page is private; names never go public). */
export function Eligibility({ teams }: { teams: TeamEligibility[] }) {
  return (
    <section aria-labelledby="desk-eligibility">
      <h2 id="desk-eligibility">Eligibility for the finals</h2>
      <p>
        A finalist must have played at least half of the team&apos;s preliminary matches (metropolitan
        secondary rule). Counted from the players&apos; names on published cards.
      </p>
      {teams.length ? (
        teams.map((team) => (
          <table key={team.team} className={styles.eligibility}>
            <caption>
              {team.team.split(':')[0]} {team.name}: {team.matches} of {team.scheduled} preliminary matches
              played; a finalist needs at least {team.needed}
            </caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Matches</th>
                <th scope="col">Eligible</th>
              </tr>
            </thead>
            <tbody>
              {team.players.map((p) => (
                <tr key={p.name}>
                  <th scope="row">{p.name}</th>
                  <td>{p.games}</td>
                  <td>{p.eligible ? 'Yes' : 'Not yet'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      ) : (
        <p>No published card names its players yet.</p>
      )}
    </section>
  );
}
