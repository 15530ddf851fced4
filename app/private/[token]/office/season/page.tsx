import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readOfficeSeason } from '@/lib/source/office';
import { OfficeSeasonSettings } from '@/components/office/OfficeSeasonSettings';
import { officePage, searchValue } from '@/components/office/office-door';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ done?: string; refused?: string }>;
};

export const metadata: Metadata = { title: 'The season: the league’s office' };

/** The season's settings in the office (docs/office.md): entry windows and zone scorers, behind the passkey. */
export default async function OfficeSeasonPage({ params, searchParams }: Props) {
  const { token } = await params;
  return officePage(token, async (visit) => {
    const [season, search] = await Promise.all([readOfficeSeason(visit.db, visit.link), searchParams]);
    if (!season) notFound();
    return (
      <OfficeSeasonSettings
        token={token}
        season={season}
        done={searchValue(search.done)}
        refused={searchValue(search.refused)}
      />
    );
  });
}
