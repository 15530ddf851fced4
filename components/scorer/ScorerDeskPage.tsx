import { notFound } from 'next/navigation';
import type { PrivateLink } from '@/lib/source/cards';
import { readDesk } from '@/lib/source/scorer';
import { parseScorerFilter } from '@/lib/league/cards/scorer';
import { leagueToday } from '@/lib/league/today';
import { ScorerDesk } from './ScorerDesk';

export type DeskSearch = { show?: string | string[]; zone?: string | string[] };

/** The page an official's address opens (the private page dispatches here for `scorer` and `director`). */
export async function ScorerDeskPage({
  token,
  link,
  search,
}: {
  token: string;
  link: PrivateLink;
  search: DeskSearch;
}) {
  const asked = Array.isArray(search.zone) ? search.zone[0] : search.zone;
  // A scorer's zone is its address's; only the Director of Play chooses one.
  const zone = link.kind === 'director' && asked ? asked : undefined;
  const desk = await readDesk(link, zone);
  if (!desk) notFound();
  const filter = parseScorerFilter(search.show, desk.counts);
  return (
    <main id="main" className="container">
      <ScorerDesk
        token={token}
        year={desk.year}
        ownZone={link.kind === 'scorer' ? link.subject : null}
        zones={desk.zones}
        zone={zone}
        filter={filter}
        counts={desk.counts}
        matches={desk.matches}
        eligibility={desk.eligibility}
        today={leagueToday()}
      />
    </main>
  );
}
