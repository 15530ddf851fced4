/**
 * A school's address on the site (`/schools/{slug}`), made from its name alone so it stays the same
 * across seasons and whichever list names the school.
 *
 * The league writes one school several ways: "Darcy Road" on a draw, "Darcy Road Public School" on
 * the schools list, "St Mary's Primary School Dubbo" on the list and "St Mary's Dubbo" on a finals
 * sheet. The slug drops the words that tell a school's kind but not which school it is (School,
 * Public, Primary, Preparatory, Prep), so those spellings meet. Words that separate two schools of
 * one town (High, College, Grammar, Boys, Girls, Campus names) are kept.
 */

const GENERIC_WORDS = new Set(['school', 'public', 'primary', 'preparatory', 'prep']);

/** The name's words, lower case, accents and apostrophes dropped, anything else a word break. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** `Darcy Road Public School` → `darcy-road`; `St Mary's Primary School Dubbo` → `st-marys-dubbo`. */
export function schoolSlug(name: string): string {
  const all = words(name);
  const kept = all.filter((word) => !GENERIC_WORDS.has(word));
  // A name made only of generic words ("Public School") keeps them, so it still has an address.
  return (kept.length ? kept : all).join('-');
}

/** A slug as a URL may carry it: lower-case letters and digits between single hyphens, at most 120 characters. */
export function isSchoolSlug(text: string): boolean {
  return text.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}
