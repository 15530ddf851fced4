/**
 * A card's players as its form sends them: each board's choice from the school's register, or, for "someone
 * not on the list", the name typed beside it. One reading for the browser's checks and the server's.
 */

/** The choice that means the name is typed in the field beside it (never a register name: it is not a name). */
export const NOT_ON_THE_LIST = '+other';

/** Each board's name for one side, as the form's fields give it. */
export function pickedNames(form: FormData, side: 'home' | 'away'): FormDataEntryValue[] {
  const typed = form.getAll(`players-${side}-other`);
  return form
    .getAll(`players-${side}`)
    .map((value, i) => (value === NOT_ON_THE_LIST ? (typed[i] ?? '') : value));
}

/** A board's choice for a name sent before: the register's, the typed one, or none. */
export function choiceOf(
  register: readonly string[],
  name: string | undefined,
): { choice: string; typed: string } {
  if (!name) return { choice: '', typed: '' };
  const listed = register.find((n) => n.toLowerCase() === name.trim().toLowerCase());
  return listed ? { choice: listed, typed: '' } : { choice: NOT_ON_THE_LIST, typed: name };
}
