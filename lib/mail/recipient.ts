/**
 * One plain mail address: never a list (`a@x.org, b@y.org`) or a display name that would send a message to
 * others than the one meant. Used for addresses from data and for those a visitor types.
 */
const ONE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The longest address SMTP carries (RFC 5321's path limit). */
export const MAX_MAIL_ADDRESS = 254;

export const isOneMailAddress = (value: string) =>
  value.length <= MAX_MAIL_ADDRESS && ONE_ADDRESS.test(value);
