import type { Metadata } from 'next';
import { readOffice } from '@/lib/source/office';
import { Office } from '@/components/office/Office';
import { officePage, searchValue } from '@/components/office/office-door';

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
  return officePage(token, async (visit) => {
    const [office, search] = await Promise.all([readOffice(visit.db, visit.link), searchParams]);
    return (
      <Office
        token={token}
        year={visit.link.year}
        {...office}
        done={searchValue(search.done)}
        refused={searchValue(search.refused)}
      />
    );
  });
}
