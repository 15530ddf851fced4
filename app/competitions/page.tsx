import type { Metadata } from 'next';
import { leagueReads } from '@/lib/source/cached';
import { COMPETITION_MODES, COMPETITION_NAMES, splitMode } from '@/lib/league/constants';
import { competitionPath } from '@/lib/league/codes';
import { formatLongDate } from '@/lib/league/dates';
import { entryOpenOn } from '@/lib/league/entry-window';
import { leagueToday } from '@/lib/league/today';
import { Breadcrumbs, titleOf } from '@/components/ui/Breadcrumbs';
import { CompetitionCards, type CompetitionCard } from '@/components/home/CompetitionCards';
import { pageMetadata } from '@/components/layout/site';
import type { Breadcrumb } from '@/lib/league/types';
import type { SeasonIndex } from '@/lib/league/season-index';
import styles from '@/components/home/Home.module.css';

const crumbs: Breadcrumb[] = [{ label: 'Competitions' }];

/** Whether entries are open depends on today: the cached page is rendered afresh at least hourly. */
export const revalidate = 3600;

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: titleOf(crumbs),
    description:
      'The four NSW Junior Chess League school team competitions, their current season and whether entries are open.',
    path: '/competitions',
  });
}

function cards(year: number | null, index: SeasonIndex | null, today: string): CompetitionCard[] {
  return COMPETITION_MODES.map((mode) => {
    const { metro, competition } = splitMode(mode);
    const entry = index?.entry[mode];
    const open = entry ? entryOpenOn(entry, today) : false;
    const cutoff = entry?.cutoff ?? null;
    return {
      mode,
      label: `${COMPETITION_NAMES[mode]} competition`,
      href: year === null ? null : competitionPath(year, metro, competition),
      summary:
        year === null ? (
          <p>No season is published yet.</p>
        ) : (
          <>
            <p>Season {year}</p>
            <p>
              <span className={`${styles.status} ${open ? styles.open : styles.closed}`}>
                Entries {open ? 'open' : 'closed'}
              </span>
            </p>
            {cutoff && (
              <p>
                Closing date: <time dateTime={cutoff}>{formatLongDate(cutoff)}</time>
              </p>
            )}
          </>
        ),
    };
  });
}

export default async function CompetitionsPage() {
  const { activeYear } = await leagueReads.getSiteStatus();
  const index = activeYear === null ? null : await leagueReads.getSeasonIndex(activeYear);
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={crumbs} />
      <h1>Competitions</h1>
      <p className={styles.lead}>
        The league runs four school team competitions each year. Open one to see its draws and results,
        finals, entry details, rules, resources and past winners.
      </p>
      <CompetitionCards cards={cards(activeYear, index, leagueToday())} headingLevel="h2" />
    </main>
  );
}
