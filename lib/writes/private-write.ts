import 'server-only';
/**
 * The one path of a write from a private address (docs/architecture.md, "The write path"): a school's card, an
 * official's action, a paper card's, a zone workbook's upload. The form's key, the visitor's allowance, the
 * address (and its own allowance), the write's own checks and transaction (lib/writes/result-write.ts), the
 * pages it changed dropped on every server, and a plain answer. A store that cannot be reached is answered in
 * words, never with an error page.
 */
import type { Db } from '@/lib/db/types';
import type { SeasonChanges } from '@/lib/db/command-result';
import { getDb, storeUnreachable } from '@/lib/db/server';
import { checkRate } from '@/lib/api/rate-limit';
import { invalidateEverywhere } from '@/lib/cache/broadcast';
import { tagsOfChanges } from '@/lib/cache/tags';
import { isCardKey } from '@/lib/cards/idempotency';
import type { CardActionResult } from '@/lib/cards/action-result';
import type { CardActionOutcome } from './card-actions';
import { ADDRESS_LIMITED, CHECK_THE_CARD, EXPIRED, REGISTER_LIMITED, STORE_AWAY } from './texts';

/** What a write did: the answer, and what the site must show afresh (a published result, or a draw's marks). */
export type Acted = { answer: CardActionResult; changed?: SeasonChanges[]; drop?: string[] };

export type PrivateWrite<A extends { id: number }> = {
  ip: string | null;
  /** The form's idempotency key, checked before anything else; null for a write that needs none (a dry run). */
  key: unknown;
  /** The address that writes, found and checked for what it may do; null when it opens nothing for this write. */
  open: (db: Db) => Promise<A | null>;
  /** The answer to an address that opens nothing here. */
  gone: string;
  act: (db: Db, address: A, key: string) => Promise<Acted>;
  /** The allowance it spends, per visitor and per address: a card's (the default), or a register's. */
  limit?: 'cards' | 'register';
};

export async function runPrivateWrite<A extends { id: number }>(
  write: PrivateWrite<A>,
): Promise<CardActionResult> {
  try {
    if (write.key !== null && !isCardKey(write.key)) return { status: 'error', message: EXPIRED };
    const [perVisitor, perAddress] =
      write.limit === 'register' ? (['register', 'register'] as const) : (['cards', 'card-links'] as const);
    const visitor = await checkRate(perVisitor, write.ip);
    if (!visitor.ok) return { status: 'error', ...visitor };
    const db = await getDb();
    const address = await write.open(db);
    if (!address) return { status: 'error', message: write.gone };
    const allowance = await checkRate(perAddress, `link:${address.id}`);
    if (!allowance.ok) {
      const message = write.limit === 'register' ? REGISTER_LIMITED : ADDRESS_LIMITED;
      return { status: 'error', message, retryAfterSeconds: allowance.retryAfterSeconds };
    }
    const acted = await write.act(db, address, String(write.key ?? ''));
    await dropChanged(db, acted);
    return acted.answer;
  } catch (error) {
    const retry = storeUnreachable(error);
    if (retry === null) throw error;
    return { status: 'error', message: STORE_AWAY, retryAfterSeconds: retry };
  }
}

/**
 * A card action's outcome as the form's answer: a field's refusal beside its field, any other as a sentence, a
 * stored one with what it changed (nothing for a repeat, which the first already dropped).
 */
export function actedOn(outcome: CardActionOutcome, drop: string[] = []): Acted {
  if (!outcome.ok) {
    const fields = outcome.errors.filter((e) => e.field !== 'match');
    if (fields.length) return { answer: { status: 'invalid', message: CHECK_THE_CARD, errors: fields } };
    const message = outcome.errors[0]?.message ?? 'Nothing was changed.';
    return { answer: { status: 'error', message, ...(outcome.stale ? { stale: true } : {}) } };
  }
  const fresh = !outcome.repeated;
  return {
    answer: { status: 'ok' },
    changed: fresh ? outcome.changed : [],
    drop: fresh && !outcome.changed.length ? drop : [],
  };
}

/** Drops what a stored action changed, here and on every server (a relayed card's, stored at the league). */
export async function dropChanged(db: Db, acted: Acted): Promise<void> {
  const tags = [...new Set([...tagsOfChanges(acted.changed ?? []), ...(acted.drop ?? [])])];
  if (tags.length) await invalidateEverywhere(db, tags);
}
