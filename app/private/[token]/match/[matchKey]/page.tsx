import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readMatchCard, unlessLeagueAway } from '@/lib/source/cards';
import { countPrivateView } from '@/lib/cards/visitor';
import { MatchCardPage } from '@/components/cards/MatchCardPage';
import { TooMany } from '@/components/cards/TooMany';
import { confirmCard, sendCard } from '../../actions';

type Props = {
  params: Promise<{ token: string; matchKey: string }>;
  searchParams: Promise<{ dispute?: string | string[]; done?: string | string[] }>;
};

export const metadata: Metadata = { title: 'Match card' };

/** One match's card at a school's private address: send it, confirm or dispute it, or see it. */
export default async function MatchPage({ params, searchParams }: Props) {
  const [{ token, matchKey }, { dispute, done }] = await Promise.all([params, searchParams]);
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const read = await unlessLeagueAway(() => readMatchCard(token, matchKey));
  if (read && 'away' in read) return <TooMany message={read.away} />;
  const card = read;
  if (!card) notFound();
  const { state } = card;
  const shown = state.state === 'reported' ? state.version.id : null;
  return (
    <main id="main" className="container">
      <MatchCardPage
        token={token}
        card={card}
        disputing={dispute === '1'}
        done={typeof done === 'string' ? done : null}
        report={sendCard.bind(null, token, card.key, 'report', null)}
        dispute={sendCard.bind(null, token, card.key, 'dispute', shown)}
        confirm={
          state.state === 'reported' ? confirmCard.bind(null, token, card.key, state.version.id) : null
        }
      />
    </main>
  );
}
