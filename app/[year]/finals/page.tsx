import type { Metadata } from 'next';
import { Breadcrumbs, titleOf } from '@/components/ui/Breadcrumbs';
import { getFilterData, requireSeason } from '@/lib/source/season-routes';
import { FinalsFilters } from '@/components/finals/FinalsFilters';
import styles from '@/components/draws/page.module.css';
import { EMPTY_FILTERS } from '@/lib/league/finals-filters';
import { COMPETITIONS_CRUMB, finalsHeading } from '@/lib/league/routes';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = { params: Promise<{ year: string }> };

const crumbs = [COMPETITIONS_CRUMB, { label: finalsHeading(null) }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireSeason((await params).year);
  return { title: titleOf(crumbs) };
}

/** The finals page before a grid is chosen: the default heading and the filters. */
export default async function FinalsStartPage({ params }: Props) {
  const { year, index } = await requireSeason((await params).year);
  const filterData = await getFilterData(index);
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.heading}>{finalsHeading(null)}</h1>
      <FinalsFilters data={filterData} initial={{ ...EMPTY_FILTERS, year }} currentPath={null} />
      <p>Choose a competition, grade and stage in Filters to see its finals grid.</p>
    </main>
  );
}
