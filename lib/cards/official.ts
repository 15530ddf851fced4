import 'server-only';
/**
 * What an official's card actions do (the zone's scorer, the Director of Play), behind
 * app/private/[token]/desk/actions.ts: limited per visitor and per address as a school's cards are, the
 * address checked (a scorer's reaches its own zone only), the event stored once by its key
 * (lib/db/queries/cards-actions.ts: publish, enter, correct, rule), and a published result dropped from the
 * caches on every server through the import's invalidation. Refusals are values; nothing refused changes.
 */
import type { Db } from '@/lib/db/client';
import { getDb, storeUnreachable } from '@/lib/db/server';
import { resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import { sendCardAction, type CardActionRequest } from '@/lib/writes/card-actions';
import { checkRate } from '@/lib/api/rate-limit';
import { tagsOfChanges } from '@/lib/cache/tags';
import { invalidateEverywhere } from '@/lib/cache/broadcast';
import { publishedHow } from '@/lib/league/cards/card-text';
import { checkCard, type CardInput } from '@/lib/league/cards/check';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { storeCardPhoto } from '@/lib/db/queries/cards-photos';
import { formPhoto } from './send-checks';
import { ruleAppliesToday } from '@/lib/league/cards/scorer';
import { formatLongDate } from '@/lib/league/dates';
import { leagueToday } from '@/lib/league/today';
import { getMatchCard } from '@/lib/db/queries/cards-read';
import type { CardActionResult } from './action-result';
import { isCardKey } from './idempotency';

export const OFFICIAL_GONE =
  "This address does not open a scorer's page any more. Ask the league for the current address.";
const EXPIRED = 'The form has expired: reload the page and try again.';
const STORE_AWAY =
  'The league’s data store is not answering, so nothing was changed. Please try again in a minute.';

const NOT_YOURS = 'This match is not in your zone: nothing was changed.';

/** The 7-day rule is the scorer's to apply to a late primary match, from its date on. */
function ruleRefusal(ruleDate: string | null, today: string): string | null {
  if (!ruleDate) return 'The 7-day rule applies only to a primary match whose result has not been received.';
  if (!ruleAppliesToday(ruleDate, today))
    return `The 7-day rule applies to this match from ${formatLongDate(ruleDate)}.`;
  return null;
}

type Admitted = { db: Db; link: PrivateLink } | { refused: CardActionResult };

async function admit(ip: string | null, token: unknown): Promise<Admitted> {
  const visitor = await checkRate('cards', ip);
  if (!visitor.ok) return { refused: { status: 'error', ...visitor } };
  const db = await getDb();
  const link = typeof token === 'string' ? await resolvePrivateLink(db, token) : null;
  if (!link || link.kind === 'school') return { refused: { status: 'error', message: OFFICIAL_GONE } };
  const address = await checkRate('card-links', `link:${link.id}`);
  if (!address.ok)
    return {
      refused: {
        status: 'error',
        message: 'Too many results have been sent from this address. Please wait and try again.',
        retryAfterSeconds: address.retryAfterSeconds,
      },
    };
  return { db, link };
}

export type OfficialRequest =
  | { kind: 'publish'; versionId: number; reason?: string }
  /** `photo`: the form's photo of the signed card, cleaned and kept with the event as a school's is. */
  | { kind: 'enter' | 'correct'; card: CardInput; reason?: string; photo?: FormDataEntryValue | null }
  | { kind: 'rule'; reason?: string };

/** One official action on a match: stored once by `key`, then the caches it changed dropped everywhere. */
export async function officialAction(
  ip: string | null,
  token: unknown,
  matchKey: unknown,
  key: unknown,
  action: OfficialRequest,
): Promise<CardActionResult> {
  try {
    if (!isCardKey(key) || typeof matchKey !== 'string') return { status: 'error', message: EXPIRED };
    const admitted = await admit(ip, token);
    if ('refused' in admitted) return admitted.refused;
    const { db, link } = admitted;
    const card = await getMatchCard(db, link, matchKey);
    if (!card) return { status: 'error', message: NOT_YOURS };
    if (action.kind === 'rule') {
      const refusal = ruleRefusal(card.lateRuleDate, leagueToday());
      if (refusal) return { status: 'error', message: refusal };
    }
    const request: CardActionRequest = {
      matchKey,
      kind: action.kind,
      idempotencyKey: key,
      reason: action.reason,
      ...(action.kind === 'publish' ? { refEventId: action.versionId } : {}),
      ...(action.kind === 'enter' || action.kind === 'correct' ? { card: action.card } : {}),
    };
    // A repeat (double tap, retry) is answered from the first, and a card refused keeps no photo.
    const sent = 'photo' in action ? action.photo : null;
    const refusedCard =
      'card' in action && (!checkCard(action.card).ok || (action.kind === 'correct' && !action.reason));
    if (sent instanceof Blob && sent.size && !refusedCard && !(await versionByKey(db, key))) {
      const form = new FormData();
      form.set('photo', sent);
      const photo = await formPhoto(form);
      if ('refused' in photo) return photo.refused;
      if (photo.jpeg) request.photoId = await storeCardPhoto(db, link.year, photo.jpeg);
    }
    const outcome = await sendCardAction(db, link, request);
    if (!outcome.ok) {
      // The reason is typed in the card form's one text field (its comment): its error is shown there.
      const fields = outcome.errors
        .filter((e) => e.field !== 'match')
        .map((e) => (e.field === 'reason' && 'card' in action ? { ...e, field: 'comment' } : e));
      if (fields.length) return { status: 'invalid', message: 'Check the card.', errors: fields };
      return { status: 'error', message: outcome.errors[0]?.message ?? 'Nothing was changed.' };
    }
    if (!outcome.repeated) await invalidateEverywhere(db, tagsOfChanges(outcome.changed));
    const done = outcome.state;
    return {
      status: 'ok',
      message:
        done.state === 'published'
          ? `Published everywhere (${publishedHow(done.published, action.reason)}). The schools can no longer change it.`
          : 'Done.',
    };
  } catch (error) {
    const retry = storeUnreachable(error);
    if (retry === null) throw error;
    return { status: 'error', message: STORE_AWAY, retryAfterSeconds: retry };
  }
}
