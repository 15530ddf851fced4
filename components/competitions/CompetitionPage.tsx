import type { ReactNode } from 'react';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { LeftMenu } from '@/components/ui/LeftMenu';
import { SECTIONS, resultsPath, type CompetitionPageView } from '@/lib/league/competition-page';
import { DrawAndResults } from './DrawAndResults';
import { EntryDetails } from './EntryDetails';
import { historyPath } from './FullHistoryPage';
import { RECENT_SEASONS_LISTED } from '@/lib/league/constants';
import { HistoryTable } from './HistoryTable';
import { InfoBlocks } from './InfoBlocks';
import { Resources } from './Resources';
import { Rules } from './Rules';
import { TextBlocks } from './TextBlocks';
import styles from './competition.module.css';

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, className, children }: { id: SectionId; className?: string; children: ReactNode }) {
  const name = SECTIONS.find((s) => s.id === id)?.name;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={className ? `${styles.section} ${className}` : styles.section}
    >
      <h2 id={`${id}-heading`}>{name}</h2>
      {children}
    </section>
  );
}

export type CompetitionPageProps = { view: CompetitionPageView };

/** SPEC section 2, "Competition page". */
export function CompetitionPage({ view }: CompetitionPageProps) {
  const { route, mode, name, label, crumbs, published } = view;
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>
        {name} competition {route.year}
      </h1>
      {published === null ? (
        <p className={styles.notice}>
          The {route.year} season has not been published yet. Its draw, results and entry details will appear
          here once the league publishes them.
        </p>
      ) : (
        <>
          {/* Source order is the phone's order: the draw first, since that is what most visitors
              come for. From 768 px the grid puts the info blocks and the menu back above it. */}
          <div className={styles.layout}>
            <Section id="draw_and_results" className={styles.draw}>
              <DrawAndResults data={published.drawAndResults} />
            </Section>
            {published.info ? (
              <div className={styles.info}>
                <InfoBlocks mode={mode} {...published.info} />
              </div>
            ) : null}
            <div className={styles.aside}>
              <LeftMenu
                label={`${label}: sections and zones`}
                items={published.menuItems}
                regionsHeading="Regions and zones"
                regions={published.menuRegions}
                noRegionsText={`No zone has a draw in ${route.year} yet.`}
              />
            </div>
            <div className={styles.content}>
              <Section id="description">
                <TextBlocks blocks={published.description} />
              </Section>
              <Section id="entry_details">
                <EntryDetails
                  competitionName={name}
                  year={route.year}
                  cutoffDate={published.entry.cutoffDate}
                  enterOnlineHref={published.entry.enterOnlineHref}
                />
              </Section>
              <Section id="rules">
                <Rules
                  kind={published.rulesKind}
                  rules={published.rules}
                  seasonNote={published.seasonColoursNote}
                />
              </Section>
              <Section id="resources">
                <Resources resources={published.resources} />
              </Section>
              <Section id="history">
                <HistoryTable
                  competitionName={name}
                  rows={published.history.rows.slice(0, RECENT_SEASONS_LISTED)}
                  byGrade={published.history.byGrade}
                  blurb={published.history.blurb}
                  notes={published.history.notes}
                  resultsHref={(year) => resultsPath(route, year)}
                />
                {published.history.rows.length > RECENT_SEASONS_LISTED ? (
                  <p>
                    The winners of the last {RECENT_SEASONS_LISTED} seasons are above;{' '}
                    <Link href={historyPath(route)}>Full history</Link>: every season&rsquo;s winners.
                  </p>
                ) : null}
              </Section>
            </div>
          </div>
        </>
      )}
    </main>
  );
}
