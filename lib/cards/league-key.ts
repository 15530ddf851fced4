/**
 * The key a relaying site and the league share for the contract's card calls (LEAGUE_API_KEY, both sides):
 * the relay sends it as `Authorization: Bearer <key>`, the league compares it in constant time. A league
 * without the key exposes no card call at all (404), and a relay without it cannot send.
 */
import crypto from 'node:crypto';

export const MIN_LEAGUE_API_KEY_LENGTH = 32;

/** The configured key; null when unset. A key too short to be a secret stops the caller rather than weakening it. */
export function leagueApiKey(env: Record<string, string | undefined> = process.env): string | null {
  const key = env.LEAGUE_API_KEY;
  if (!key) return null;
  if (key.length < MIN_LEAGUE_API_KEY_LENGTH)
    throw new Error(`LEAGUE_API_KEY must be at least ${MIN_LEAGUE_API_KEY_LENGTH} characters.`);
  return key;
}

/** Whether the request carries the key; a digest of each side makes the comparison constant in time and length. */
export function carriesLeagueKey(headers: Headers, key: string): boolean {
  const sent = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1] ?? '';
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(sent), digest(key)) && sent.length > 0;
}
