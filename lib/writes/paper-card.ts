import 'server-only';
/**
 * The captain's card from the paper card's own address (lib/cards/paper-card-address.ts) through the one path
 * (./private-write.ts): sent as the side the captain chose, with the school's card checks and limits, until the
 * match's result is published.
 */
import type { Db } from '@/lib/db/types';
import { storeCardPhoto } from '@/lib/db/queries/cards-photos';
import { readPaperCardMatch, sendPaperCard } from '@/lib/db/queries/cards-paper-links';
import { versionByKey } from '@/lib/db/queries/result-versions';
import { cacheTags } from '@/lib/cache/tags';
import { checkCard, refusalOf } from '@/lib/league/cards/check';
import type { SchoolSide } from '@/lib/league/cards/state';
import { leagueToday } from '@/lib/league/today';
import type { CardActionResult } from '@/lib/cards/action-result';
import { whoConfirms } from '@/lib/cards/card-view';
import { cardInput, formPhoto } from '@/lib/cards/send-checks';
import { relaysToLeague } from '@/lib/deployment';
import type { CardActionRequest } from './card-actions';
import { actedOn, runPrivateWrite } from './private-write';
import { CHECK_THE_CARD, EXPIRED, PAPER_CARD_EXPIRED, PAPER_CARD_GONE } from './texts';

async function paperCard(db: Db, token: string, now: Date) {
  const read = relaysToLeague() ? null : await readPaperCardMatch(db, token, now);
  return read ? { ...read, id: read.link.id } : null;
}

/** The captain's card from the paper card's address, as `side`'s captain: the school's card checks and limits. */
export function sendFromPaperCard(
  ip: string | null,
  token: string,
  side: SchoolSide,
  form: FormData,
  now = new Date(),
): Promise<CardActionResult> {
  if (!(form instanceof FormData) || (side !== 'home' && side !== 'away'))
    return Promise.resolve({ status: 'error', message: EXPIRED });
  return runPrivateWrite({
    ip,
    key: form.get('key'),
    open: (db) => paperCard(db, token, now),
    gone: PAPER_CARD_GONE,
    act: async (db, read, key) => {
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
        if (!checked.ok)
          return { answer: { status: 'invalid', message: CHECK_THE_CARD, errors: checked.errors } };
        if (state.state === 'published') return { answer: { status: 'error', message: PAPER_CARD_EXPIRED } };
        const today = leagueToday(now);
        const otherSchool = whoConfirms({ match, viewer: side, state });
        const refusal = refusalOf('report', { sender: side, date: match.date, today, state, otherSchool });
        if (refusal) return { answer: { status: 'error', message: refusal } };
        const photo = await formPhoto(form);
        if ('refused' in photo) return { answer: photo.refused };
        if (photo.jpeg) request.photoId = await storeCardPhoto(db, read.link.year, photo.jpeg);
      }
      const outcome = await sendPaperCard(db, read.link, side, request, now);
      return actedOn(outcome, [cacheTags.zone(match.year, match.zone)]);
    },
  });
}
