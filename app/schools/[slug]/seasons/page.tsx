import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SchoolSeasonsPage } from '@/components/schools/SchoolSeasonsPage';
import { requireSchoolPage } from '@/lib/source/school-page';
import { pageMetadata } from '@/components/layout/site';
import { schoolSeasonsPath } from '@/lib/league/school-paths';
import '@/app/print.css';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { view } = await requireSchoolPage(await params);
  const { name, slug } = view.page;
  return pageMetadata({
    title: `${name}: every season`,
    description: `${name} in every season of the NSW Junior Chess League's school team competitions: its teams, best places and finals.`,
    path: schoolSeasonsPath(slug),
  });
}

/** Every season of a school, one line each; the school page lists the newest ten. */
export default async function SchoolSeasonsRoute({ params }: Props) {
  const { view, activeYear } = await requireSchoolPage(await params);
  // From the league's API a school page shows one season's tables only: there are no seasons to list.
  if (view.kind !== 'structured') notFound();
  return <SchoolSeasonsPage page={view.page} activeYear={activeYear} />;
}
