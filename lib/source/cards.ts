import 'server-only';
/**
 * Match cards as the pages read them. The private pages read the store for each request (never cached:
 * a school's page is its own, and changes with each card), or on a relaying site the league's API
 * (./cards-relay.ts); the public draw and school pages read only which matches are awaiting confirmation,
 * kept with the zone's data, whose tag a card's report drops.
 */
import { getDb } from '@/lib/db/server';
import { markLinkOpened } from '@/lib/writes/link-opened';
import { liveLinkOfToken, resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import {
  getMatchCard,
  getPendingMatches,
  getSchoolCards,
  type CardMatchView as StoredView,
  type MatchCard as StoredCard,
} from '@/lib/db/queries/cards-read';
import { getCardPhoto } from '@/lib/db/queries/cards-photos';
import type { StoredCardEvent } from '@/lib/db/queries/result-versions';
import { cacheTags } from '@/lib/cache/tags';
import { parseMatchKey } from '@/lib/league/cards/match-ref';
import { LeagueApiError, type AwaitingMatch } from '@/lib/league-api/client';
import { divisionsByZone } from '@/lib/league/zone-divisions';
import { cachedRead } from './cached';
import {
  relayAwaitingMatches,
  relayCardPhoto,
  relayHash,
  relayMatchCard,
  relayPage,
  relaySchoolCards,
  type RelayNote,
} from './cards-relay';
import { relaysToLeague } from '@/lib/deployment';

export type { PrivateLink, RelayNote, StoredCardEvent };

/** A match as a school's page shows it; on a relaying site, with what this site still holds for the league. */
export type CardMatchView = StoredView & { relay?: RelayNote | null };
export type MatchCard = StoredCard & {
  relay?: RelayNote | null;
};
/** An open address; on a relaying site named by its token's hash (the league's link id is not ours). */
export type OpenLink = PrivateLink & { hash?: string };

const relaying = relaysToLeague;

export const LEAGUE_AWAY =
  'The league’s system is not answering just now, and this page had not been read from it before. Please try again in a few minutes.';

/** A scorer's or the Director's address on a relaying site: the desk reads the league's store, not relayed yet. */
export const DESK_NOT_RELAYED =
  'The scorer’s desk is not open on this site yet: open the same address on the league’s own site, where the desk is.';

/**
 * Runs a private page's reads; on a relaying site whose league is away with no last good answer for the page,
 * `{ away: LEAGUE_AWAY }` for the page to say so plainly rather than fail.
 */
export async function unlessLeagueAway<T>(read: () => Promise<T>): Promise<T | { away: string }> {
  try {
    return await read();
  } catch (error) {
    if (relaying() && error instanceof LeagueApiError && (error.status ?? 500) >= 500)
      return { away: LEAGUE_AWAY };
    throw error;
  }
}

/** A path segment as sent; an address's token and a match's key need no escapes, so a bad one is just unknown. */
function segment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The live address a token opens, or null for one that is malformed, unknown or rotated. */
export async function openPrivateLink(token: string): Promise<OpenLink | null> {
  if (!relaying()) return resolvePrivateLink(await getDb(), segment(token));
  const hash = relayHash(segment(token));
  const page = hash ? await relayPage(hash) : null;
  return page && hash ? { id: 0, ...page.link, hash } : null;
}

/** Notes that the holder opened the address's page (its first time only); a relaying site keeps no addresses. */
export async function noteLinkOpened(link: OpenLink): Promise<void> {
  if (!relaying() && link.id > 0) await markLinkOpened(await getDb(), link.id);
}

/**
 * Whether a form may be posted to this private address (server.mjs asks before Next reads the body): one that
 * opens a page, a paper card's or a parent's subscription. A relaying site whose league cannot be asked just
 * now lets a well-formed address through: its outbox keeps the card, and the league judges the address when
 * it is back.
 */
export async function mayPostTo(token: string): Promise<boolean> {
  const sent = segment(token);
  if (relaying()) {
    try {
      return (await openPrivateLink(sent)) !== null;
    } catch (error) {
      if (error instanceof LeagueApiError || error instanceof TypeError) return relayHash(sent) !== null;
      throw error;
    }
  }
  // Every live address takes a form: a page's, a paper card's or a subscription's. One look-up by hash.
  return (await liveLinkOfToken(await getDb(), sent)) !== null;
}

export type SchoolCards = { year: number; school: string; matches: CardMatchView[] };

export async function readSchoolCards(link: OpenLink): Promise<SchoolCards | null> {
  if (relaying()) return link.hash ? relaySchoolCards(link.hash) : null;
  return getSchoolCards(await getDb(), link);
}

/**
 * One match's card at a school's live address; null for any other address, or a match not its own. A relaying
 * site asks the league once: its answer names the address too.
 */
export async function readMatchCard(token: string, matchKey: string): Promise<MatchCard | null> {
  if (relaying()) {
    const hash = relayHash(segment(token));
    return hash ? relayMatchCard(hash, segment(matchKey)) : null;
  }
  const db = await getDb();
  const link = await resolvePrivateLink(db, segment(token));
  return link?.kind === 'school' ? getMatchCard(db, link, segment(matchKey)) : null;
}

/**
 * A photo of a signed card, only through an address whose page shows its match (the two schools, the zone's
 * scorer, the Director of Play) and only when one of that match's events carries it; null otherwise.
 */
export async function readCardPhoto(token: string, matchKey: string, photoId: number) {
  if (relaying()) {
    const hash = relayHash(segment(token));
    const bytes = hash ? await relayCardPhoto(hash, segment(matchKey), photoId) : null;
    return bytes ? { key: segment(matchKey), bytes } : null;
  }
  const db = await getDb();
  const link = await resolvePrivateLink(db, segment(token));
  if (!link) return null;
  const card = await getMatchCard(db, link, segment(matchKey));
  if (!card?.history.some((event) => event.photoId === photoId)) return null;
  const photo = await getCardPhoto(db, photoId);
  return photo ? { key: card.key, bytes: photo.bytes } : null;
}

export type { AwaitingMatch };

/** The listed divisions' matches reported in the store and not yet confirmed or disputed (uncached). */
export async function storeAwaitingMatches(
  year: number,
  divisionCodes: readonly string[],
): Promise<AwaitingMatch[]> {
  const keys = await getPendingMatches(await getDb(), year, divisionCodes);
  return [...keys].flatMap((key) => {
    const ref = parseMatchKey(year, key);
    return ref ? [{ division: ref.division, round: ref.round, home: ref.home, away: ref.away }] : [];
  });
}

/**
 * A zone's matches reported and not yet confirmed (or disputed) in the listed divisions, for its draw and its
 * schools' pages: kept with the zone's data, so a report's drop of the zone's tag shows it, and a publish (the
 * import's invalidation) clears it. Kept per list of divisions, since each grade's page (and each school's)
 * asks for its own. A relaying site asks the league, and sees a new report when its zone data refreshes.
 */
export function getAwaitingMatches(
  year: number,
  zoneCode: string,
  divisionCodes: readonly string[],
): Promise<AwaitingMatch[]> {
  if (!divisionCodes.length) return Promise.resolve([]);
  const codes = [...new Set(divisionCodes)].sort();
  return cachedRead(
    ['cards-awaiting', year, zoneCode, ...codes],
    [cacheTags.zone(year, zoneCode)],
    () => (relaying() ? relayAwaitingMatches(year, codes) : storeAwaitingMatches(year, codes)),
    [],
  );
}

/** The matches awaiting confirmation in the divisions of the teams listed, whichever zones they play in. */
export async function getAwaitingMatchesOf(
  year: number,
  teams: readonly { zone: { code: string }; division: { code: string } }[],
): Promise<AwaitingMatch[]> {
  const lists = await Promise.all(
    divisionsByZone(teams).map(([zone, codes]) => getAwaitingMatches(year, zone, codes)),
  );
  return lists.flat();
}
