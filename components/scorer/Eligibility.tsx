import type { CompetitionEligibility } from '@/lib/source/scorer';
import type { PlayerStatus, TeamEligibility } from '@/lib/league/eligibility';
import { COMPETITION_NAMES } from '@/lib/league/constants';
import styles from './Scorer.module.css';
import { plural } from '@/lib/league/plural';

const STATUS: Record<PlayerStatus, string> = {
  eligible: 'Yes',
  unknown: 'Not known: a result without names may count',
  'not-yet': 'Not yet',
  no: 'No',
};

function TeamTable({ team }: { team: TeamEligibility }) {
  const division = team.team.split(':')[0];
  return (
    <table className={styles.eligibility}>
      <caption>
        {division} {team.name}: {team.published} of {team.scheduled} preliminary matches published
        {team.unnamed ? ` (${plural(team.unnamed, 'result')} without players’ names)` : ''}; a finalist needs{' '}
        {team.needed}
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
            <td>{STATUS[p.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Finals eligibility under each competition's own rule: officials only (names never go public). */
export function Eligibility({ competitions }: { competitions: CompetitionEligibility[] }) {
  return (
    <section aria-labelledby="desk-eligibility">
      <h2 id="desk-eligibility">Eligibility for the finals</h2>
      {competitions.map(({ mode, rule, teams }) => (
        <div key={mode} data-competition={mode}>
          {competitions.length > 1 ? <h3>{COMPETITION_NAMES[mode]}</h3> : null}
          <p>{rule.text}</p>
          {rule.kind === 'share' ? (
            teams.length ? (
              <>
                <p>Counted from the players’ names on published cards.</p>
                {teams.map((team) => (
                  <TeamTable key={team.team} team={team} />
                ))}
              </>
            ) : (
              <p>No published card names its players yet.</p>
            )
          ) : null}
        </div>
      ))}
    </section>
  );
}
