import type { QrDrawing } from '@/lib/cards/qr';
import { CARD_CHOICES_TEXT, boardColour } from './board-colours';
import styles from './PaperCard.module.css';
import './paper-card-page.css';

export type PaperCardSide = { team: string; school: string };

export type PaperCardProps = {
  /** `PA2 Parramatta Intermediate 2, round 7`. */
  title: string;
  /** `Friday 12 June 2026`, or null while the draw gives no date. */
  date: string | null;
  /** `3:45 pm`, or null when the rules give none. */
  startTime: string | null;
  /** The home school and its street address, or null when the season does not say. */
  venue: string | null;
  home: PaperCardSide;
  away: PaperCardSide;
  /** The boards the home team plays White on; null when the season does not say. */
  homeWhite: readonly number[] | null;
  /** The card's own address (it sends only this match's card), printed and as a QR code; null on the scorer's cards. */
  address: string | null;
  qr: QrDrawing | null;
  /** The title's id: unique when a page prints several cards. */
  id?: string;
};

const BOARDS = [1, 2, 3, 4] as const;

/**
 * The paper result card of one match, filled in with what the draw knows, with boxes for what the
 * captains write at the board: players, results, the score and both signatures. One A4 page in print
 * (paper-card-page.css); the QR code takes a phone to this card's own page to send the result.
 */
export function PaperCard({
  title,
  date,
  startTime,
  venue,
  home,
  away,
  homeWhite,
  address,
  qr,
  id = 'paper-card-title',
}: PaperCardProps) {
  return (
    <article className={`${styles.card} paper-card`} aria-labelledby={id}>
      <header className={styles.head}>
        <div>
          <p className={styles.kicker}>NSW Junior Chess League · Match result card</p>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Date</dt>
              <dd>{date ? `${date}${startTime ? `, ${startTime}` : ''}` : 'as the two schools agree'}</dd>
            </div>
            <div>
              <dt>Venue</dt>
              <dd>{venue ?? 'the home school'}</dd>
            </div>
          </dl>
        </div>
        {qr ? (
          <figure className={styles.qr}>
            <svg
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label="QR code of this card's private address"
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
            <figcaption>Scan to send the result online</figcaption>
          </figure>
        ) : null}
      </header>

      <table className={styles.teams}>
        <caption className="visually-hidden">Teams</caption>
        <thead>
          <tr>
            <th scope="col">Home team (first named)</th>
            <th scope="col">Away team</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <strong>{home.team}</strong>
              {home.school !== home.team ? (
                <>
                  <br />
                  {home.school}
                </>
              ) : null}
            </td>
            <td>
              <strong>{away.team}</strong>
              {away.school !== away.team ? (
                <>
                  <br />
                  {away.school}
                </>
              ) : null}
            </td>
          </tr>
        </tbody>
      </table>

      <table className={styles.boards}>
        <caption>Boards (results from the home team&apos;s side)</caption>
        <thead>
          <tr>
            <th scope="col">Board</th>
            <th scope="col">Home plays</th>
            <th scope="col">Home player</th>
            <th scope="col">Away player</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {BOARDS.map((board) => (
            <tr key={board}>
              <th scope="row">Board {board}</th>
              <td>{boardColour(homeWhite, board) ?? '—'}</td>
              <td className={styles.box} />
              <td className={styles.box} />
              <td className={styles.box} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Match score (home – away)
            </th>
            <td className={styles.box} />
          </tr>
        </tfoot>
      </table>
      <p className={styles.key}>Results: {CARD_CHOICES_TEXT}.</p>

      <table className={styles.signatures}>
        <caption>Captains&apos; signatures (both agree the results above)</caption>
        <thead>
          <tr>
            <th scope="col">Captain</th>
            <th scope="col">Name</th>
            <th scope="col">Signature</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Home: {home.team}</th>
            <td className={styles.box} />
            <td className={styles.box} />
          </tr>
          <tr>
            <th scope="row">Away: {away.team}</th>
            <td className={styles.box} />
            <td className={styles.box} />
          </tr>
        </tbody>
      </table>

      {/* Not a landmark: the scorer's page prints a card per match, and landmarks must differ by name. */}
      <div className={styles.notes}>
        <p>Notes (an unfinished game, a forfeit, a late start):</p>
      </div>

      {address ? (
        <p className={styles.address}>
          Send the result at <span className={styles.url}>{address}</span> (this card’s own address: it sends
          only this match’s result, until the result is published).
        </p>
      ) : (
        <p className={styles.address}>Send the result from your school&apos;s private match results page.</p>
      )}
    </article>
  );
}
