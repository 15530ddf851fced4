import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readOfficeDraw } from '@/lib/source/office';
import { OfficeDraw } from '@/components/office/OfficeDraw';
import { officePage, searchValue } from '@/components/office/office-door';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ zone?: string; done?: string; refused?: string }>;
};

export const metadata: Metadata = { title: 'The draw: the league’s office' };

/** The draw maker in the office (docs/office.md): behind the office's passkey, like every office page. */
export default async function OfficeDrawPage({ params, searchParams }: Props) {
  const { token } = await params;
  return officePage(token, async (visit) => {
    const [draw, search] = await Promise.all([readOfficeDraw(visit.db, visit.link), searchParams]);
    if (!draw) notFound();
    return (
      <OfficeDraw
        token={token}
        draw={draw}
        zone={searchValue(search.zone)}
        done={searchValue(search.done)}
        refused={searchValue(search.refused)}
      />
    );
  });
}
