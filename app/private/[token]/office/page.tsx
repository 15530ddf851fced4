import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { officeVisit } from '@/lib/office/gate';
import { readOffice } from '@/lib/source/office';
import { TooMany } from '@/components/cards/TooMany';
import { Office } from '@/components/office/Office';
import { OfficeSignIn } from '@/components/office/OfficeSignIn';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ done?: string; refused?: string }>;
};

export const metadata: Metadata = { title: 'The league’s office' };

/**
 * The league's office at the Director of Play's address (docs/office.md): the first visit registers a passkey,
 * every later one signs in with it; signed in, the season's entry requests, addresses and downloads.
 */
export default async function OfficePage({ params, searchParams }: Props) {
  const { token } = await params;
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const visit = await officeVisit(token);
  if (!visit) notFound();
  if (!visit.session)
    return (
      <main id="main" className="container">
        <OfficeSignIn
          token={token}
          year={visit.link.year}
          firstVisit={visit.passkeys === 0}
          passkeysHere={visit.rp !== null}
        />
      </main>
    );
  const [office, search] = await Promise.all([readOffice(visit.db, visit.link), searchParams]);
  return (
    <main id="main" className="container">
      <Office
        token={token}
        year={visit.link.year}
        {...office}
        done={typeof search.done === 'string' ? search.done : undefined}
        refused={typeof search.refused === 'string' ? search.refused : undefined}
      />
    </main>
  );
}
