import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { officeVisit } from '@/lib/office/gate';
import { readOfficeDraw } from '@/lib/source/office';
import { TooMany } from '@/components/cards/TooMany';
import { OfficeDraw } from '@/components/office/OfficeDraw';
import { OfficeSignIn } from '@/components/office/OfficeSignIn';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ zone?: string; done?: string; refused?: string }>;
};

export const metadata: Metadata = { title: 'The draw: the league’s office' };

const one = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The draw maker in the office (docs/office.md): behind the office's passkey, like every office page. */
export default async function OfficeDrawPage({ params, searchParams }: Props) {
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
  const [draw, search] = await Promise.all([readOfficeDraw(visit.db, visit.link), searchParams]);
  if (!draw) notFound();
  return (
    <main id="main" className="container">
      <OfficeDraw
        token={token}
        draw={draw}
        zone={one(search.zone)}
        done={one(search.done)}
        refused={one(search.refused)}
      />
    </main>
  );
}
