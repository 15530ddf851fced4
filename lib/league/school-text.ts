/** How a school page and its calendar words a match: side, colours, start time, score. */
import { formatPoints } from './draw-layout';
import { formatLongDate } from './dates';
import type { FixtureSide, SchoolFixture } from './fixture-types';
import {
  AWAITING_TEXT,
  TO_BE_PLAYED_TEXT,
  publicMatchState,
  type AwaitingMatch,
  type PublicMatchState,
} from './match-state';

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

const drawNo = (side: FixtureSide) => (side.kind === 'team' ? side.no : null);

/**
 * The score of a school's match, or what stands in for it (`publicMatchState`, as the zone's draw says it):
 * `-` for a bye, `reported, awaiting confirmation`, `to be played`. `awaiting` is the match's division's.
 */
export function resultOf(
  fixture: SchoolFixture,
  awaiting: readonly AwaitingMatch[],
): { state: PublicMatchState; text: string } {
  const state = publicMatchState(
    {
      round: fixture.round,
      home: drawNo(fixture.home),
      away: fixture.opponent.kind === 'bye' ? 'bye' : drawNo(fixture.away),
      hasResult: Boolean(fixture.score && fixture.result),
    },
    fixture.event.kind === 'division' ? awaiting : [],
  );
  const text =
    state === 'result'
      ? scoreText(fixture)
      : state === 'bye'
        ? '-'
        : state === 'awaiting'
          ? AWAITING_TEXT
          : TO_BE_PLAYED_TEXT;
  return { state, text };
}
