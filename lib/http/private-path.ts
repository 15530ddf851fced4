/**
 * A private address (`/private/<token>/…`, and an entry request's confirmation `/enter-online/sent/<token>`) is
 * a school's or an official's key: it never goes into a log line. Anything logged that may hold a path goes
 * through `withoutTokens`.
 */
export { withoutTokens } from '@/lib/api/without-tokens.mjs';

export const PRIVATE_PREFIX = '/private/';

export const isPrivatePath = (pathname: string) => pathname.startsWith(PRIVATE_PREFIX);
