/**
 * Plain text: what a person types and PostgreSQL can store. No control characters but tab and line
 * breaks (the database refuses NUL) and no lone surrogate (half an emoji, as a paste can leave,
 * which UTF-8 cannot hold). The one rule for the season bundle (zod), the entry form (Yup) and the
 * route handlers' query text. A pattern rather than a function, so the bundle's JSON Schema carries
 * it too; it means the same with or without a regex engine's Unicode mode, so it runs in every
 * browser the site supports (String.prototype.isWellFormed is too new for some).
 */
export const PLAIN_TEXT = /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** Said after the field's name: "query must be plain text, …". */
export const PLAIN_TEXT_MESSAGE = 'must be plain text, without control characters or unpaired surrogates';

export function isPlainText(text: string): boolean {
  return PLAIN_TEXT.test(text);
}
