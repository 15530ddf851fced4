/**
 * A private address (`/private/<token>/…`, and an entry request's confirmation `/enter-online/sent/<token>`)
 * is a school's or an official's key: it never goes into a log line. Plain .mjs, for server.mjs's log as well
 * as the site's code (lib/http/private-path.ts).
 */
const TOKEN_IN_PATH = /(\/private\/|\/enter-online\/sent\/)[^/\s?#"'`<>)]+/g;

/** `text` with each private address's token replaced by `[token]`. */
export function withoutTokens(text) {
  return text.replace(TOKEN_IN_PATH, '$1[token]');
}
