import type { Metadata } from 'next';
import { newestVersion } from '@/lib/league/cards/state';
import { notFound } from 'next/navigation';
import { cardRegisters } from '@/lib/source/players';
import { readMatchCard, unlessLeagueAway } from '@/lib/source/cards';
import { countPrivateView } from '@/lib/cards/visitor';
import { refusalNow } from '@/lib/cards/send-checks';
import { SCHOOL_CARD_ACTIONS, type SchoolCardAction } from '@/lib/league/cards/state';
import { MatchCardPage } from '@/components/cards/MatchCardPage';
import { TooMany } from '@/components/cards/TooMany';
import { confirmCard, sendCard } from '../../actions';

type Param = string | string[] | undefined;
type Props = {
  params: Promise<{ token: string; matchKey: string }>;
  searchParams: Promise<{
    dispute?: Param;
    correct?: Param;
    done?: Param;
    refused?: Param;
    shown?: Param;
  }>;
};

export const metadata: Metadata = { title: 'Match card' };

const one = (value: Param) => (typeof value === 'string' ? value : null);
const isSchoolAction = (value: string | null): value is SchoolCardAction =>
  (SCHOOL_CARD_ACTIONS as readonly (string | null)[]).includes(value);

/** One match's card at a school's private address: send it, confirm or dispute it, or see it. */
export default async function MatchPage({ params, searchParams }: Props) {
  const [{ token, matchKey }, search] = await Promise.all([params, searchParams]);
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const read = await unlessLeagueAway(() => readMatchCard(token, matchKey));
  if (read && 'away' in read) return <TooMany message={read.away} />;
  const card = read;
  if (!card) notFound();
  const { state } = card;
  const shown = state.state === 'reported' ? state.version.id : null;
  // The newest version this page shows: an action made from it is refused when the match has changed since.
  const seen = newestVersion(card.history);
  // After a refused action (`?refused=confirm&shown=12`): why, from the match as it is now.
  const tried = one(search.refused);
  const refused = isSchoolAction(tried)
    ? refusalNow(card, tried, new Date(), Number(one(search.shown)) || null)
    : null;
  return (
    <main id="main" className="container">
      <MatchCardPage
        token={token}
        card={card}
        disputing={one(search.dispute) === '1'}
        correcting={one(search.correct) === '1'}
        done={one(search.done)}
        refused={refused}
        report={sendCard.bind(null, token, card.key, 'report', null, seen)}
        dispute={sendCard.bind(null, token, card.key, 'dispute', shown, seen)}
        registers={await cardRegisters(
          card.match.year,
          card.match.homeTeam.school?.name,
          card.match.awayTeam.school?.name,
        )}
        confirm={
          state.state === 'reported' ? confirmCard.bind(null, token, card.key, state.version.id, seen) : null
        }
      />
    </main>
  );
}
