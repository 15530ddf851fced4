import 'server-only';
/**
 * What a school's card actions do, behind app/private/[token]/actions.ts: limited per visitor and per
 * address, the address checked, the card checked with the form's own rules, a photo cleaned and kept,
 * the event stored once by its key (lib/db/queries/cards-actions.ts), and the pages that show it dropped
 * on every server: a published result by the import's invalidation, a report by its zone's draw.
 */
import type { Db } from '@/lib/db/client';
import { getDb, storeUnreachable } from '@/lib/db/server';
import { resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import { getMatchCard, type MatchCard } from '@/lib/db/queries/cards-read';
import { sendCardAction, type CardActionOutcome, type CardActionRequest } from '@/lib/writes/card-actions';
import { storeCardPhoto } from '@/lib/db/queries/cards-photos';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { checkRate } from '@/lib/api/rate-limit';
import { tagsOfChanges, cacheTags } from '@/lib/cache/tags';
import { invalidateEverywhere } from '@/lib/cache/broadcast';
import { checkCard } from '@/lib/league/cards/check';
import type { CardActionResult } from './action-result';
import { isCardKey } from './idempotency';
import {
  addressLimited,
  cardInput,
  EXPIRED,
  formPhoto,
  GONE,
  NOT_YOURS,
  refusalNow,
  unchangedDispute,
} from './send-checks';
import { relayCard } from './relay';
import { confirmAsked, publishedScore } from './card-view';
import { relaysToLeague } from '@/lib/deployment';

export { cardInput, GONE, refusalNow };

const STORE_AWAY =
  'The league’s data store is not answering, so nothing was sent. Please try again in a minute.';

type Admitted = { db: Db; link: PrivateLink; card: MatchCard } | { refused: CardActionResult };

/** The visitor's and the address's allowance, the address, and the match as the address sees it. */
async function admit(ip: string | null, token: string, matchKey: string, now: Date): Promise<Admitted> {
  const visitor = await checkRate('cards', ip);
  if (!visitor.ok) return { refused: { status: 'error', ...visitor } };
  const db = await getDb();
  const link = typeof token === 'string' ? await resolvePrivateLink(db, token) : null;
  if (!link || link.kind !== 'school') return { refused: { status: 'error', message: GONE } };
  const address = await checkRate('card-links', `link:${link.id}`);
  if (!address.ok) return { refused: addressLimited(address.retryAfterSeconds) };
  const card = typeof matchKey === 'string' ? await getMatchCard(db, link, matchKey, now) : null;
  if (!card) return { refused: { status: 'error', message: NOT_YOURS } };
  return { db, link, card };
}

/** The answer to the form, and the pages dropped everywhere for what was stored. */
export async function answer(
  db: Db,
  card: Pick<MatchCard, 'match'>,
  outcome: CardActionOutcome,
  said: (outcome: Extract<CardActionOutcome, { ok: true }>) => string,
): Promise<CardActionResult> {
  if (!outcome.ok) {
    const fields = outcome.errors.filter((e) => e.field !== 'match');
    if (fields.length) return { status: 'invalid', message: 'Check the card.', errors: fields };
    return { status: 'error', message: outcome.errors[0]?.message ?? 'The card could not be sent.' };
  }
  await dropPagesOf(db, card, outcome);
  return { status: 'ok', message: said(outcome) };
}

/** Drops what a newly stored event changed, on every server: a published result, or the zone's draw. */
export async function dropPagesOf(
  db: Db,
  card: Pick<MatchCard, 'match'>,
  outcome: Extract<CardActionOutcome, { ok: true }>,
): Promise<void> {
  if (outcome.repeated) return;
  const published = tagsOfChanges(outcome.changed);
  // A report changes no result, but the zone's draw shows it as awaiting confirmation.
  await invalidateEverywhere(
    db,
    published.length ? published : [cacheTags.zone(card.match.year, card.match.zone)],
  );
}

/** Runs `work`, answering a store that cannot be reached with a plain message rather than an error page. */
export async function guarded(work: () => Promise<CardActionResult>): Promise<CardActionResult> {
  try {
    return await work();
  } catch (error) {
    const retry = storeUnreachable(error);
    if (retry === null) throw error;
    return { status: 'error', message: STORE_AWAY, retryAfterSeconds: retry };
  }
}

/** A school's card for a match (`report`), or its own version when it disputes the other's (`dispute`). */
export function sendCard(
  ip: string | null,
  token: string,
  matchKey: string,
  kind: 'report' | 'dispute',
  form: FormData,
  now = new Date(),
  /** A dispute answers the version it was shown (its event id): a newer one is not disputed unseen. */
  shown?: number,
): Promise<CardActionResult> {
  return guarded(async () => {
    if (!(form instanceof FormData)) return { status: 'error', message: EXPIRED };
    if (relaysToLeague()) return relayCard(ip, token, matchKey, { kind, form, shown }, now);
    const key = form.get('key');
    if (!isCardKey(key)) return { status: 'error', message: EXPIRED };
    const admitted = await admit(ip, token, matchKey, now);
    if ('refused' in admitted) return admitted.refused;
    const { db, link, card } = admitted;
    const input = cardInput(form);
    const request: CardActionRequest = { matchKey: card.key, kind, idempotencyKey: key, card: input };
    if (kind === 'dispute' && shown !== undefined) request.refEventId = shown;
    // A repeat (double tap, retry) is answered from the first: no second photo is kept.
    if (!(await versionByKey(db, key))) {
      const checked = checkCard(input);
      if (!checked.ok) return { status: 'invalid', message: 'Check the card.', errors: checked.errors };
      const refusal = refusalNow(card, kind, now, shown ?? null);
      if (refusal) return { status: 'error', message: refusal };
      const unchanged = unchangedDispute(card, kind, checked.card);
      if (unchanged) return unchanged;
      const photo = await formPhoto(form);
      if ('refused' in photo) return photo.refused;
      if (photo.jpeg) request.photoId = await storeCardPhoto(db, link.year, photo.jpeg);
    }
    const outcome = await sendCardAction(db, link, request, now);
    return answer(db, card, outcome, (done) =>
      kind === 'dispute'
        ? 'Your version is sent. The zone scorer settles the result; nothing is published until then.'
        : `Sent. ${confirmAsked({ ...card, state: done.state })}; until then the draw shows the match as reported, awaiting confirmation.`,
    );
  });
}

/** The other school confirms the version it was shown (`versionId`): the result is published everywhere. */
export function confirmCard(
  ip: string | null,
  token: string,
  matchKey: string,
  versionId: number,
  key: string,
  now = new Date(),
): Promise<CardActionResult> {
  return guarded(async () => {
    if (!isCardKey(key)) return { status: 'error', message: EXPIRED };
    if (relaysToLeague())
      return relayCard(ip, token, matchKey, { kind: 'confirm', key, shown: versionId }, now);
    const admitted = await admit(ip, token, matchKey, now);
    if ('refused' in admitted) return admitted.refused;
    const { db, link, card } = admitted;
    // Refused in the store's transaction when the reporting school has sent another version since.
    const request = {
      matchKey: card.key,
      kind: 'confirm' as const,
      idempotencyKey: key,
      refEventId: versionId,
    };
    const outcome = await sendCardAction(db, link, request, now);
    return answer(db, card, outcome, (done) => {
      const score = publishedScore({ match: card.match, state: done.state });
      return score
        ? `Confirmed: ${card.match.homeTeam.name} ${score} ${card.match.awayTeam.name} is published.`
        : 'Confirmed.';
    });
  });
}
