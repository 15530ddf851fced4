import 'server-only';
/**
 * A school's card actions (app/private/[token]/actions.ts) through the one path (./private-write.ts): the
 * address must be a school's and the match its own; the card is checked with the form's own rules before its
 * photo is cleaned and kept; then one version, and the pages that show it dropped on every server: a
 * published result's, or the zone's draw for a report awaiting confirmation. A relaying site keeps the action
 * in its outbox for the league instead (lib/cards/relay.ts).
 */
import type { Db } from '@/lib/db/types';
import { resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import { getMatchCard, type MatchCard } from '@/lib/db/queries/cards-read';
import { storeCardPhoto } from '@/lib/db/queries/cards-photos';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { cacheTags } from '@/lib/cache/tags';
import { checkCard } from '@/lib/league/cards/check';
import type { CardActionResult } from '@/lib/cards/action-result';
import { cardInput, formPhoto, refusalNow, unchangedDispute } from '@/lib/cards/send-checks';
import { relayCard } from '@/lib/cards/relay';
import { relaysToLeague } from '@/lib/deployment';
import { sendCardAction, type CardActionRequest } from './card-actions';
import { actedOn, runPrivateWrite } from './private-write';
import { CHECK_THE_CARD, EXPIRED, GONE, NOT_YOURS } from './texts';

export { cardInput, GONE, refusalNow };

/** The address, and the match as it sees it (null: not one of its school's). */
type Opened = PrivateLink & { card: MatchCard | null };

/** A school's address, with the match as it sees it; null for any other address. */
async function schoolMatch(db: Db, token: string, matchKey: string, now: Date): Promise<Opened | null> {
  const link = typeof token === 'string' ? await resolvePrivateLink(db, token) : null;
  if (!link || link.kind !== 'school') return null;
  const card = typeof matchKey === 'string' ? await getMatchCard(db, link, matchKey, now) : null;
  return { ...link, card };
}

const zoneOf = (card: Pick<MatchCard, 'match'>) => [cacheTags.zone(card.match.year, card.match.zone)];

/** A school's card for a match (`report`), or its own version when it disputes the other's (`dispute`). */
export function sendCard(
  ip: string | null,
  token: string,
  matchKey: string,
  kind: 'report' | 'dispute',
  form: FormData,
  now = new Date(),
  {
    shown,
    seen,
  }: {
    /** A dispute answers the version it was shown (its version's id): a newer one is not disputed unseen. */
    shown?: number;
    /** The newest version of the match the page showed: a card sent from an older view is refused. */
    seen?: number;
  } = {},
): Promise<CardActionResult> {
  if (!(form instanceof FormData)) return Promise.resolve({ status: 'error', message: EXPIRED });
  if (relaysToLeague()) return relayCard(ip, token, matchKey, { kind, form, shown }, now);
  return runPrivateWrite({
    ip,
    key: form.get('key'),
    open: (db) => schoolMatch(db, token, matchKey, now),
    gone: GONE,
    act: async (db, { card, ...link }, key) => {
      if (!card) return { answer: { status: 'error', message: NOT_YOURS } };
      const input = cardInput(form);
      const request: CardActionRequest = {
        matchKey: card.key,
        kind,
        idempotencyKey: key,
        card: input,
        seenVersion: Number.isInteger(seen) ? seen : undefined,
      };
      if (kind === 'dispute' && shown !== undefined) request.refEventId = shown;
      // A repeat (double tap, retry) is answered from the first: no second photo is kept.
      if (!(await versionByKey(db, key))) {
        const checked = checkCard(input);
        if (!checked.ok)
          return { answer: { status: 'invalid', message: CHECK_THE_CARD, errors: checked.errors } };
        const refusal = refusalNow(card, kind, now, shown ?? null);
        if (refusal) return { answer: { status: 'error', message: refusal } };
        const unchanged = unchangedDispute(card, kind, checked.card);
        if (unchanged) return { answer: unchanged };
        const photo = await formPhoto(form);
        if ('refused' in photo) return { answer: photo.refused };
        if (photo.jpeg) request.photoId = await storeCardPhoto(db, link.year, photo.jpeg);
      }
      const outcome = await sendCardAction(db, link, request, now);
      return actedOn(outcome, zoneOf(card));
    },
  });
}

/** The other school confirms the version it was shown (`shown`, its event id): the result is published everywhere. */
export function confirmCard(
  ip: string | null,
  token: string,
  matchKey: string,
  shown: number,
  key: string,
  now = new Date(),
  /** The newest version of the match the page showed: a confirmation from an older view is refused. */
  seen?: number,
): Promise<CardActionResult> {
  if (relaysToLeague()) return relayCard(ip, token, matchKey, { kind: 'confirm', key, shown: shown }, now);
  return runPrivateWrite({
    ip,
    key,
    open: (db) => schoolMatch(db, token, matchKey, now),
    gone: GONE,
    act: async (db, { card, ...link }, idempotencyKey) => {
      if (!card) return { answer: { status: 'error', message: NOT_YOURS } };
      // Refused in the store's transaction when the reporting school has sent another version since.
      const request: CardActionRequest = {
        matchKey: card.key,
        kind: 'confirm',
        idempotencyKey,
        refEventId: shown,
        seenVersion: Number.isInteger(seen) ? seen : undefined,
      };
      const outcome = await sendCardAction(db, link, request, now);
      return actedOn(outcome);
    },
  });
}
