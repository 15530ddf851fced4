/**
 * A private address (`/private/<token>/…`, and an entry request's confirmation `/enter-online/sent/<token>`) is
 * a school's or an official's key: it never goes into a log line. Anything logged that may hold a path goes
 * through `withoutTokens`.
 */
export const PRIVATE_PREFIX = '/private/';

const TOKEN_IN_PATH = /(\/private\/|\/enter-online\/sent\/)[^/\s?#"'`<>)]+/g;

/** `text` with each private address's token replaced by `[token]`. */
export function withoutTokens(text: string): string {
  return text.replace(TOKEN_IN_PATH, '$1[token]');
}

export const isPrivatePath = (pathname: string) => pathname.startsWith(PRIVATE_PREFIX);
