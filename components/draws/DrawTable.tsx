import type { Draw } from '@/lib/league/bundle';
import { DRAW_MARKS, colourRule } from '@/lib/league/draw-key';
import { computeStandings, type TeamStanding } from '@/lib/league/standings';
import { formatPoints, pairingText, roundDateLabel } from '@/lib/league/draw-layout';
import { AWAITING_TEXT, publicMatchState, type AwaitingMatch } from '@/lib/league/match-state';
import { ScrollRegion } from './ScrollRegion';
import { TeamLink } from '@/components/schools/TeamLink';
import shared from './shared.module.css';
import styles from './DrawTable.module.css';

export type DrawTableProps = {
  draw: Draw & { winner?: number; runner_up?: number };
  homeWhiteBoards: readonly number[];
  /** Names the tables: a division ('PA2 Parramatta Intermediate 2') or 'Country secondary finals 2025'. */
  caption: string;
  /** The season shown: team names link to their school's page for it. */
  year?: number;
  /** Matches a school has reported by card and the other has not confirmed yet: marked, with no score. */
  awaiting?: readonly AwaitingMatch[];
};

const DAGGERS = ['†', '‡', '§', '¶'];

function ScoreCell({ score, mark }: { score: number | null; mark: TeamStanding['marks'][number] }) {
  if (score === null) return <td>-</td>;
  return (
    <td>
      {formatPoints(score)}
      {mark === 'incomplete' && (
        <>
          <span aria-hidden="true">{DRAW_MARKS.incomplete}</span>
          <span className={shared.srOnly}> (incomplete match)</span>
        </>
      )}
      {mark === 'tiebreak' && (
        <>
          <span aria-hidden="true">{DRAW_MARKS.tiebreak}</span>
          <span className={shared.srOnly}> (won on tie-break)</span>
        </>
      )}
    </td>
  );
}

/**
 * A round robin's draw and results from the structure: the draw round by round (home team first,
 * with the season's colours rule), then each team's board points per round, total and place as
 * `computeStandings` gives them, and the round totals.
 */
export function DrawTable({ draw, homeWhiteBoards, caption, year, awaiting = [] }: DrawTableProps) {
  const standings = computeStandings(draw);
  const rounds = [...draw.rounds].sort((a, b) => a.n - b.n);
  const notes = rounds
    .filter((r) => r.date_note)
    .map((r, i) => ({ n: r.n, mark: DAGGERS[i % DAGGERS.length]!, text: r.date_note! }));
  const noteMark = (n: number) => notes.find((note) => note.n === n)?.mark ?? '';
  const marks = new Set(standings.teams.flatMap((t) => t.marks));
  const hasBye =
    draw.teams.some((t) => t.bye) || rounds.some((r) => r.pairings.some((p) => p.away === 'bye'));
  const names = new Map(draw.teams.map((t) => [t.no, t.name]));
  const teams = new Map(draw.teams.map((t) => [t.no, t]));

  return (
    <div className={styles.drawTable}>
      <ScrollRegion label={`Draw: ${caption}`}>
        <table className={styles.table}>
          <caption>Draw: {caption}</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Date</th>
              <th scope="col">Matches (home team first)</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.n}>
                <th scope="row" className={styles.roundHead}>
                  Round {round.n}
                </th>
                <td className={styles.date}>
                  {roundDateLabel(round) || '-'}
                  {noteMark(round.n) && <sup>{noteMark(round.n)}</sup>}
                </td>
                <td>
                  {round.pairings.length ? (
                    <ul className={styles.pairings}>
                      {round.pairings.map((p) => (
                        <li
                          key={`${p.home}-${p.away}`}
                          title={`${names.get(p.home) ?? p.home} v ${typeof p.away === 'number' ? (names.get(p.away) ?? p.away) : p.away}`}
                        >
                          {pairingText(p)}
                          {publicMatchState(
                            {
                              round: round.n,
                              home: p.home,
                              away: p.away === '?' ? null : p.away,
                              hasResult: Boolean(p.result),
                            },
                            awaiting,
                          ) === 'awaiting' && <span className={styles.awaiting}> ({AWAITING_TEXT})</span>}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '-'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className={styles.rule}>{colourRule(homeWhiteBoards)}</p>
      {notes.map((note) => (
        <p key={note.n} className={styles.note}>
          {note.mark} Round {note.n}: {note.text}
        </p>
      ))}

      <ScrollRegion label={`Results: ${caption}`}>
        <table className={`${styles.table} ${styles.results}`}>
          <caption>Results: {caption}</caption>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col" className={styles.sticky}>
                Team
              </th>
              {rounds.map((round) => (
                <th scope="col" key={round.n}>
                  Round {round.n}
                  {round.date && <span className={styles.headDate}> {roundDateLabel(round)}</span>}
                </th>
              ))}
              <th scope="col" className={styles.total}>
                Total
              </th>
              <th scope="col" className={styles.place}>
                Place
              </th>
            </tr>
          </thead>
          <tbody>
            {standings.teams.map((team) => (
              <tr key={team.no} className={team.bye ? styles.byeRow : undefined}>
                <td>{team.no}</td>
                <th scope="row" className={`${styles.team} ${styles.sticky}`}>
                  <TeamLink team={teams.get(team.no) ?? team} year={year} />
                </th>
                {team.roundScores.map((score, r) => (
                  <ScoreCell key={r} score={score} mark={team.marks[r] ?? null} />
                ))}
                <td className={styles.total}>{formatPoints(team.total)}</td>
                <td className={styles.place}>{team.place ?? '-'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>-</td>
              <th scope="row" className={styles.sticky}>
                Round total
              </th>
              {standings.roundTotals.map((total, r) => (
                <td key={r}>{formatPoints(total)}</td>
              ))}
              <td className={styles.total}>{formatPoints(standings.totalSum)}</td>
              <td className={styles.place}>-</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <ul className={shared.legend} aria-label="Key">
        <li>Board points out of 4 per match: win 1, draw ½, loss 0; forfeits count 1F and 0F.</li>
        {marks.has('incomplete') && (
          <li>
            {DRAW_MARKS.incomplete} incomplete match: an unfinished game (X) counts for neither side until it
            is adjudicated.
          </li>
        )}
        {marks.has('tiebreak') && <li>{DRAW_MARKS.tiebreak} won on tie-break after a tied match.</li>}
        {hasBye && <li>(Bye): the team drawn against the bye scores 4.</li>}
        {!standings.complete && <li>Some results are still to come: places are as they stand.</li>}
      </ul>
    </div>
  );
}
