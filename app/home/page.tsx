import type { Metadata } from 'next';
import { getSiteStatus } from '@/lib/source';
import { COMPETITION_MODES, COMPETITION_NAMES, splitMode } from '@/lib/league/constants';
import { competitionPath } from '@/lib/league/codes';

export const metadata: Metadata = { title: 'Home' };

export default async function HomePage() {
  const { activeYear, seasons } = await getSiteStatus();
  return (
    <main id="main" className="container">
      <h1>SCHOOLS TEAMS COMPETITIONS</h1>
      <p>
        The NSW Junior Chess League runs team competitions for primary and secondary schools across the state: teams of four
        players meet other schools in their zone, and zone winners go on to region, inter-region and state finals.
      </p>
      {activeYear !== null ? (
        <ul>
          {COMPETITION_MODES.map((mode) => {
            const { metro, competition } = splitMode(mode);
            return (
              <li key={mode}>
                <a href={competitionPath(activeYear, metro, competition)}>{COMPETITION_NAMES[mode]} competition</a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>No season has been published yet.</p>
      )}
      <p>Seasons: {seasons.map((s) => s.year).join(', ') || 'none'}</p>
    </main>
  );
}
