import 'server-only';
/**
 * The paper card's own address (lib/db/queries/cards-paper-links.ts): printed on the card as text and QR code
 * in place of the school's, it sends that one match's card until the result is published. A relaying site
 * prints none (the addresses live at the league, and this one is not relayed yet).
 */
import { getDb } from '@/lib/db/server';
import { linkSecret } from '@/lib/db/link-secret';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { storeCardPhoto } from '@/lib/db/queries/cards-photos';
import {
  paperCardToken,
  readPaperCardMatch,
  sendPaperCard,
  type PaperCardMatch,
} from '@/lib/db/queries/cards-paper-links';
import type { CardActionRequest } from '@/lib/writes/card-actions';
import { checkRate } from '@/lib/api/rate-limit';
import { checkCard, refusalOf } from '@/lib/league/cards/check';
import type { CardStateName, SchoolSide } from '@/lib/league/cards/state';
import { leagueToday } from '@/lib/league/today';
import type { CardActionResult } from './action-result';
import { confirmAsked, whoConfirms } from './card-view';
import { isCardKey } from './idempotency';
import { addressLimited, cardInput, EXPIRED, formPhoto } from './send-checks';
import { answer, guarded } from './send';

export type { PaperCardMatch };

export const paperCardPath = (token: string) => `/private/${token}/card`;

export const PAPER_CARD_EXPIRED =
  'This card’s address has expired: the match’s result is published. Each school sees it on its own page.';
const PAPER_CARD_GONE =
  'This card’s address does not send results any more. Send the result from your school’s own page.';

const relaying = () => Boolean(process.env.LEAGUE_API_URL);

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

/** The captain's card from the paper card's address, as `side`'s captain: the school's card checks and limits. */
export function sendFromPaperCard(
  ip: string | null,
  token: string,
  side: SchoolSide,
  form: FormData,
  now = new Date(),
): Promise<CardActionResult> {
  return guarded(async () => {
    if (!(form instanceof FormData) || (side !== 'home' && side !== 'away'))
      return { status: 'error', message: EXPIRED };
    const key = form.get('key');
    if (!isCardKey(key)) return { status: 'error', message: EXPIRED };
    const visitor = await checkRate('cards', ip);
    if (!visitor.ok) return { status: 'error', ...visitor };
    const db = await getDb();
    const read = relaying() ? null : await readPaperCardMatch(db, token, now);
    if (!read) return { status: 'error', message: PAPER_CARD_GONE };
    const address = await checkRate('card-links', `link:${read.link.id}`);
    if (!address.ok) return addressLimited(address.retryAfterSeconds);
    const { match, state } = read;
    const input = cardInput(form);
    const request: CardActionRequest = {
      matchKey: read.link.key,
      kind: 'report',
      idempotencyKey: key,
      card: input,
    };
    // A repeat (double tap, retry) is answered from the first: no second photo is kept.
    if (!(await versionByKey(db, key))) {
      const checked = checkCard(input);
      if (!checked.ok) return { status: 'invalid', message: 'Check the card.', errors: checked.errors };
      if (state.state === 'published') return { status: 'error', message: PAPER_CARD_EXPIRED };
      const today = leagueToday(now);
      const otherSchool = whoConfirms({ match, viewer: side, state });
      const refusal = refusalOf('report', { sender: side, date: match.date, today, state, otherSchool });
      if (refusal) return { status: 'error', message: refusal };
      const photo = await formPhoto(form);
      if ('refused' in photo) return photo.refused;
      if (photo.jpeg) request.photoId = await storeCardPhoto(db, read.link.year, photo.jpeg);
    }
    const outcome = await sendPaperCard(db, read.link, side, request, now);
    return answer(
      db,
      read,
      outcome,
      (done) =>
        `Sent. ${confirmAsked({ match, viewer: side, state: done.state })}; until then the draw shows the match as reported, awaiting confirmation.`,
    );
  });
}
