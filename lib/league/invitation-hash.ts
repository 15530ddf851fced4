/**
 * An invitation hash, the key of a school's entry link: at least 128 bits from a CSPRNG, written
 * in URL-safe characters. Base64url carries 6 bits a character, so 22 or more; hex carries 4, so a
 * hash of hex digits only needs 32 or more. The one rule for every place a hash is checked: the
 * season bundle, the entry page, the entry request and the contract's look-up. Kept apart from
 * bundle.ts so the form's script can use it without the bundle's schema.
 */
export const INVITATION_HASH_MIN_LENGTH = 22;
export const INVITATION_HASH_MAX_LENGTH = 128;
/** Hex digits only (32 or more), or base64url with at least one character that is not a hex digit. */
export const INVITATION_HASH_PATTERN = /^(?:[0-9a-fA-F]{32,}|[A-Za-z0-9_-]*[G-Zg-z_-][A-Za-z0-9_-]*)$/;
export const INVITATION_HASH_MESSAGE =
  'must be at least 128 random bits: 22 or more base64url characters, or 32 or more hex digits';

export function isInvitationHash(value: string): boolean {
  return (
    value.length >= INVITATION_HASH_MIN_LENGTH &&
    value.length <= INVITATION_HASH_MAX_LENGTH &&
    INVITATION_HASH_PATTERN.test(value)
  );
}
