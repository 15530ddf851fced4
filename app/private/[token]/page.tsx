import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { openOfficialLink } from '@/lib/source/scorer';
import { TooMany } from '@/components/cards/TooMany';
import { ScorerDeskPage, type DeskSearch } from '@/components/scorer/ScorerDeskPage';

type Props = { params: Promise<{ token: string }>; searchParams: Promise<DeskSearch> };

export const metadata: Metadata = { title: 'Match results' };

/** A private address's page: the scorer's desk for a scorer's or the Director of Play's address. */
export default async function PrivatePage({ params, searchParams }: Props) {
  const { token } = await params;
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const link = await openOfficialLink(token);
  if (!link) notFound();
  return <ScorerDeskPage token={token} link={link} search={await searchParams} />;
}
