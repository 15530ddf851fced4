import type { Metadata } from 'next';
import { Breadcrumbs, titleOf } from '@/components/ui/Breadcrumbs';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { DrawTable } from '@/components/draws/DrawTable';
import { PrintButton } from '@/components/draws/PrintButton';
import { requireSeason } from '@/lib/source/season-routes';
import styles from '@/components/draws/page.module.css';
import { leagueReads } from '@/lib/source/cached';
import { countrySecondaryFinalsCrumbs } from '@/lib/league/routes';
import { countrySecondaryFinalsPath } from '@/lib/league/codes';
import '@/app/print.css';
export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = { params: Promise<{ year: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { year } = await requireSeason((await params).year);
  return {
    title: titleOf(countrySecondaryFinalsCrumbs(year)),
    alternates: { canonical: countrySecondaryFinalsPath(year) },
  };
}

export default async function CountrySecondaryFinalsPage({ params }: Props) {
  const { year } = await requireSeason((await params).year);
  const view = await leagueReads.getRoundRobinFinals(year);
  const title = `Country secondary finals ${year}`;
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={countrySecondaryFinalsCrumbs(year)} />
      <h1 className={styles.heading}>{title}</h1>
      {view ? (
        <>
          <div className={styles.toolbar}>
            <PrintButton label="Print draw" />
          </div>
          {'html' in view ? (
            <SafeHtml html={view.html} label={title} headingLevel={2} />
          ) : (
            <DrawTable
              draw={view.finals}
              homeWhiteBoards={view.homeWhiteBoards}
              caption={title}
              year={year}
            />
          )}
        </>
      ) : (
        <p className={styles.empty}>No draw in {year} for country secondary finals</p>
      )}
    </main>
  );
}
