/**
 * A match card form's idempotency key: made once per form instance and sent with every attempt, so a
 * double tap or a retry after a dropped connection stores one card. The same rule as the entry form's key.
 */
import { isIdempotencyKey } from '@/lib/league/idempotency-key';

export const isCardKey = isIdempotencyKey;

/** 144 random bits, as hex after a prefix that says what the key is for. */
export function newCardKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `card-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
