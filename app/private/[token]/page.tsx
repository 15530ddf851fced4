import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { openPrivateLink, readSchoolCards } from '@/lib/source/cards';
import { countPrivateView } from '@/lib/cards/visitor';
import { SchoolCards } from '@/components/cards/SchoolCards';
import { TooMany } from '@/components/cards/TooMany';

type Props = { params: Promise<{ token: string }> };

export const metadata: Metadata = { title: 'Your match results' };

/** A school's private page: its teams' matches this season, what waits for it first (docs/match-cards.md). */
export default async function PrivatePage({ params }: Props) {
  const { token } = await params;
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const link = await openPrivateLink(token);
  // The scorer's and the Director of Play's pages are the next issue's; until then their addresses open nothing.
  if (!link || link.kind !== 'school') notFound();
  const cards = await readSchoolCards(link);
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
