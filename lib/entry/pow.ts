/**
 * The bot check: self-hosted ALTCHA proof of work. Challenges are HMAC-signed so solutions are checked
 * statelessly; spent solutions are recorded in the store so each is used once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { dataDir } from '@/lib/db/client';
import { processState } from '@/lib/process-state';

const ALGORITHM = 'SHA-256';
/** How long a coordinator has between the check resolving and sending; the form renews it on expiry. */
const LIFETIME_MS = 30 * 60 * 1000;
/** A payload is a base64 JSON object of a few hundred bytes. */
const MAX_PAYLOAD_CHARS = 4096;

/** The work: the counter is drawn from the upper half of 1..ALTCHA_MAX_NUMBER, one SHA-256 per try. */
export function maxNumber(): number {
  const configured = Number(process.env.ALTCHA_MAX_NUMBER);
  return Number.isInteger(configured) && configured >= 10 ? configured : 50_000;
}

type Secrets = { signature: string; key: string };

/** ALTCHA_HMAC_KEY, or one kept in DATA_DIR to survive restarts; servers sharing a database must share it. */
function secrets(): Secrets {
  if (processState.altchaSecrets) return processState.altchaSecrets;
  let master = process.env.ALTCHA_HMAC_KEY?.trim() || '';
  if (!master) {
    const file = path.join(dataDir(), 'altcha-hmac.key');
    try {
      master = fs.readFileSync(file, 'utf8').trim();
    } catch {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const fresh = crypto.randomBytes(32).toString('base64url');
      try {
        fs.writeFileSync(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
        master = fresh;
      } catch {
        // Another process wrote it first.
        master = fs.readFileSync(file, 'utf8').trim();
      }
    }
  }
  const derive = (label: string) => crypto.createHmac('sha256', master).update(label).digest('hex');
  processState.altchaSecrets = { signature: derive('altcha-challenge'), key: derive('altcha-derived-key') };
  return processState.altchaSecrets;
}

export async function createEntryChallenge(now = Date.now()): Promise<Challenge> {
  const max = maxNumber();
  const { signature, key } = secrets();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    expiresAt: new Date(now + LIFETIME_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

export type ProofCheck =
  { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export { PROOF_MESSAGES } from './texts';

/** Checks a solution's signature, expiry and work. Whether it was used before is the store's part. */
export async function checkProof(payload: unknown): Promise<ProofCheck> {
  if (payload === undefined || payload === null || payload === '') return { ok: false, reason: 'missing' };
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_CHARS)
    return { ok: false, reason: 'invalid' };
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { challenge, solution } = parsed ?? {};
  const parameters = challenge?.parameters;
  if (
    !parameters ||
    !solution ||
    typeof challenge.signature !== 'string' ||
    parameters.algorithm !== ALGORITHM ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.expiresAt !== 'number' ||
    typeof solution.counter !== 'number' ||
    typeof solution.derivedKey !== 'string'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const { signature, key } = secrets();
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
    if (result.expired) return { ok: false, reason: 'expired' };
    if (!result.verified) return { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, id: parameters.nonce, expiresAt: new Date(parameters.expiresAt * 1000) };
}
