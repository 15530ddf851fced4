import { notFound } from 'next/navigation';
import { leagueReads } from '@/lib/source/cached';
import { parseCompetitionRoute } from '@/lib/league/competition-page';

type Props = { children: React.ReactNode; params: Promise<{ year: string; metro: string; comp: string }> };

/**
 * Checks the route before any of the page is sent, so an unknown competition or year answers with
 * status 404. There is deliberately no loading.tsx: its boundary would send the page hidden behind
 * a skeleton that only a script reveals, and the page must read without JavaScript.
 */
export default async function CompetitionLayout({ children, params }: Props) {
  const route = parseCompetitionRoute(await params);
  if (!route || !(await leagueReads.getSeasonIndex(route.year))) notFound();
  return children;
}
