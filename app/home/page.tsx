import type { Metadata } from 'next';
import { leagueReads } from '@/lib/source/cached';
import { leagueToday } from '@/lib/league/today';
import { Hero } from '@/components/home/Hero';
import { CompetitionCards } from '@/components/home/CompetitionCards';
import { UpcomingList } from '@/components/home/UpcomingList';
import { FindSchool } from '@/components/home/FindSchool';
import { MySchoolNext } from '@/components/schools/MySchoolNext';
import { competitionCards } from '@/components/home/competition-cards';
import { pageMetadata } from '@/components/layout/site';
import styles from '@/components/home/Home.module.css';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Home',
    description:
      'Team chess competitions for NSW primary and secondary schools: the four competitions, what is coming up, draws, results and finals.',
    path: '/home',
  });
}

/** The upcoming block counts from today: the cached page is rendered afresh at least hourly. */
export const revalidate = 3600;

export default async function HomePage() {
  const [{ activeYear }, upcoming] = await Promise.all([
    leagueReads.getSiteStatus(),
    leagueReads.getUpcoming(leagueToday()),
  ]);
  return (
    <main id="main">
      <MySchoolNext />
      <Hero />
      <div className="container">
        <FindSchool />
        <section
          id="competitions"
          className={styles.section}
          aria-labelledby="competitions-heading"
          tabIndex={-1}
        >
          <h2 id="competitions-heading" className={styles.sectionHeading}>
            SCHOOLS TEAMS COMPETITIONS
          </h2>
          <p className={styles.lead}>
            Every year the NSW Junior Chess League runs team chess competitions between schools all over New
            South Wales. A school team is four players. Teams first meet the other schools of their zone, and
            the best go on to region, inter-region and state finals.
          </p>
          <p className={styles.lead}>
            There are four competitions. Primary schools play in Championship, Intermediate and Rookies
            grades, with Junior Rookies for year 3 and younger where enough teams enter. Metropolitan
            secondary schools play by school year in Junior, Intermediate and Senior grades. Country secondary
            schools play a knock-out in each of six regions, and the regional winners meet in the finals.
          </p>
          <CompetitionCards cards={competitionCards(activeYear)} />
        </section>
        <section id="upcoming" className={styles.section} aria-labelledby="upcoming-heading" tabIndex={-1}>
          <h2 id="upcoming-heading" className={styles.sectionHeading}>
            UPCOMING
          </h2>
          <UpcomingList events={upcoming} activeYear={activeYear} />
        </section>
      </div>
    </main>
  );
}
