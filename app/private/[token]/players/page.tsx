import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { readRegisterPage, REGISTER_NOT_RELAYED } from '@/lib/source/players';
import { readPlayerSeasons } from '@/lib/source/player-seasons';
import { TooMany } from '@/components/cards/TooMany';
import { RegisterPage } from '@/components/players/RegisterPage';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ done?: string | string[]; refused?: string | string[] }>;
};

export const metadata: Metadata = { title: 'Players' };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** A school's players' register: its coordinator adds players and says what public pages may show of each. */
export default async function PlayersPage({ params, searchParams }: Props) {
  const [{ token }, search] = await Promise.all([params, searchParams]);
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const page = await readRegisterPage(token);
  if (!page) notFound();
  if (page.relayed)
    return (
      <main id="main" className="container">
        <h1>Players</h1>
        <p>{REGISTER_NOT_RELAYED}</p>
      </main>
    );
  return (
    <RegisterPage
      token={token}
      school={page.link.subject}
      year={page.link.year}
      players={page.players}
      deleteOn={page.deleteOn}
      {...await readPlayerSeasons(page.link, page.players)}
      done={one(search.done)}
      refused={one(search.refused)}
    />
  );
}
