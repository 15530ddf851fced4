/**
 * Proof-of-work for tests: a fixed HMAC key and little work, so a test solves a challenge in
 * milliseconds as the browser widget would in a second or two.
 */
import { createEntryChallenge } from '@/lib/entry/pow';
import { solveProof } from '@/lib/entry/pow-solve';

process.env.ALTCHA_HMAC_KEY ||= 'test-only-altcha-key-0123456789abcdef';
process.env.ALTCHA_MAX_NUMBER ||= '200';

/** A solved payload, as the `altcha` widget sends it. */
export async function solvedProof(): Promise<string> {
  const payload = await solveProof(await createEntryChallenge());
  if (!payload) throw new Error('could not solve the test challenge');
  return payload;
}
