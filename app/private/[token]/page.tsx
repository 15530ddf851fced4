import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  DESK_NOT_RELAYED,
  noteLinkOpened,
  openPrivateLink,
  readSchoolCards,
  unlessLeagueAway,
} from '@/lib/source/cards';
import { countPrivateView } from '@/lib/cards/visitor';
import { SchoolCards } from '@/components/cards/SchoolCards';
import { TooMany } from '@/components/cards/TooMany';
import { ScorerDeskPage, type DeskSearch } from '@/components/scorer/ScorerDeskPage';

type Props = { params: Promise<{ token: string }>; searchParams: Promise<DeskSearch> };

export const metadata: Metadata = { title: 'Your match results' };

/**
 * A private address's page (docs/match-cards.md): a school's teams' matches this season, what waits for it
 * first; the scorer's desk for a zone scorer's or the Director of Play's address.
 */
export default async function PrivatePage({ params, searchParams }: Props) {
  const { token } = await params;
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const read = await unlessLeagueAway(async () => {
    const link = await openPrivateLink(token);
    return { link, cards: link?.kind === 'school' ? await readSchoolCards(link) : null };
  });
  if ('away' in read) return <TooMany message={read.away} />;
  const { link, cards } = read;
  if (!link) notFound();
  await noteLinkOpened(link);
  if (link.kind !== 'school' && link.hash)
    return (
      <main id="main" className="container">
        <h1>The scorer&apos;s desk</h1>
        <p>{DESK_NOT_RELAYED}</p>
      </main>
    );
  if (link.kind !== 'school') return <ScorerDeskPage token={token} link={link} search={await searchParams} />;
  if (!cards) notFound();
  return (
    <main id="main" className="container">
      <h1>
        {cards.school}: match results {cards.year}
      </h1>
      <SchoolCards token={token} school={cards.school} year={cards.year} matches={cards.matches} />
    </main>
  );
}
