/**
 * The one rule for phone, fax and mobile numbers, used by the form's masks, the shared Yup schema
 * and the store: an Australian number, ten digits in its national form. One written or pasted in
 * international form (`+61 491 570 006`, `+61 (0)2 5550 0123`, `61491570006`) becomes its national
 * form (`0491570006`); a number of another country keeps its `+`, so it is never taken for ten digits.
 */

/** Digits, spaces, brackets, dots and dashes, with an optional leading `+`. */
const PHONE_CHARACTERS = /^\s*\+?[\d\s().-]*$/;

export function nationalPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  const plus = value.trim().startsWith('+');
  if (!plus && !(digits.length === 11 && digits.startsWith('61'))) return digits;
  if (!digits.startsWith('61')) return `+${digits}`;
  // After the country code a national number drops its leading 0, though some write it as (0).
  return `0${digits.slice(2).replace(/^0/, '')}`;
}

export function isTenDigitPhone(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && /^\d{10}$/.test(nationalPhoneDigits(value));
}
