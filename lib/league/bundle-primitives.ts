/** The bundle's building blocks: dates, codes and plain text, shared by the season's parts and its news. */
import { z } from 'zod';
import { isCalendarDate } from './dates';
import { NAME_TEXT, NAME_TEXT_MESSAGE, PLAIN_TEXT, PLAIN_TEXT_MESSAGE as PLAIN_MESSAGE } from './plain-text';

export { PLAIN_TEXT, PLAIN_MESSAGE };

/** A real calendar date: `2026-04-31` is refused, not read as 1 May. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a date` })
  .meta({ format: 'date' });
export const code = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/, 'must be 1 to 16 letters, digits, - or _');
export const plain = (max: number) => z.string().max(max).regex(PLAIN_TEXT, PLAIN_MESSAGE);
/** Text shown on one line (a name, a change's words): no line break, tab or other control. */
export const line = (max: number) => z.string().max(max).regex(NAME_TEXT, NAME_TEXT_MESSAGE);
/** The longest name the season holds (a school's, a team's, a scorer's). */
export const NAME_MAX = 200;
export const name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(NAME_MAX)
  .regex(NAME_TEXT, NAME_TEXT_MESSAGE);
