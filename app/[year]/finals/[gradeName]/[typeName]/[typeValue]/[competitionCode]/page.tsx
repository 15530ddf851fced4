import type { Metadata } from 'next';
import { Breadcrumbs, titleOf } from '@/components/ui/Breadcrumbs';
import { QuickNav } from '@/components/ui/QuickNav';
import { PrintButton } from '@/components/draws/PrintButton';
import { getFilterData, requireFinalsRoute } from '@/lib/source/season-routes';
import { FinalsFilters } from '@/components/finals/FinalsFilters';
import { FinalsGrid } from '@/components/finals/FinalsGrid';
import styles from '@/components/draws/page.module.css';
import layout from '@/components/finals/FinalsPage.module.css';
import { leagueReads } from '@/lib/source/cached';
import { finalsPath } from '@/lib/league/codes';
import { filtersFromRoute } from '@/lib/league/finals-filters';
import { finalsQuickNav } from '@/lib/league/quick-nav';
import { finalsCrumbs, finalsHeading } from '@/lib/league/routes';
import { NewsAbove, NewsBelow, feedAlternate, finalsNews } from '@/components/changes/PageNews';
import '@/app/print.css';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = {
  params: Promise<{
    year: string;
    gradeName: string;
    typeName: string;
    typeValue: string;
    competitionCode: string;
  }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route } = await requireFinalsRoute(await params);
  const canonical = finalsPath(route.year, route.grade, route.stage, route.value, route.competition);
  return { title: titleOf(finalsCrumbs(route)), alternates: { canonical, ...feedAlternate(route.year) } };
}

export default async function FinalsPage({ params }: Props) {
  const { index, route } = await requireFinalsRoute(await params);
  const { year, competition, grade, stage, value } = route;
  const [view, filterData, news] = await Promise.all([
    leagueReads.getFinalsGrid({ year, competition, grade, stage, value }),
    getFilterData(index),
    finalsNews(route, index.season.demo),
  ]);
  const heading = finalsHeading(route);
  const path = finalsPath(year, grade, stage, value, competition);

  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={finalsCrumbs(route)} />
      <h1 className={styles.heading}>{heading}</h1>
      <div className={layout.page}>
        <div className={layout.filters}>
          <FinalsFilters key={path} data={filterData} initial={filtersFromRoute(route)} currentPath={path} />
        </div>
        {view && (
          <div className={`${styles.toolbar} ${layout.toolbar}`}>
            <PrintButton label="Print grid" />
          </div>
        )}
        <div className={layout.grid}>
          <NewsAbove placed={news} />
          <FinalsGrid view={view} label={heading} headingLevel={2} year={year} />
          <NewsBelow placed={news} />
        </div>
        <div className={layout.quickNav}>
          <QuickNav groups={finalsQuickNav(index, route)} />
        </div>
      </div>
    </main>
  );
}
