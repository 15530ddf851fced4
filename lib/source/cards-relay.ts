import 'server-only';
/**
 * Match cards on a site reading the league's API (LEAGUE_API_URL): the league holds the cards, and a
 * school's page is read from it by the token's hash (LEAGUE_API_KEY), never the token. Each answer is kept
 * as the last good one for that hash, in memory only (a card names children), so a school that opened its
 * page before an outage still sees it during one. The actions waiting in this site's outbox are shown
 * beside their match.
 */
import { cache } from 'react';
import { getDb } from '@/lib/db/server';
import { tokenHash, TOKEN_PATTERN } from '@/lib/db/link-secret';
import { unsettledCards, type UnsettledCard } from '@/lib/db/queries/card-outbox';
import { leagueApiKey } from '@/lib/cards/league-key';
import { createLeagueApiClient, type AwaitingMatch, type PrivatePage } from '@/lib/league-api/client';
import { lastGood } from './last-good';
import { leagueApiUrl } from '@/lib/deployment';

/** An action this site keeps for the league: on its way, or refused there (with the league's message). */
export type RelayNote = UnsettledCard;

/** The key the card calls need; without it this site cannot read or send cards. */
export function relayKey(): string {
  const key = leagueApiKey();
  if (!key) throw new Error('Match cards through the league API need LEAGUE_API_KEY.');
  return key;
}

/** The hash a token is named by at the league; null for a token that cannot be one. */
export const relayHash = (token: string): string | null =>
  TOKEN_PATTERN.test(token) ? tokenHash(token) : null;

/**
 * The league's page at a hash (one match's card with `matchKey`); null when the league has no such page. Asked
 * once per request (React's `cache`): a page opens its address and reads its matches with the same answer.
 */
export const relayPage = cache(function relayPage(
  hash: string,
  matchKey?: string,
): Promise<PrivatePage | null> {
  const url = leagueApiUrl()!;
  const name = `private-page ${hash}${matchKey === undefined ? '' : ` ${matchKey}`}`;
  const request = matchKey === undefined ? { link_hash: hash } : { link_hash: hash, match_key: matchKey };
  return lastGood(url, name, () => createLeagueApiClient(url).getPrivatePage(relayKey(), request), {
    onDisk: false,
    label: matchKey === undefined ? "a school's private page" : `a private page's match ${matchKey}`,
  });
});

/**
 * The league's matches awaiting confirmation in these divisions; none when this site has no key to ask with
 * (it then cannot relay cards either, and says so at start), or the league is away and never answered.
 */
export async function relayAwaitingMatches(
  year: number,
  divisionCodes: readonly string[],
): Promise<AwaitingMatch[]> {
  const key = leagueApiKey();
  if (!key) return [];
  const url = leagueApiUrl()!;
  const request = { year, division_codes: [...divisionCodes] };
  try {
    return await lastGood(url, `awaiting-matches ${year} ${divisionCodes.join(',')}`, () =>
      createLeagueApiClient(url).getAwaitingMatches(key, request),
    );
  } catch {
    return [];
  }
}

/**
 * A signed card's photo from the league, through the school's address; read for each view and kept nowhere here
 * (a photo shows children). Null when the league may not show it, or is away.
 */
export async function relayCardPhoto(
  hash: string,
  matchKey: string,
  photoId: number,
): Promise<Buffer | null> {
  const url = leagueApiUrl()!;
  try {
    return await createLeagueApiClient(url).getCardPhoto(relayKey(), {
      link_hash: hash,
      match_key: matchKey,
      photo_id: photoId,
    });
  } catch {
    return null;
  }
}

/** A school's matches as the league has them, each with what this site still holds for it. */
export async function relaySchoolCards(hash: string) {
  const page = await relayPage(hash);
  if (!page?.school) return null;
  const waiting = await unsettledCards(await getDb(), hash, page.school.year);
  return {
    ...page.school,
    matches: page.school.matches.map((m) => ({ ...m, relay: waiting.get(m.key) ?? null })),
  };
}

/** One match's card as the league has it, with what this site still holds for it. */
export async function relayMatchCard(hash: string, matchKey: string) {
  const page = await relayPage(hash, matchKey);
  if (!page?.card || page.link.kind !== 'school') return null;
  const waiting = await unsettledCards(await getDb(), hash, page.card.match.year);
  return { ...page.card, relay: waiting.get(page.card.key) ?? null };
}
