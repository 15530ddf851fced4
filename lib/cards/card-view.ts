/**
 * How a school's private pages word a match's card: its state from the school's side, its score once
 * published, the other school's name. Pure, from the read's view model (lib/db/queries/cards-read.ts).
 */
import type { CardMatch } from '@/lib/league/cards/matches';
import type { CardState } from '@/lib/league/cards/state';
import type { Viewer } from '@/lib/league/cards/urgency';
import { publishedHow } from '@/lib/league/cards/card-text';
import { scoreText } from '@/lib/league/draw-layout';
import { boardPoints } from '@/lib/league/board-points';

export type StateView = { match: CardMatch; viewer: Viewer; state: CardState; daysLate: number | null };

/** The school of a side's team, or the team's name when the school is not known. */
export function schoolOf(match: CardMatch, side: 'home' | 'away'): string {
  const team = side === 'home' ? match.homeTeam : match.awayTeam;
  return team.school?.name ?? team.name;
}

/** The school on the other side from the viewer (the away school for an official). */
export function otherSchool(view: Pick<StateView, 'match' | 'viewer'>): string {
  return schoolOf(view.match, view.viewer === 'away' ? 'home' : 'away');
}

/** A report of one school's two teams: no other school can confirm it, so the zone's scorer publishes it. */
const awaitsScorer = (state: CardState) => state.state === 'reported' && state.awaits === 'scorer';

/** Who is asked to confirm a report: the other school, or the zone's scorer. */
export function whoConfirms(view: Pick<StateView, 'match' | 'viewer' | 'state'>): string {
  return awaitsScorer(view.state) ? 'the zone scorer' : otherSchool(view);
}

/** `Carlingford is asked to confirm it`, or that the zone's scorer publishes it. */
export function confirmAsked(view: Pick<StateView, 'match' | 'viewer' | 'state'>): string {
  return awaitsScorer(view.state)
    ? 'Both teams are your school’s, so the zone scorer publishes it'
    : `${otherSchool(view)} is asked to confirm it`;
}

/** `2½–1½`, home first, once the result is published; null before. */
export function publishedScore(view: Pick<StateView, 'match' | 'state'>): string | null {
  const { state, match } = view;
  if (state.state !== 'published') return null;
  const points = state.published.boards
    ? boardPoints(state.published.boards)
    : (match.result ?? { home: 0, away: 0 });
  return scoreText(points);
}

/** The state in the words: `Reported by you — waiting for Carlingford`. */
export function stateText(view: StateView): string {
  const { state, viewer } = view;
  switch (state.state) {
    case 'to-play':
      return 'To play';
    case 'result-needed':
      return view.daysLate
        ? `Result needed (played ${view.daysLate} day${view.daysLate === 1 ? '' : 's'} ago)`
        : 'Result needed';
    case 'reported':
      return state.by === viewer
        ? `Reported by you — waiting for ${whoConfirms(view)}`
        : `Reported by ${schoolOf(view.match, state.by)} — please confirm`;
    case 'disputed':
      return 'Disputed — the zone scorer will settle it';
    case 'published':
      if (state.published.how === 'confirmed') return 'Confirmed';
      if (state.published.how === 'imported') return 'Result posted by the league';
      return `Published: ${publishedHow(state.published)}`;
  }
}

/** A match's title: `IE1 round 7: Reddam House v Waverley`. */
export function matchTitle(match: CardMatch): string {
  return `${match.division} round ${match.round}: ${match.homeTeam.name} v ${match.awayTeam.name}`;
}
