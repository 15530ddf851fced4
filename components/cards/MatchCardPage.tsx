import Link from 'next/link';
import type { MatchCard } from '@/lib/source/cards';
import type { CardFormAction } from '@/lib/cards/action-result';
import { newCardKey } from '@/lib/cards/idempotency';
import { choiceOfResult, type CardChoice } from '@/lib/league/cards/choices';
import type { CardEvent } from '@/lib/league/cards/state';
import { formatLongDate } from '@/lib/league/dates';
import { colourRule } from '@/lib/league/draw-key';
import {
  confirmAsked,
  matchTitle,
  otherSchool,
  publishedScore,
  schoolOf,
  stateText,
  whoConfirms,
} from '@/lib/cards/card-view';
import { CardForm, type CardFormProps } from './CardForm';
import type { CardRegisters } from './CardExtras';
import { CardHistory } from './CardHistory';
import { ConfirmButton } from './ConfirmButton';
import { RelayNote } from './RelayNote';
import { ReportedCard } from './ReportedCard';
import { cardPath, correctPath, disputePath, photoPath, printPath, privatePath } from './private-paths';
import styles from './MatchCardPage.module.css';

export type MatchCardPageProps = {
  token: string;
  card: MatchCard;
  /** The other school chose `Dispute`: its own version of the boards is asked for. */
  disputing: boolean;
  /** The reporting school chose `Send a corrected card`. */
  correcting: boolean;
  /** What the school has just done (`sent`, `disputed`, `confirmed`), said at the top while it holds. */
  done: string | null;
  /** Why the school's last action was refused, the match having changed since its page was shown. */
  refused: string | null;
  report: CardFormAction;
  dispute: CardFormAction;
  /** Confirms the version shown; null when there is none to confirm. */
  confirm: CardFormAction | null;
  /** Each school's register of players, for the boards' choices. */
  registers?: CardRegisters;
};

const OFFICIAL = { scorer: 'the zone scorer', director: 'the Director of Play' } as const;
/** How an official's published event is captioned: `As corrected by the zone scorer on …`. */
const OFFICIAL_VERB = { enter: 'entered', correct: 'corrected' } as const;

const when = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/** What the page says after an action, while the card's state still shows it was done. */
function doneText(card: MatchCard, done: string | null, score: string | null): string | null {
  const { state, viewer, match } = card;
  if (done === 'sent' && state.state === 'reported' && state.by === viewer)
    return `Your card is sent. ${confirmAsked(card)}; until then the draw shows the match as reported, awaiting confirmation.`;
  if (done === 'disputed' && state.state === 'disputed')
    return 'Your version is sent. The zone scorer settles the result; nothing is published until then.';
  if (done === 'confirmed' && state.state === 'published' && score)
    return `Confirmed: ${match.homeTeam.name} ${score} ${match.awayTeam.name} is published.`;
  return null;
}

/**
 * One match's card on a school's private page: what it is, its state, and what the school can do now:
 * send the card, confirm or dispute the other school's, or see the result and every version sent.
 */
