/**
 * A school's address (`/schools/{slug}`) from its name alone, stable across seasons and lists. The league
 * spells schools several ways, so words naming a school's kind (School, Public, Primary, Preparatory, Prep)
 * are dropped; words separating schools of one town (High, College, Grammar, Boys, Girls, campus) are kept.
 */

const SLUG_MAX = 120;
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
  const slug = (kept.length ? kept : all).join('-');
  return slug.length <= SLUG_MAX
    ? slug
    : slug.slice(0, SLUG_MAX).replace(/-[^-]*$/, '') || slug.slice(0, SLUG_MAX);
}

/** A slug as a URL may carry it: lower-case letters and digits between single hyphens, at most 120 characters. */
export function isSchoolSlug(text: string): boolean {
  return text.length <= SLUG_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}
