/** The bundle's building blocks: dates, codes and plain text, shared by the season's parts and its news. */
import { z } from 'zod';

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
export const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/, 'must be 1 to 16 letters, digits, - or _');
/**
 * Text a person would type and PostgreSQL can store: no control characters but tab and line breaks
 * (the database refuses NUL) and no lone surrogate (half an emoji, which UTF-8 cannot hold). A
 * pattern rather than a refinement, so the JSON Schema carries it too; it means the same with or
 * without a regex engine's Unicode mode.
 */
export const PLAIN_TEXT = /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
export const PLAIN_MESSAGE = 'must be plain text, without control characters or unpaired surrogates';
export const plain = (max: number) => z.string().max(max).regex(PLAIN_TEXT, PLAIN_MESSAGE);
export const name = z.string().trim().min(1, 'must not be empty').max(200).regex(PLAIN_TEXT, PLAIN_MESSAGE);
