/**
 * Solving a proof-of-work challenge on the server: the forwarder does it for a league API that asks
 * for one, and tests do it for our own. Browsers solve in the `altcha` widget.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as shaKey } from 'altcha-lib/algorithms/sha';
import { deriveKey as pbkdf2Key } from 'altcha-lib/algorithms/pbkdf2';

/** The payload the widget would send (base64 JSON of the challenge and its solution), or null if unsolved. */
export async function solveProof(challenge: Challenge, timeoutMs = 60_000): Promise<string | null> {
  const algorithm = challenge.parameters.algorithm;
  const deriveKey = algorithm.startsWith('PBKDF2/')
    ? pbkdf2Key
    : algorithm.startsWith('SHA-')
      ? shaKey
      : null;
  if (!deriveKey) return null;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  if (!solution) return null;
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}
