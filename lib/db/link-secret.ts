/**
 * The link secret private addresses are derived from (docs/match-cards.md): `LINK_SECRET`, or 32 random bytes
 * in `DATA_DIR/link-secret` (0600) made on first use. It never enters the database, so a leaked database gives
 * no working address; the database keeps only each address's hash, which is all a server needs to check one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './client';

export const LINK_SECRET_FILE = 'link-secret';
const MIN_SECRET_LENGTH = 32;

export function linkSecret(dir: string = dataDir()): Buffer {
  const fromEnv = process.env.LINK_SECRET;
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH)
      throw new Error(
        `LINK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (32 random bytes, base64url).`,
      );
    return Buffer.from(fromEnv, 'utf8');
  }
  const file = path.join(/*turbopackIgnore: true*/ dir, LINK_SECRET_FILE);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // `wx`: two processes making it at once keep the first; the other reads it below.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.length < MIN_SECRET_LENGTH) throw new Error(`${file} is too short to be a link secret.`);
  return Buffer.from(text, 'utf8');
}

export type LinkSubject = { kind: string; year: number; subject: string; salt: string };

/** 32 bytes (256 bits) as 43 base64url characters: HMAC-SHA256(secret, kind:year:subject:salt). */
export function linkToken(secret: Buffer, link: LinkSubject): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`${link.kind}:${link.year}:${link.subject}:${link.salt}`)
    .digest('base64url');
}

export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export const newSalt = () => crypto.randomBytes(16).toString('base64url');

/** A token's shape (43 base64url characters), checked before any lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
