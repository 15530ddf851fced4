/** Fixed identities of the league's four competitions, their grades and codes (SPEC sections 3 and 9). */

export const METROS = ['metropolitan', 'country'] as const;
export type Metro = (typeof METROS)[number];

export const COMPETITIONS = ['primary', 'secondary'] as const;
export type Competition = (typeof COMPETITIONS)[number];

export const COMPETITION_MODES = [
  'metropolitan_primary',
  'metropolitan_secondary',
  'country_primary',
  'country_secondary',
] as const;
export type CompetitionMode = (typeof COMPETITION_MODES)[number];

/** Legacy numeric codes used by the league's URLs and API: metro 1/0, competition 2 (primary) / 1 (secondary). */
export const METRO_CODE: Record<Metro, '1' | '0'> = { metropolitan: '1', country: '0' };
export const COMPETITION_CODE: Record<Competition, '2' | '1'> = { primary: '2', secondary: '1' };

export function metroFromCode(code: string): Metro | null {
  if (code === '1' || code === 'metropolitan') return 'metropolitan';
  if (code === '0' || code === 'country') return 'country';
  return null;
}

export function competitionFromCode(code: string): Competition | null {
  if (code === '2' || code === 'primary') return 'primary';
  if (code === '1' || code === 'secondary') return 'secondary';
  return null;
}

/** Whether `value` is one of a fixed list of codes (read from a URL, a form or the league's API). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

export function competitionMode(metro: Metro, competition: Competition): CompetitionMode {
  return `${metro}_${competition}`;
}

export function splitMode(mode: CompetitionMode): { metro: Metro; competition: Competition } {
  const [metro, competition] = mode.split('_') as [Metro, Competition];
  return { metro, competition };
}

export const COMPETITION_NAMES: Record<CompetitionMode, string> = {
  metropolitan_primary: 'Metropolitan primary',
  metropolitan_secondary: 'Metropolitan secondary',
  country_primary: 'Country primary',
  country_secondary: 'Country secondary',
};

/** Grade codes as they appear in URLs (`/{year}/divisions/{grade_code}/{zone_code}`). */
export const PRIMARY_GRADES = [
  'championship',
  'intermediate',
  'rookies',
  'junior_rookies',
  'combined',
] as const;
export const SECONDARY_GRADES = ['senior', 'intermediate', 'junior', 'combined'] as const;
/** Country secondary is one knock-out per region, listed under the grade code `country`. */
export const COUNTRY_SECONDARY_GRADE = 'country' as const;
export const GRADE_CODES = [
  'championship',
  'intermediate',
  'rookies',
  'junior_rookies',
  'senior',
  'junior',
  'combined',
  'country',
] as const;
export type GradeCode = (typeof GRADE_CODES)[number];

export const GRADE_NAMES: Record<GradeCode, string> = {
  championship: 'Championship',
  intermediate: 'Intermediate',
  rookies: 'Rookies',
  junior_rookies: 'Junior rookies',
  senior: 'Senior',
  junior: 'Junior',
  combined: 'Combined',
  country: 'Country',
};

export function gradesFor(mode: CompetitionMode): readonly GradeCode[] {
  if (mode === 'country_secondary') return [COUNTRY_SECONDARY_GRADE];
  return mode.endsWith('primary') ? PRIMARY_GRADES : SECONDARY_GRADES;
}

/** Finals stages, in the order the finals filter lists them. */
export const FINALS_STAGES = ['intermetropolitan', 'interregion', 'region', 'zone'] as const;
export type FinalsStage = (typeof FINALS_STAGES)[number];

/** The site's name, in page titles and the store-outage page. */
export const SITE_NAME = 'NSWJCL Schools';

export const MAX_COORDINATORS = 5;
export const COORDINATOR_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;
export const COORDINATOR_ROLES = ['Coach', 'Teacher', 'Principal', 'Parent'] as const;
export const DEFAULT_STATE = 'NSW';
export const BOARDS_PER_TEAM = 4;
/** A finals pairing is a double match, so it is scored out of twice the boards. */
export const FINALS_PAIRING_POINTS = 2 * BOARDS_PER_TEAM;
/** Secondary tie-break weights for boards 1 to 4 (SPEC section 9). */
export const TIE_BREAK_WEIGHTS = [4, 3, 2, 1] as const;

/**
 * How many recent seasons a page lists (a competition's winners, a school's other seasons) before it
 * links to all of them on a page of their own, so that no page grows with the league's seasons.
 */
export const RECENT_SEASONS_LISTED = 10;