export function MatchCardPage({
  token,
  card,
  disputing,
  correcting,
  done,
  refused,
  report,
  dispute,
  confirm,
  registers,
}: MatchCardPageProps) {
  const { match, state, viewer } = card;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  const homeWhite = card.boards.filter((b) => b.homeColour === 'White').map((b) => b.board);
  const version = (event: CardEvent, caption: string) =>
    event.boards ? (
      <ReportedCard
        caption={caption}
        home={home}
        away={away}
        boards={card.boards}
        results={event.boards}
        players={event.players}
        comment={event.comment}
        commentLabel={event.side === 'scorer' || event.side === 'director' ? 'Reason' : 'Comment'}
        photoHref={event.photoId ? photoPath(token, card.key, event.photoId) : null}
      />
    ) : null;
  const by = (event: CardEvent, verb: string) =>
    `As ${verb} by ${event.side === 'home' || event.side === 'away' ? schoolOf(match, event.side) : OFFICIAL[event.side === 'director' ? 'director' : 'scorer']} on ${when.format(event.createdAt)}`;
  // Each form on the page gets its own key from the server: a double tap or a resent post stores one card.
  const cardForm = (props: Pick<CardFormProps, 'mode' | 'action' | 'initial' | 'disputed' | 'keptPhoto'>) => (
    <CardForm
      home={home}
      away={away}
      homeWhite={homeWhite}
      cardKey={newCardKey()}
      registers={registers}
      {...props}
    />
  );
  const choices = (event: CardEvent): CardChoice[] | undefined => event.boards?.map(choiceOfResult);
  const score = publishedScore(card);
  const here = cardPath(token, card.key);
  const said = refused ? null : doneText(card, done, score);
  const published = state.state === 'published' ? state.published : null;
  // An official's own boards (entered or corrected); a version a school sent shows as reported.
  const official = published?.event?.boards && !published.version ? published.event : null;

  return (
    <>
      <p className={styles.back}>
        <Link href={privatePath(token)} prefetch={false}>
          Your school&apos;s matches
        </Link>
      </p>
      <h1>{matchTitle(match)}</h1>
      {said ? (
        <p role="status" className={styles.done}>
          {said}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className={styles.refused}>
          {refused} Nothing was changed: this is the match as it is now.
        </p>
      ) : null}
      <RelayNote note={card.relay} className={styles.done} />
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>{match.date ? formatLongDate(match.date) : 'date to come'}</dd>
        </div>
        <div>
          <dt>Your team</dt>
          <dd>
            {viewer === 'away' ? `${away} (away)` : `${home} (home)`} v {otherSchool(card)}
          </dd>
        </div>
        <div>
          <dt>Colours</dt>
          <dd>{colourRule(homeWhite)}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd className={styles.state}>
            {stateText(card)}
            {score ? `: ${home} ${score} ${away}` : ''}
          </dd>
        </div>
      </dl>
      <p>
        <Link href={printPath(token, card.key)} prefetch={false} className={styles.print}>
          Print the paper card
        </Link>{' '}
        (one A4 page, with a QR code of this page)
      </p>

      {state.state === 'to-play' ? (
        <p>This match has not been played yet: its result can be sent from the day of the match.</p>
      ) : null}

      {state.state === 'result-needed' ? (
        <section aria-labelledby="send-card">
          <h2 id="send-card">Send the result</h2>
          {cardForm({ mode: 'report', action: report })}
        </section>
      ) : null}

      {state.state === 'reported' && state.by === viewer ? (
        <>
          {version(state.version, by(state.version, 'sent'))}
          {correcting ? (
            <section aria-labelledby="correct-card">
              <h2 id="correct-card">Send a corrected card</h2>
              <p className={styles.again}>
                {state.awaits === 'scorer'
                  ? 'The zone scorer will publish the corrected card instead.'
                  : `${otherSchool(card)} will be asked to confirm the corrected card instead.`}{' '}
                <Link href={here}>Keep the card as sent</Link>
              </p>
              {cardForm({
                mode: 'report',
                action: report,
                initial: choices(state.version),
                keptPhoto: state.version.photoId !== null,
              })}
            </section>
          ) : (
            <p className={styles.again}>
              A board is wrong? You can <Link href={correctPath(token, card.key)}>Send a corrected card</Link>{' '}
              until {whoConfirms(card)} answers.
            </p>
          )}
        </>
      ) : null}

      {state.state === 'reported' && state.by !== viewer ? (
        <>
          {version(state.version, by(state.version, 'reported'))}
          {disputing ? (
            <section aria-labelledby="dispute-card">
              <h2 id="dispute-card">Dispute: your version of the boards</h2>
              <p>
                Nothing is published while a result is disputed: the zone scorer reads both versions and
                settles it. <Link href={here}>Back to confirming</Link>
              </p>
              {cardForm({
                mode: 'dispute',
                action: dispute,
                initial: choices(state.version),
                disputed: state.version.boards,
              })}
            </section>
          ) : (
            <section aria-labelledby="answer-card" className={styles.answer}>
              <h2 id="answer-card">Is this right?</h2>
              <p>Confirming publishes the result at once on the draw, standings and school pages.</p>
              {confirm ? <ConfirmButton action={confirm} cardKey={newCardKey()} /> : null}
              <p>
                <Link href={disputePath(token, card.key)} className={styles.dispute}>
                  Dispute
                </Link>{' '}
                if a board is wrong: you send your own version and a comment.
              </p>
            </section>
          )}
        </>
      ) : null}

      {state.state === 'disputed' ? (
        <>
          <p>The zone scorer will settle this result from both versions. Nothing is published until then.</p>
          {version(state.report, by(state.report, 'reported'))}
          {version(state.dispute, by(state.dispute, 'disputed'))}
        </>
      ) : null}

      {published?.version ? version(published.version, by(published.version, 'reported')) : null}
      {official ? version(official, by(official, OFFICIAL_VERB[official.kind as 'enter' | 'correct'])) : null}
      {published?.event && !official && published.event.comment && published.by !== 'both' ? (
        <p>
          {published.by === 'director' ? 'The Director of Play' : 'The zone scorer'}&apos;s reason:{' '}
          {published.event.comment}
        </p>
      ) : null}

      <CardHistory match={match} events={card.history} />
    </>
  );
}
