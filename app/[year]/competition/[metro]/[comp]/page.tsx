import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompetitionPage } from '@/components/competitions/CompetitionPage';
import { titleOf } from '@/components/ui/Breadcrumbs';
import { absoluteUrl } from '@/components/layout/site';
import { leagueReads } from '@/lib/source/cached';
import { competitionPath } from '@/lib/league/codes';
import { competitionCrumbs, competitionPageView, parseCompetitionRoute } from '@/lib/league/competition-page';
import { leagueToday } from '@/lib/league/today';
export { generateStaticParams } from '@/lib/cache/on-demand';

/** Whether entry is open depends on today: the cached page is rendered afresh at least hourly. */
export const revalidate = 3600;

type Params = { year: string; metro: string; comp: string };
type Props = { params: Promise<Params> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseCompetitionRoute(await params);
  if (!route) notFound();
  const index = await leagueReads.getSeasonIndex(route.year);
  if (!index) notFound();
  const view = competitionPageView(index, route, leagueToday());
  const path = competitionPath(route.year, route.metro, route.competition);
  const title = titleOf(competitionCrumbs(route));
  const description = view.published
    ? `Draw and results, entry details, rules, resources and past winners of the NSW Junior Chess League ${view.name.toLowerCase()} schools team chess competition, ${route.year}.`
    : `The ${route.year} ${view.name.toLowerCase()} schools team chess competition has not been published yet.`;
  const canonical = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      siteName: 'NSWJCL Schools',
      locale: 'en_AU',
    },
    robots: view.published ? undefined : { index: false },
  };
}

export default async function CompetitionRoutePage({ params }: Props) {
  const route = parseCompetitionRoute(await params);
  if (!route) notFound();
  const index = await leagueReads.getSeasonIndex(route.year);
  if (!index) notFound();
  return <CompetitionPage view={competitionPageView(index, route, leagueToday())} />;
}
