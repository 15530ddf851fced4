import 'server-only';
/**
 * An official's actions on a match (the zone's scorer, the Director of Play), behind
 * app/private/[token]/desk/actions.ts, through the one path (./private-write.ts): publish a reported version,
 * enter a result from the paper card, correct a published one (with a reason), or rule a late card 0–0. Each
 * names the version the desk showed: a match changed since is refused with what changed it.
 */
import type { Db } from '@/lib/db/types';
import { resolvePrivateLink, type PrivateLink } from '@/lib/db/queries/cards-links';
import { getMatchCard } from '@/lib/db/queries/cards-read';
import { storeCardPhoto } from '@/lib/db/queries/cards-photos';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { checkCard, type CardInput } from '@/lib/league/cards/check';
import { ruleAppliesToday } from '@/lib/league/cards/scorer';
import { formatLongDate } from '@/lib/league/dates';
import { leagueToday } from '@/lib/league/today';
import type { CardActionResult } from '@/lib/cards/action-result';
import { formPhoto } from '@/lib/cards/send-checks';
import { sendCardAction, type CardActionRequest } from './card-actions';
import { actedOn, runPrivateWrite } from './private-write';
import { NOT_IN_ZONE, OFFICIAL_GONE } from './texts';

/** The 7-day rule is the scorer's to apply to a late primary match, from its date on. */
function ruleRefusal(ruleDate: string | null, today: string): string | null {
  if (!ruleDate) return 'The 7-day rule applies only to a primary match whose result has not been received.';
  if (!ruleAppliesToday(ruleDate, today))
    return `The 7-day rule applies to this match from ${formatLongDate(ruleDate)}.`;
  return null;
}

/** `seenVersion`: the newest version of the match the desk showed (0: none). */
export type OfficialRequest = { seenVersion?: number } &
  /** `shown`: the version the desk showed, which is published. */
  (
    | { kind: 'publish'; shown: number; reason?: string }
    /** `photo`: the form's photo of the signed card, cleaned and kept with the version as a school's is. */
    | { kind: 'enter' | 'correct'; card: CardInput; reason?: string; photo?: FormDataEntryValue | null }
    | { kind: 'rule'; reason?: string }
  );

/** An official's address (a scorer's reaches its own zone only, the Director of Play's every zone). */
async function official(db: Db, token: unknown): Promise<PrivateLink | null> {
  const link = typeof token === 'string' ? await resolvePrivateLink(db, token) : null;
  return link && link.kind !== 'school' ? link : null;
}

/** One official action on a match, through the one path: stored once by `key`, the pages it changed dropped everywhere. */
export function officialAction(
  ip: string | null,
  token: unknown,
  matchKey: unknown,
  key: unknown,
  action: OfficialRequest,
): Promise<CardActionResult> {
  return runPrivateWrite({
    ip,
    key,
    open: (db) => official(db, token),
    gone: OFFICIAL_GONE,
    act: async (db, link, idempotencyKey) => {
      const card = typeof matchKey === 'string' ? await getMatchCard(db, link, matchKey) : null;
      if (!card) return { answer: { status: 'error', message: NOT_IN_ZONE } };
      if (action.kind === 'rule') {
        const refusal = ruleRefusal(card.lateRuleDate, leagueToday());
        if (refusal) return { answer: { status: 'error', message: refusal } };
      }
      const request: CardActionRequest = {
        matchKey: card.key,
        kind: action.kind,
        idempotencyKey,
        seenVersion: action.seenVersion,
        reason: action.reason,
        ...(action.kind === 'publish' ? { refEventId: action.shown } : {}),
        ...(action.kind === 'enter' || action.kind === 'correct' ? { card: action.card } : {}),
      };
      // A repeat (double tap, retry) is answered from the first, and a card refused keeps no photo.
      const sent = 'photo' in action ? action.photo : null;
      const refusedCard =
        'card' in action && (!checkCard(action.card).ok || (action.kind === 'correct' && !action.reason));
      if (sent instanceof Blob && sent.size && !refusedCard && !(await versionByKey(db, idempotencyKey))) {
        const form = new FormData();
        form.set('photo', sent);
        const photo = await formPhoto(form);
        if ('refused' in photo) return { answer: photo.refused };
        if (photo.jpeg) request.photoId = await storeCardPhoto(db, link.year, photo.jpeg);
      }
      const outcome = await sendCardAction(db, link, request);
      // The reason is typed in the card form's one text field (its comment): its error is shown there.
      const forForm: typeof outcome = outcome.ok
        ? outcome
        : {
            ...outcome,
            errors: outcome.errors.map((e) =>
              e.field === 'reason' && 'card' in action ? { ...e, field: 'comment' } : e,
            ),
          };
      return actedOn(forForm);
    },
  });
}
