/**
 * Whether a competition takes entries online today: the league has its entry open and its closing date has
 * not passed. A page never says entry is open, nor offers Enter Online, after the closing date.
 */
import type { EntryWindow } from './season-index';

/** `today` and the closing date are YYYY-MM-DD days in Sydney; entries close at the end of that day. */
export function entryOpenOn(window: Pick<EntryWindow, 'open' | 'cutoff'>, today: string): boolean {
  return window.open && (window.cutoff === null || today <= window.cutoff);
}
