/**
 * What the public pages say of a match, decided in one place so that a zone's draw, a knock-out and a
 * school's page never disagree: its result, a bye, reported by card and awaiting the other school's
 * confirmation (never with a score, so no unconfirmed score reaches a parent), or to be played.
 */

export type PublicMatchState = 'result' | 'bye' | 'awaiting' | 'to be played';

/** A pairing's mark before its card is confirmed. */
export const AWAITING_TEXT = 'reported, awaiting confirmation';
export const TO_BE_PLAYED_TEXT = 'to be played';

/** A match of one division reported by card and not yet confirmed (or disputed), by round and draw numbers. */
export type AwaitingMatch = { round: number; home: number; away: number };

export type PublicMatch = {
  round: number | null;
  home: number | null;
  /** The other team's draw number, the bye, or null while not known. */
  away: number | 'bye' | null;
  hasResult: boolean;
};

/** The state of a match of a division, given that division's matches awaiting confirmation. */
export function publicMatchState(match: PublicMatch, awaiting: readonly AwaitingMatch[]): PublicMatchState {
  if (match.hasResult) return 'result';
  if (match.away === 'bye') return 'bye';
  const reported = awaiting.some(
    (m) => m.round === match.round && m.home === match.home && m.away === match.away,
  );
  return reported ? 'awaiting' : 'to be played';
}
