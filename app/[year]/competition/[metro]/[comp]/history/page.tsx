import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FullHistoryPage, historyLabel, historyPath } from '@/components/competitions/FullHistoryPage';
import { absoluteUrl } from '@/components/layout/site';
import { leagueReads } from '@/lib/source/cached';
import { competitionPageView, parseCompetitionRoute } from '@/lib/league/competition-page';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = { params: Promise<{ year: string; metro: string; comp: string }> };

async function viewOf(props: Props) {
  const route = parseCompetitionRoute(await props.params);
  if (!route) notFound();
  const index = await leagueReads.getSeasonIndex(route.year);
  if (!index) notFound();
  return competitionPageView(index, route);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const view = await viewOf(props);
  const title = historyLabel(view.name);
  return {
    title,
    description: `Every season's winners of the NSW Junior Chess League ${view.name.toLowerCase()} schools team chess competition.`,
    alternates: { canonical: absoluteUrl(historyPath(view.route)) },
  };
}

export default async function CompetitionHistoryRoutePage(props: Props) {
  return <FullHistoryPage view={await viewOf(props)} />;
}
