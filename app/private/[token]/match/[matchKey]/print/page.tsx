import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readMatchCard } from '@/lib/source/cards';
import { getSeasonSchools } from '@/lib/source/venues';
import { countPrivateView } from '@/lib/cards/visitor';
import { paperCardOf } from '@/lib/cards/paper-card';
import { qrDrawing } from '@/lib/cards/qr';
import { absoluteUrl } from '@/components/layout/site';
import { PaperCard } from '@/components/cards/PaperCard';
import { PrintButton } from '@/components/draws/PrintButton';
import { TooMany } from '@/components/cards/TooMany';
import { paperCardPath, printedCardToken } from '@/lib/cards/paper-card-address';

type Props = { params: Promise<{ token: string; matchKey: string }> };

export const metadata: Metadata = { title: 'Paper match card' };

/** The match's paper card, filled in, to print on one A4 page; its QR code opens the card's own address. */
export default async function PrintCardPage({ params }: Props) {
  const { token, matchKey } = await params;
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const card = await readMatchCard(token, matchKey);
  if (!card) notFound();
  // The card's own address, never the school's: the signed sheet is shown around and photographed.
  const printed = await printedCardToken(card.match.year, card.key, card.state.state);
  const address = printed ? absoluteUrl(paperCardPath(printed)) : null;
  const schools = await getSeasonSchools(card.match.year);
  return (
    <main id="main" className="container">
      <h1>Paper match card</h1>
      <p>
        Print it for the match: the captains fill it in and sign it, and either school sends it from its page.
      </p>
      <PrintButton label="Print card" />
      <PaperCard {...paperCardOf(card, schools)} address={address} qr={address ? qrDrawing(address) : null} />
    </main>
  );
}
