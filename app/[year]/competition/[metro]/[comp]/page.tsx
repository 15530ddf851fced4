import type { Metadata, ResolvingMetadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { CompetitionPage } from '@/components/competitions/CompetitionPage';
import { titleOf } from '@/components/ui/Breadcrumbs';
import { readYearIndex } from '@/components/competitions/read-year-index';
import { competitionPath } from '@/lib/league/codes';
import { competitionCrumbs, competitionPageView, parseCompetitionRoute } from '@/lib/league/competition-page';

type Params = { year: string; metro: string; comp: string };
type Props = { params: Promise<Params> };

/** The site's origin for the canonical URL: the layout's metadataBase when it has one, else the request's host. */
async function siteOrigin(parent: ResolvingMetadata): Promise<URL | null> {
  const base = (await parent).metadataBase;
  if (base) return new URL(base);
  const host = (await headers()).get('host');
  if (!host) return null;
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  return new URL(`${local ? 'http' : 'https'}://${host}`);
}

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const route = parseCompetitionRoute(await params);
  if (!route) notFound();
  const index = await readYearIndex(route.year);
  if (!index) notFound();
  const view = competitionPageView(index, route);
  const path = competitionPath(route.year, route.metro, route.competition);
  const origin = await siteOrigin(parent);
  const title = titleOf(competitionCrumbs(route));
  const description = view.published
    ? `Draw and results, entry details, rules, resources and past winners of the NSW Junior Chess League ${view.name.toLowerCase()} schools team chess competition, ${route.year}.`
    : `The ${route.year} ${view.name.toLowerCase()} schools team chess competition has not been published yet.`;
  const canonical = origin ? new URL(path, origin).href : path;
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
  const index = await readYearIndex(route.year);
  if (!index) notFound();
  return <CompetitionPage view={competitionPageView(index, route)} />;
}
