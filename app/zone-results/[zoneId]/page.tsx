import { notFound, redirect } from 'next/navigation';
import { getLeagueSource, getSiteStatus } from '@/lib/source';
import { zoneResultsPath } from '@/lib/league/zone-results';

/** The left menu's zone links lead here; the zone's draw for the active season is the answer. */
export default async function ZoneResultsPage({ params }: { params: Promise<{ zoneId: string }> }) {
  const { zoneId } = await params;
  const { activeYear } = await getSiteStatus();
  if (activeYear === null) notFound();
  const index = await getLeagueSource().getYearIndex(activeYear);
  const target = index && zoneResultsPath(index, activeYear, decodeURIComponent(zoneId));
  if (!target) notFound();
  redirect(target);
}
