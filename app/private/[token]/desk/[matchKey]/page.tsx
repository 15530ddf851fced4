import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { openOfficialLink, readOfficialMatch } from '@/lib/source/scorer';
import { cardRegisters } from '@/lib/source/players';
import { leagueToday } from '@/lib/league/today';
import { TooMany } from '@/components/cards/TooMany';
import { OfficialMatch } from '@/components/scorer/OfficialMatch';
import { BackToDesk } from '@/components/scorer/BackToDesk';

type Props = {
  params: Promise<{ token: string; matchKey: string }>;
  searchParams: Promise<{ done?: string | string[]; changed?: string | string[] }>;
};

export const metadata: Metadata = { title: 'Settle a match result' };

/** One match on the scorer's desk; another zone's match answers not found, as an unknown one does. */
export default async function OfficialMatchPage({ params, searchParams }: Props) {
  const [{ token, matchKey }, { done, changed }] = await Promise.all([params, searchParams]);
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const link = await openOfficialLink(token);
  if (!link) notFound();
  const found = await readOfficialMatch(link, matchKey);
  if (!found) notFound();
  const { match } = found.card;
  const registers = await cardRegisters(match.year, match.homeTeam.school?.name, match.awayTeam.school?.name);
  return (
    <main id="main" className="container">
      <BackToDesk token={token} />
      <OfficialMatch
        token={token}
        card={found.card}
        labels={found.labels}
        photos={found.photos}
        today={leagueToday()}
        done={typeof done === 'string' ? done : null}
        changed={changed === '1'}
        registers={registers}
      />
    </main>
  );
}
