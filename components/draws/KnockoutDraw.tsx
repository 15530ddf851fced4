import type { Division, Team } from '@/lib/league/bundle';
import { TeamLink } from '@/components/schools/TeamLink';
import { DRAW_MARKS, colourRule } from '@/lib/league/draw-key';
import {
  knockoutLayout,
  type KnockoutBracket,
  type KnockoutPairing,
  type KnockoutSide,
} from '@/lib/league/draw-layout';
import { ScrollRegion } from './ScrollRegion';
import {
  AWAITING_TEXT,
  TO_BE_PLAYED_TEXT,
  publicMatchState,
  type AwaitingMatch,
} from '@/lib/league/match-state';
import shared from './shared.module.css';
import styles from './KnockoutDraw.module.css';

export type KnockoutDrawProps = {
  division: Pick<Division, 'code' | 'name' | 'teams' | 'rounds' | 'winner' | 'runner_up'>;
  homeWhiteBoards: readonly number[];
  /** The season shown: team names link to their school's page for it. */
  year?: number;
  /** Matches reported by card and not yet confirmed: marked, never scored. */
  awaiting?: readonly AwaitingMatch[];
};

function Side({ side, teams, year }: { side: KnockoutSide; teams: Map<number, Team>; year?: number }) {
  const team = side.no === null ? undefined : teams.get(side.no);
  const text =
    side.kind !== 'team' ? <em>{side.label}</em> : team ? <TeamLink team={team} year={year} /> : side.label;
  return side.won ? (
    <strong>
      {text}
      <span className={shared.srOnly}> (won)</span>
    </strong>
  ) : (
    text
  );
}

/** Up to this many rows a competition prints whole on one page rather than start at the foot of one. */
const SHORT_BRACKET_ROWS = 20;
const bracketRows = (bracket: KnockoutBracket) =>
  bracket.rounds.reduce((rows, round) => rows + 1 + round.pairings.length, 1);

function score(side: KnockoutSide) {
  return side.wonOnTiebreak ? `${side.score}${DRAW_MARKS.tiebreak}` : side.score;
}

function resultText(pairing: KnockoutPairing, round: number, awaiting: readonly AwaitingMatch[]): string {
  const state = publicMatchState(
    {
      round,
      home: pairing.home.no,
      away: pairing.away.kind === 'bye' ? 'bye' : pairing.away.no,
      hasResult: pairing.played,
    },
    awaiting,
  );
  if (state === 'bye') return '-';
  if (state === 'awaiting') return AWAITING_TEXT;
  if (state === 'to be played') return TO_BE_PLAYED_TEXT;
  return `${score(pairing.home)} – ${score(pairing.away)}${pairing.incomplete ? DRAW_MARKS.incomplete : ''}`;
}

/**
 * A country secondary region's knock-out (a team is out on its second defeat): the main competition
 * and the second-place competition of teams beaten once, round by round with play-by dates, and the
 * region's winner and runner-up once decided.
 */
export function KnockoutDraw({ division, homeWhiteBoards, year, awaiting = [] }: KnockoutDrawProps) {
  const layout = knockoutLayout(division);
  const teams = new Map(division.teams.map((t) => [t.no, t]));
  return (
    <div className={styles.knockout}>
      <dl className={styles.places}>
        <div>
          <dt>Region winner</dt>
          <dd>
            {layout.winner ? (
              <strong>
                <TeamLink team={layout.winner} year={year} />
              </strong>
            ) : (
              'not decided yet'
            )}
          </dd>
        </div>
        <div>
          <dt>Runner-up</dt>
          <dd>
            {layout.runnerUp ? (
              <strong>
                <TeamLink team={layout.runnerUp} year={year} />
              </strong>
            ) : (
              'not decided yet'
            )}
          </dd>
        </div>
      </dl>
      {layout.brackets.map((bracket) => (
        <section
          key={bracket.bracket}
          aria-labelledby={`${division.code}-${bracket.bracket}`}
          className={bracketRows(bracket) <= SHORT_BRACKET_ROWS ? styles.shortBracket : undefined}
        >
          <h3 id={`${division.code}-${bracket.bracket}`} className={styles.bracketTitle}>
            {bracket.title}
          </h3>
          {bracket.bracket === 'second' && (
            <p className={styles.hint}>Teams beaten once play on here; a second defeat puts a team out.</p>
          )}
          <ScrollRegion label={`${division.code} ${bracket.title}`}>
            <table className={styles.table}>
              <caption className={shared.srOnly}>
                {division.name}: {bracket.title}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Home</th>
                  <th scope="col">Result</th>
                  <th scope="col">Away</th>
                </tr>
              </thead>
              {bracket.rounds.map((round) => (
                <tbody key={round.n} className={styles.round}>
                  <tr>
                    <th scope="rowgroup" colSpan={3} className={styles.roundHead}>
                      Round {round.n}
                      {round.dateLabel && <span className={styles.date}> {round.dateLabel}</span>}
                    </th>
                  </tr>
                  {round.pairings.map((pairing, i) => (
                    <tr key={i}>
                      <td>
                        <Side side={pairing.home} teams={teams} year={year} />
                      </td>
                      <td className={styles.result}>{resultText(pairing, round.n, awaiting)}</td>
                      <td>
                        <Side side={pairing.away} teams={teams} year={year} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </ScrollRegion>
        </section>
      ))}
      {layout.undrawn.length > 0 && (
        <p className={styles.hint}>
          Not drawn yet:{' '}
          {layout.undrawn.map((r) => `round ${r.n}${r.dateLabel ? ` (${r.dateLabel})` : ''}`).join(', ')}.
        </p>
      )}
      <ul className={shared.legend} aria-label="Key">
        <li>{colourRule(homeWhiteBoards)}</li>
        <li>Results are board points out of 4; the winner of each match is in bold.</li>
        {layout.anyTiebreak && <li>{DRAW_MARKS.tiebreak} won on tie-break after a 2–2 tie.</li>}
        {layout.anyIncomplete && (
          <li>{DRAW_MARKS.incomplete} incomplete match: a game is still to be adjudicated.</li>
        )}
      </ul>
    </div>
  );
}
