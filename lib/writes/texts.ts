/**
 * Every word the write path says to the people who write: refusals, and what changed since a stale view.
 * One place, so that a refusal reads the same from a school's card, the desk, a workbook and the command line.
 */
import { authorName } from '@/lib/league/cards/card-text';
import type { CardMatch } from '@/lib/league/cards/matches';
import type { CardEvent } from '@/lib/league/cards/state';

export const EXPIRED = 'The form has expired: reload the page and try again.';
export const NO_SUCH_MATCH = 'There is no such match.';
export const STORE_AWAY =
  'The league’s data store is not answering, so nothing was sent. Please try again in a minute.';
export const CHECK_THE_CARD = 'Check the card.';
/** A school's address that opens nothing (made up, or replaced). */
export const GONE =
  "This address does not open a school's page any more. Ask the league for your school's current address.";
/** An official's address that opens nothing. */
export const OFFICIAL_GONE =
  "This address does not open a scorer's page any more. Ask the league for the current address.";
export const NOT_YOURS = 'This match is not one of your school’s.';
export const NOT_IN_ZONE = 'This match is not in your zone: nothing was changed.';
export const PAPER_CARD_EXPIRED =
  'This card’s address has expired: the match’s result is published. Each school sees it on its own page.';
export const PAPER_CARD_GONE =
  'This card’s address does not send results any more. Send the result from your school’s own page.';
/** An address's own allowance of writes is spent. */
export const ADDRESS_LIMITED =
  'Too many results have been sent from this address. Please wait and try again.';
export const REGISTER_LIMITED =
  'Too many changes to the players’ register have come from this address. Please wait and try again.';

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `1 Dec 10:42`, Sydney time. */
export const whenText = (at: Date) => sydneyTime.format(at).replace(',', '');

const schoolOf = (match: CardMatch, side: 'home' | 'away') => {
  const team = side === 'home' ? match.homeTeam : match.awayTeam;
  return team.school?.name ?? team.name;
};

/** What a version was, in a few words: `a card confirmed by both schools`, `the PA scorer's correction`. */
export function versionText(version: CardEvent, match: CardMatch): string {
  const { kind, side } = version;
  const school = side === 'home' || side === 'away' ? schoolOf(match, side) : '';
  const who = authorName(side === 'home' || side === 'away' ? 'both' : side, match.zone);
  switch (kind) {
    case 'report':
      return `${school}’s card`;
    case 'dispute':
      return `${school}’s dispute`;
    case 'confirm':
      return 'a card confirmed by both schools';
    case 'auto-confirm':
      return 'a card confirmed automatically';
    case 'publish':
      return `${who}, who published a version`;
    case 'enter':
      return `${who}, who entered the result`;
    case 'correct':
      return `${who}’s correction`;
    case 'rule':
      return `${who}, who scored it 0–0 under the 7-day rule`;
    case 'workbook':
      return side === 'league' ? 'a zone workbook the league imported' : `${who}’s workbook`;
    case 'import':
      return 'the league’s import';
  }
}

/** The refusal of a write made from an older view of the match: what changed it since, and when. */
export function staleText(newest: CardEvent, match: CardMatch): string {
  // A school's new version of its card: said as the other school would, the words of the page it was shown.
  if (newest.kind === 'report' && (newest.side === 'home' || newest.side === 'away'))
    return `${schoolOf(match, newest.side)} has changed its result since you opened the page: check it again.`;
  return `This match changed since you opened it: ${versionText(newest, match)}, ${whenText(newest.createdAt)}. Here it is as it is now; check it before you act again.`;
}

export { scoreText } from '@/lib/league/draw-layout';
