/** What the paper card prints of a match: its title, date, start, venue, teams and schools, colours. */
import type { MatchCard } from '@/lib/db/queries/cards-read';
import type { SchoolAddress } from '@/lib/league/fixture-types';
import { formatLongDate } from '@/lib/league/dates';
import { PRIMARY_MATCH_START } from '@/lib/league/match-times';
import { schoolSlug } from '@/lib/league/school-slug';
import { addressText } from '@/lib/league/venue';
import { schoolOf } from './card-view';

export type PaperCardFacts = {
  title: string;
  date: string | null;
  startTime: string | null;
  venue: string | null;
  home: { team: string; school: string };
  away: { team: string; school: string };
  homeWhite: number[];
};

export function paperCardOf(
  card: Pick<MatchCard, 'match' | 'boards'>,
  schools: readonly SchoolAddress[],
): PaperCardFacts {
  const { match } = card;
  const host = match.homeTeam.school;
  const found = host && schools.find((s) => schoolSlug(s.name) === host.slug);
  const street = found ? addressText(found) : '';
  return {
    title: `${match.division} round ${match.round}`,
    date: match.date ? formatLongDate(match.date) : null,
    // The primary competitions' rules start at 4 pm at the home school; the secondary ones leave it to the schools.
    startTime: match.competition === 'primary' && !match.knockout ? PRIMARY_MATCH_START.text : null,
    venue: host ? [host.name, street].filter(Boolean).join(', ') : null,
    home: { team: match.homeTeam.name, school: schoolOf(match, 'home') },
    away: { team: match.awayTeam.name, school: schoolOf(match, 'away') },
    homeWhite: card.boards.filter((b) => b.homeColour === 'White').map((b) => b.board),
  };
}
