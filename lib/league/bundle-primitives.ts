/** The bundle's building blocks: dates, codes and plain text, shared by the season's parts and its news. */
import { z } from 'zod';
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE as PLAIN_MESSAGE } from './plain-text';

export { PLAIN_TEXT, PLAIN_MESSAGE };

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
export const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/, 'must be 1 to 16 letters, digits, - or _');
export const plain = (max: number) => z.string().max(max).regex(PLAIN_TEXT, PLAIN_MESSAGE);
export const name = z.string().trim().min(1, 'must not be empty').max(200).regex(PLAIN_TEXT, PLAIN_MESSAGE);
