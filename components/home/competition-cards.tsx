import { COMPETITION_MODES, COMPETITION_NAMES, splitMode } from '@/lib/league/constants';
import { competitionPath } from '@/lib/league/codes';
import type { CompetitionCard } from './CompetitionCards';

const SUMMARIES = {
  metropolitan_primary:
    'Sydney primary schools, zone by zone, in Championship, Intermediate, Rookies and Junior Rookies grades.',
  metropolitan_secondary:
    'Sydney secondary schools in Junior (years 7–8), Intermediate (years 9–10) and Senior (years 11–12) grades.',
  country_primary:
    'Primary schools outside Sydney, from their zones through to the country and state finals.',
  country_secondary:
    'A knock-out in six country regions: a team is out after its second loss, and region winners go to the finals.',
} as const;

/** The home page's four competitions, linked to the active season's pages. */
export function competitionCards(activeYear: number | null): CompetitionCard[] {
  return COMPETITION_MODES.map((mode) => {
    const { metro, competition } = splitMode(mode);
    return {
      mode,
      label: `${COMPETITION_NAMES[mode]} competition`,
      href: activeYear === null ? null : competitionPath(activeYear, metro, competition),
      summary: <p>{SUMMARIES[mode]}</p>,
    };
  });
}
