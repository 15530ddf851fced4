/**
 * Plain text: what a person types and PostgreSQL can store. No control characters but tab and line
 * breaks (the database refuses NUL, a terminal obeys escapes), no bidirectional embedding, override or
 * isolate (they turn text round on pages, feeds and calendars) and no lone surrogate (half an emoji, as
 * a paste can leave, which UTF-8 cannot hold). A name is plain text on one line: no tab or line break
 * either, so a CR cannot rewrite a line where it is printed. The one rule for the season bundle (zod),
 * the entry form (Yup) and the route handlers' query text. Patterns rather than functions, so the
 * bundle's JSON Schema carries them too; they mean the same with or without a regex engine's Unicode
 * mode, so they run in every browser the site supports (String.prototype.isWellFormed is too new for some).
 */

/** C0 controls but tab, LF and CR; DEL; C1 controls; bidirectional embeddings, overrides and isolates. */
const NEVER = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';
/** What a terminal breaks or moves a line on: tab, LF, CR. */
const LINE_BREAKS = '\\t\\n\\r';
/** Line and paragraph separators: text, not controls, but escaped when printed, as some programs break lines on them. */
const SEPARATORS = '\\u2028\\u2029';
const PAIRED_SURROGATES = '[\\ud800-\\udbff][\\udc00-\\udfff]';

const textOf = (refused: string) => new RegExp(`^(?:[^${refused}\\ud800-\\udfff]|${PAIRED_SURROGATES})*$`);

export const PLAIN_TEXT = textOf(NEVER);
/** A name: plain text on one line. */
export const NAME_TEXT = textOf(NEVER + LINE_BREAKS);

/** Said after the field's name: "query must be plain text, …". */
export const PLAIN_TEXT_MESSAGE = 'must be plain text, without control characters or unpaired surrogates';
export const NAME_TEXT_MESSAGE =
  'must be one line of plain text, without line breaks, tabs, control characters, bidirectional overrides or unpaired surrogates';

export function isPlainText(text: string): boolean {
  return PLAIN_TEXT.test(text);
}

export function isNameText(text: string): boolean {
  return NAME_TEXT.test(text);
}

const PRINTED_AS: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const UNPRINTABLE = new RegExp(`[${NEVER}${LINE_BREAKS}${SEPARATORS}]`, 'g');

/**
 * Text for a terminal, one line: every control, line break and bidirectional character written as an
 * escape (`\r`, `\u202e`), so stored text from before these rules cannot rewrite or turn round what is printed.
 */
export function printableLine(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (c) => PRINTED_AS[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Several lines for a terminal: each line as `printableLine` writes it, the line breaks between them kept. */
export function printableLines(text: string): string {
  return text.split('\n').map(printableLine).join('\n');
}
