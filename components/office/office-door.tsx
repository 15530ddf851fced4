import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { officeVisit, type OfficeVisit } from '@/lib/office/gate';
import type { OfficeSession } from '@/lib/writes/office';
import { TooMany } from '@/components/cards/TooMany';
import { OfficeSignIn } from './OfficeSignIn';

export type SignedInVisit = OfficeVisit & { session: OfficeSession };

/**
 * Every office page's door: the private pages' allowance, then the Director of Play's address (else not found),
 * then the passkey (else the sign-in); only a signed-in visit reaches `page`.
 */
export async function officePage(token: string, page: (visit: SignedInVisit) => Promise<ReactNode>) {
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const visit = await officeVisit(token);
  if (!visit) notFound();
  return (
    <main id="main" className="container">
      {visit.session ? (
        await page(visit as SignedInVisit)
      ) : (
        <OfficeSignIn
          token={token}
          year={visit.link.year}
          firstVisit={visit.passkeys === 0}
          passkeysHere={visit.rp !== null}
        />
      )}
    </main>
  );
}

/** A search parameter's one value. */
export const searchValue = (value: unknown) => (typeof value === 'string' ? value : undefined);
