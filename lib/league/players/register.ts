/**
 * A school's register of players (docs/privacy.md): what a coordinator types for each child, and the checks it
 * must pass. Pure: the store is lib/writes/players.ts; what a public page may show is ./public-name.ts.
 */
import { nameKey } from '../eligibility';

/** What public pages may show of a player's name, as the school's permission-to-publish records allow. */
export const NAME_SHOWN = ['none', 'initial', 'full'] as const;
export type NameShown = (typeof NAME_SHOWN)[number];

export const NAME_SHOWN_LABELS: Record<NameShown, string> = {
  none: 'Not shown',
  initial: 'First name and initial',
  full: 'Full name',
};

/** School years a junior league's player can be in: Kindergarten, then 1 to 12. */
export const SCHOOL_YEARS = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type SchoolYear = (typeof SCHOOL_YEARS)[number];

export const schoolYearLabel = (year: SchoolYear) => (year === 'K' ? 'Kindergarten' : `Year ${year}`);

export const NAME_MAX = 80;
export const RATING_ID_MAX = 20;
/** A school's register holds at most this many players a season: bounds what one address can store. */
export const REGISTER_MAX = 200;

/**
 * The keys (ignoring case and spacing) of every name a card may give a player: theirs, and each spelling typed on
 * a card that the coordinator matched to them. None once the player is removed.
 */
export const spellingKeys = (player: { name: string | null; alsoTyped?: readonly string[] }) =>
  new Set(player.name ? [player.name, ...(player.alsoTyped ?? [])].map(nameKey) : []);

export type PlayerInput = { name: string; schoolYear: SchoolYear; shown: NameShown; ratingId: string | null };
export type PlayerField = 'name' | 'schoolYear' | 'shown' | 'ratingId';
export type PlayerProblem = { field: PlayerField; message: string };

const text = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFC').trim().replace(/\s+/g, ' ') : '';

/** The form's values checked: the player to store, or each field's problem in plain words. */
export function checkPlayer(
  values: Record<PlayerField, unknown>,
): { ok: true; player: PlayerInput } | { ok: false; problems: PlayerProblem[] } {
  const problems: PlayerProblem[] = [];
  const name = text(values.name);
  if (!name) problems.push({ field: 'name', message: 'Enter the player’s name.' });
  else if (name.length > NAME_MAX)
    problems.push({ field: 'name', message: `Shorten the name to ${NAME_MAX} characters or fewer.` });
  // Letters of any alphabet, with the marks, spaces, hyphens and apostrophes names have.
  else if (!/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(name))
    problems.push({
      field: 'name',
      message: 'Use letters, spaces, hyphens and apostrophes only in the name.',
    });
  const schoolYear = SCHOOL_YEARS.find((y) => y === text(values.schoolYear));
  if (!schoolYear) problems.push({ field: 'schoolYear', message: 'Choose the player’s school year.' });
  const shown = NAME_SHOWN.find((s) => s === text(values.shown));
  if (!shown) problems.push({ field: 'shown', message: 'Choose what public pages may show.' });
  const ratingId = text(values.ratingId) || null;
  if (ratingId && !/^[A-Za-z0-9-]{1,20}$/.test(ratingId))
    problems.push({
      field: 'ratingId',
      message: `Enter the rating ID as the federation gives it: letters, digits and hyphens, ${RATING_ID_MAX} at most.`,
    });
  if (problems.length || !schoolYear || !shown) return { ok: false, problems };
  return { ok: true, player: { name, schoolYear, shown, ratingId } };
}
