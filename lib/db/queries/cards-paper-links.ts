/**
 * A paper card's own address (docs/match-cards.md "The paper card's address"): made when the card is printed,
 * derived from the link secret like the others (kind `match`, subject the match's key) and stored hashed. It
 * opens one page that sends that one match's card, as the captain who scans it says (home or away), until the
 * result is published; rotating either school's address revokes it (cards-links.ts). It opens no school's page.
 */
import type { Db } from '@/lib/db/types';
import { linkToken, tokenHash } from '../link-secret';
import { liveLinkOfSubject, liveLinkOfToken } from './cards-links';
import { matchEvents } from './result-versions';
import { readCardSeason } from './cards-season';
import { sendAs, type CardActionOutcome, type CardActionRequest } from '@/lib/writes/card-actions';
import { parseMatchKey, sameMatch } from '@/lib/league/cards/match-ref';
import type { CardMatch } from '@/lib/league/cards/matches';
import { cardBoards, type BoardSide } from '@/lib/league/cards/choices';
import { cardState, type CardState, type SchoolSide } from '@/lib/league/cards/state';
import { leagueToday } from '@/lib/league/today';

export type PaperCardLink = { id: number; year: number; key: string };

/**
 * The token of the match's paper-card address, made on its first print; null when the live one was made with
 * another link secret (servers that print cards must share LINK_SECRET), so the card prints without one.
 */
export async function paperCardToken(
  db: Db,
  year: number,
  key: string,
  secret: Buffer,
): Promise<string | null> {
  // Two prints at once both print the one address kept.
  const row = await liveLinkOfSubject(db, { year, kind: 'match', subject: key }, secret);
  const token = linkToken(secret, { kind: 'match', year, subject: key, salt: row.salt });
  return tokenHash(token) === row.tokenHash ? token : null;
}

/** The live paper-card address a token opens, or null (malformed, unknown, revoked, or another kind). */
export async function resolvePaperCardLink(db: Db, token: string): Promise<PaperCardLink | null> {
  const row = await liveLinkOfToken(db, token, 'match');
  return row ? { id: row.id, year: row.year, key: row.subject } : null;
}

export type PaperCardMatch = {
  link: PaperCardLink;
  match: CardMatch;
  state: CardState;
  /** Each board with the home team's colour. */
  boards: BoardSide[];
};

/** The match a paper-card address sends, with its state now; null when the address or its match is gone. */
export async function readPaperCardMatch(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PaperCardMatch | null> {
  const link = await resolvePaperCardLink(db, token);
  const ref = link && parseMatchKey(link.year, link.key);
  if (!link || !ref) return null;
  const season = await readCardSeason(db, link.year);
  const match = season?.matches.find((m) => sameMatch(m, ref));
  if (!season || !match) return null;
  const state = cardState(await matchEvents(db, ref), match, leagueToday(now));
  return { link, match, state, boards: cardBoards(season.homeWhiteBoards) };
}

/** A report of the address's own match, as the side the captain chose; nothing else is sent from it. */
export async function sendPaperCard(
  db: Db,
  link: PaperCardLink,
  side: SchoolSide,
  request: CardActionRequest,
  now = new Date(),
): Promise<CardActionOutcome> {
  if (request.kind !== 'report' || request.matchKey !== link.key)
    return {
      ok: false,
      errors: [{ field: 'match', message: 'This address sends only its own match’s card.' }],
    };
  return sendAs(db, { id: link.id, year: link.year, sideOf: () => side }, request, now);
}
