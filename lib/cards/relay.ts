import 'server-only';
/**
 * A school's card action on a site relaying to the league (LEAGUE_API_URL): the same limits and the checks
 * this site can make (the card's rules, the state the league last showed, the photo cleaned), then the
 * action is kept in the card outbox by its key (a double tap keeps one) and the worker takes it to the
 * league (./relay-forward.ts), where the store's own checks decide. The token never leaves this process:
 * the outbox and the league know the address by its hash.
 */
import { getDb } from '@/lib/db/server';
import { outboxCardByKey, saveOutboxCard } from '@/lib/db/queries/card-outbox';
import { checkRate } from '@/lib/api/rate-limit';
import { checkCard } from '@/lib/league/cards/check';
import { createLeagueApiClient } from '@/lib/league-api/client';
import { relayHash, relayPage, relayKey } from '@/lib/source/cards-relay';
import { kickForwarder } from '@/lib/entry/forwarding';
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
import { startCardForwarder } from './relay-forward';
import { leagueApiUrl } from '@/lib/deployment';

const LEAGUE_AWAY =
  'The league’s system is not answering, so nothing was sent. Please try again in a few minutes.';

export type RelayAction =
  | { kind: 'report' | 'dispute'; form: FormData; shown?: number }
  | { kind: 'confirm'; key: string; shown: number };

/** Keeps a school's card action for the league, once by its key. */
export async function relayCard(
  ip: string | null,
  token: string,
  matchKey: string,
  action: RelayAction,
  now = new Date(),
): Promise<CardActionResult> {
  const key = action.kind === 'confirm' ? action.key : action.form.get('key');
  if (!isCardKey(key)) return { status: 'error', message: EXPIRED };
  const visitor = await checkRate('cards', ip);
  if (!visitor.ok) return { status: 'error', ...visitor };
  const hash = typeof token === 'string' ? relayHash(token) : null;
  if (!hash) return { status: 'error', message: GONE };
  const db = await getDb();
  // A repeat (double tap, retry) is answered as the first was: nothing more kept.
  if (await outboxCardByKey(db, key)) return { status: 'ok' };
  let page;
  try {
    page = await relayPage(hash, matchKey);
  } catch {
    return { status: 'error', message: LEAGUE_AWAY };
  }
  if (!page) return { status: 'error', message: GONE };
  const card = page.card;
  if (page.link.kind !== 'school' || !card) return { status: 'error', message: NOT_YOURS };
  const address = await checkRate('card-links', `link:${hash}`);
  if (!address.ok) return addressLimited(address.retryAfterSeconds);
  const refusal = refusalNow(card, action.kind, now, action.shown ?? null);
  if (refusal) return { status: 'error', message: refusal };
  let input = null;
  let photo: Buffer | null = null;
  if (action.kind !== 'confirm') {
    input = cardInput(action.form);
    const checked = checkCard(input);
    if (!checked.ok) return { status: 'invalid', message: 'Check the card.', errors: checked.errors };
    const unchanged = unchangedDispute(card, action.kind, checked.card);
    if (unchanged) return unchanged;
    const chosen = await formPhoto(action.form);
    if ('refused' in chosen) return chosen.refused;
    photo = chosen.jpeg;
  }
  await saveOutboxCard(db, {
    idempotencyKey: key,
    linkHash: hash,
    year: card.match.year,
    matchKey: card.key,
    kind: action.kind,
    boards: input ? (input.boards as string[]) : null,
    players: input ? (input.players as { home: (string | null)[]; away: (string | null)[] }) : null,
    comment: input ? (input.comment as string | null) : null,
    version: action.shown ?? null,
    photo,
    sentAt: now,
  });
  kickForwarder({ slot: 'cardForwarder' });
  return { status: 'ok' };
}

/** Starts the card outbox's worker at server start on a relaying site with its key. */
export function startCardRelay(): void {
  const url = leagueApiUrl();
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return;
  let key: string;
  try {
    key = relayKey();
  } catch {
    console.warn('LEAGUE_API_KEY is not set: match cards cannot be sent to the league API.');
    return;
  }
  startCardForwarder(getDb, createLeagueApiClient(url), key);
}
