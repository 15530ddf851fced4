/**
 * An invitation hash, the key of a school's entry link: at least 128 bits from a CSPRNG, written
 * in URL-safe characters (22 or more base64url characters; 32 hex characters also carry 128 bits).
 * The one rule for every place a hash is checked: the season bundle, the entry page, the entry
 * request and the contract's look-up. Kept apart from bundle.ts so the form's script can use it.
 */
export const INVITATION_HASH = /^[A-Za-z0-9_-]{22,128}$/;
export const INVITATION_HASH_MESSAGE = 'must be at least 22 URL-safe characters (128 bits)';
