import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { paperCardPath, PAPER_CARD_EXPIRED, readPaperCard } from '@/lib/cards/paper-card-address';
import { matchTitle, otherSchool, schoolOf } from '@/lib/cards/card-view';
import { formatLongDate } from '@/lib/league/dates';
import type { SchoolSide } from '@/lib/league/cards/state';
import { CardForm } from '@/components/cards/CardForm';
import { newCardKey } from '@/lib/cards/idempotency';
import { TooMany } from '@/components/cards/TooMany';
import styles from '@/components/cards/PaperCardAddress.module.css';
import { sendPaperCard } from './actions';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ side?: string | string[]; done?: string | string[] }>;
};

export const metadata: Metadata = { title: 'Send the match result' };

/**
 * The paper card's own address (its QR code): the captain at the table sends the signed card, as the home or
 * the away team's captain, and nothing more. Confirming or disputing stays with each school's own address, so
 * a photo of the card cannot both send a result and confirm it. Expired once the result is published.
 */
export default async function PaperCardAddressPage({ params, searchParams }: Props) {
  const [{ token }, search] = await Promise.all([params, searchParams]);
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const card = await readPaperCard(token);
  if (!card) notFound();
  const { match, state } = card;
  const here = paperCardPath(token);
  const side: SchoolSide | null = search.side === 'home' || search.side === 'away' ? search.side : null;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  const white = card.boards.filter((b) => b.homeColour === 'White').map((b) => b.board);

  if (state.state === 'published')
    return (
      <main id="main" className="container">
        <h1>This card’s address has expired</h1>
        <p>{PAPER_CARD_EXPIRED}</p>
      </main>
    );
  return (
    <main id="main" className="container">
      <h1>{matchTitle(match)}</h1>
      <p>{match.date ? formatLongDate(match.date) : 'No date yet'}</p>
      {state.state === 'to-play' ? (
        <p>This match has not been played yet: its result can be sent from the day of the match.</p>
      ) : null}
      {state.state === 'reported' ? (
        <p role={search.done === 'sent' ? 'status' : undefined}>
          The result is sent, by {schoolOf(match, state.by)}.{' '}
          {state.awaits === 'scorer'
            ? 'The zone scorer publishes it.'
            : `${otherSchool({ match, viewer: state.by })} confirms or disputes it on its own page.`}{' '}
          A correction is sent from the school’s own page.
        </p>
      ) : null}
      {state.state === 'disputed' ? <p>This result is disputed: the zone scorer will settle it.</p> : null}
      {state.state === 'result-needed' && !side ? (
        <section aria-labelledby="who">
          <h2 id="who">Which team’s captain are you?</h2>
          <p>Send the result as it is on the card both captains signed.</p>
          <ul className={styles.sides}>
            <li>
              <Link className={styles.side} href={`${here}?side=home`}>
                Captain of {home} (home)
              </Link>
            </li>
            <li>
              <Link className={styles.side} href={`${here}?side=away`}>
                Captain of {away} (away)
              </Link>
            </li>
          </ul>
        </section>
      ) : null}
      {state.state === 'result-needed' && side ? (
        <section aria-labelledby="send">
          <h2 id="send">Send the result</h2>
          <p>
            You are sending it as the captain of {side === 'home' ? home : away}.{' '}
            <Link href={here}>Not you?</Link>
          </p>
          <CardForm
            mode="report"
            home={home}
            away={away}
            homeWhite={white.length ? white : null}
            action={sendPaperCard.bind(null, token, side)}
            cardKey={newCardKey()}
          />
        </section>
      ) : null}
    </main>
  );
}
