import 'server-only';
/**
 * The paper card's own address (lib/db/queries/cards-paper-links.ts): printed on the card as text and QR code
 * in place of the school's, it sends that one match's card until the result is published. A relaying site
 * prints none (the addresses live at the league, and this one is not relayed yet).
 */
import { getDb } from '@/lib/db/server';
import { linkSecret } from '@/lib/db/link-secret';
import { paperCardToken, readPaperCardMatch, type PaperCardMatch } from '@/lib/db/queries/cards-paper-links';
import type { CardStateName } from '@/lib/league/cards/state';
import { relaysToLeague } from '@/lib/deployment';

export type { PaperCardMatch };

export const paperCardPath = (token: string) => `/private/${token}/card`;

export { PAPER_CARD_EXPIRED } from '@/lib/writes/texts';

const relaying = relaysToLeague;

/** The token to print on a match's paper card, made on its first print; null once published, or on a relay. */
export async function printedCardToken(
  year: number,
  key: string,
  state: CardStateName,
): Promise<string | null> {
  if (relaying() || state === 'published') return null;
  const token = await paperCardToken(await getDb(), year, key, linkSecret());
  if (!token)
    console.warn(
      `The paper card of ${key} prints no address: its address was made with another LINK_SECRET than this server's.`,
    );
  return token;
}

/** The match a paper card's address sends, or null (unknown, revoked, or a relaying site). */
export async function readPaperCard(token: string): Promise<PaperCardMatch | null> {
  if (relaying() || typeof token !== 'string') return null;
  return readPaperCardMatch(await getDb(), token);
}
