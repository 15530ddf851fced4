import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { openOfficialLink, readRoundCards } from '@/lib/source/scorer';
import { formatLongDate } from '@/lib/league/dates';
import { PRIMARY_MATCH_START } from '@/lib/league/match-times';
import { TooMany } from '@/components/cards/TooMany';
import { PaperCard } from '@/components/cards/PaperCard';
import { BackToDesk } from '@/components/scorer/BackToDesk';
import '@/components/scorer/round-cards.css';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ round?: string | string[]; zone?: string | string[] }>;
};

export const metadata: Metadata = { title: 'Paper match cards' };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * A zone's paper match cards for one round, one A4 page per match, filled in from the draw. No school's
 * private address or QR code: the scorer hands these out, and each school's address is its own.
 */
export default async function RoundCardsPage({ params, searchParams }: Props) {
  const { token } = await params;
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const link = await openOfficialLink(token);
  if (!link) notFound();
  const search = await searchParams;
  const round = Number(first(search.round));
  if (!Number.isInteger(round) || round < 1 || round > 99) notFound();
  const zone = link.kind === 'director' ? first(search.zone) : undefined;
  if (link.kind === 'director' && !zone) notFound();
  const found = await readRoundCards(link, round, zone);
  if (!found || !found.zones.length) notFound();
  const zoneName = found.zones[0]!.name;
  return (
    <main id="main" className="container">
      <BackToDesk token={token} zone={zone} />
      <h1>
        {zoneName}: paper match cards, round {round} ({found.matches.length})
      </h1>
      <p>Print this page: each match&apos;s card is one A4 page.</p>
      {found.matches.map((m) => (
        <PaperCard
          key={`${m.division}-${m.home}-${m.away}`}
          id={`card-${m.division}-${m.home}v${m.away}`}
          title={`${m.division} ${zoneName}, round ${m.round}`}
          date={m.date ? formatLongDate(m.date) : null}
          startTime={m.competition === 'primary' ? PRIMARY_MATCH_START.text : null}
          venue={m.homeTeam.school?.name ?? null}
          home={{ team: m.homeTeam.name, school: m.homeTeam.school?.name ?? '' }}
          away={{ team: m.awayTeam.name, school: m.awayTeam.school?.name ?? '' }}
          homeWhite={found.homeWhiteBoards.length ? found.homeWhiteBoards : null}
          address={null}
          qr={null}
        />
      ))}
    </main>
  );
}
