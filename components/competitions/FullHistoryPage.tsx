import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { competitionLabel, resultsPath, type CompetitionPageView } from '@/lib/league/competition-page';
import { competitionHistoryPath, competitionPath } from '@/lib/league/codes';
import { HistoryTable } from './HistoryTable';
import styles from './competition.module.css';

export const historyPath = (route: CompetitionPageView['route']) =>
  competitionHistoryPath(route.year, route.metro, route.competition);

export const historyLabel = (name: string) => `History of the ${name.toLowerCase()} competition`;

/** Every season's winners of one competition: the page the competition page's history links to. */
export function FullHistoryPage({ view }: { view: CompetitionPageView }) {
  const { route, name } = view;
  const label = historyLabel(name);
  return (
    <main id="main" className="container">
      <Breadcrumbs
        crumbs={[
          { label: 'Competitions', url: '/competitions' },
          {
            label: competitionLabel(route),
            url: competitionPath(route.year, route.metro, route.competition),
          },
          { label },
        ]}
      />
      <h1 className={styles.title}>{label}</h1>
      {view.published ? (
        <HistoryTable
          competitionName={name}
          rows={view.published.history.rows}
          byGrade={view.published.history.byGrade}
          blurb={view.published.history.blurb}
          notes={view.published.history.notes}
          resultsHref={(year) => resultsPath(route, year)}
        />
      ) : (
        <p>No winners are recorded for this competition yet.</p>
      )}
      <p>
        <Link href={competitionPath(route.year, route.metro, route.competition)}>
          Back to the {competitionLabel(route).replace(/^./, (c) => c.toLowerCase())}
        </Link>
      </p>
    </main>
  );
}
