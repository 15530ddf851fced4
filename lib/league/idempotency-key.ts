/**
 * The one rule for an idempotency key, whatever it keys: an entry request, a match card, an official's action,
 * a workbook's upload, a relayed card (the contract's). The form makes it, the server checks it before anything
 * else, so a key one side writes is one every other side takes.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'idempotency_key must be 16 to 128 letters, digits, - or _.';

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** 144 random bits, as hex after a prefix that says what the key is for. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `entry-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
