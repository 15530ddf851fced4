/** How a school page and its calendar words a match: side, colours, start time, score. */
import { formatPoints } from './draw-layout';
import { formatLongDate } from './dates';
import type { FixtureSide, SchoolFixture } from './fixture-types';

/** `16:00` → `4 pm`, `16:30` → `4:30 pm`. */
export function timeText(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 || 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

export function opponentText(side: FixtureSide): string {
  if (side.kind === 'team') return side.name;
  return side.kind === 'bye' ? 'Bye' : 'To be decided';
}

export function sideText(fixture: Pick<SchoolFixture, 'side' | 'opponent'>): string {
  if (fixture.opponent.kind === 'bye') return 'Bye';
  return fixture.side === 'home' ? 'Home' : 'Away';
}

export function coloursText(
  fixture: Pick<SchoolFixture, 'whiteBoards' | 'doubleMatch' | 'opponent'>,
): string | null {
  if (fixture.opponent.kind === 'bye') return null;
  if (fixture.doubleMatch) return 'Two matches, colours reversed';
  return fixture.whiteBoards ? `White on boards ${fixture.whiteBoards.join(' and ')}` : null;
}

/** The date as the draw gives it: `Friday 15 May 2026`, `play by Friday 27 March 2026`, or `date to come`. */
export function dateText(fixture: Pick<SchoolFixture, 'date' | 'playBy'>): string {
  if (!fixture.date) return 'date to come';
  return `${fixture.playBy ? 'play by ' : ''}${formatLongDate(fixture.date)}`;
}

/** `3½–½`, with `*` for an unfinished match, `#` for a tie-break win and `(forfeit)` where games were forfeited. */
export function scoreText(fixture: Pick<SchoolFixture, 'score' | 'result' | 'side'>): string {
  const { score, result } = fixture;
  if (!score || !result) return '';
  const marks = `${result.incomplete ? '*' : ''}${result.tiebreak === fixture.side ? '#' : ''}`;
  return `${formatPoints(score.for)}–${formatPoints(score.against)}${marks}${result.forfeits ? ' (forfeit)' : ''}`;
}
