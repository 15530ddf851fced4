import { notFound, redirect } from 'next/navigation';
import { leagueReads } from '@/lib/source/cached';
import { zoneResultsPath } from '@/lib/league/zone-results';

/** The spec's zone address (SPEC section 2): the zone's draw for the active season is the answer. */
export default async function ZoneResultsPage({ params }: { params: Promise<{ zoneId: string }> }) {
  const { zoneId } = await params;
  const { activeYear } = await leagueReads.getSiteStatus();
  if (activeYear === null) notFound();
  const index = await leagueReads.getSeasonIndex(activeYear);
  const target = index && zoneResultsPath(index, decodeURIComponent(zoneId));
  if (!target) notFound();
  redirect(target);
}
