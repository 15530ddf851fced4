/**
 * The entry request's fields and limits, apart from its Yup schema (schema.ts): the form's markup
 * needs them on its first screen, the schema only when the form is checked.
 */
import { MAX_COORDINATORS } from '@/lib/league/constants';

/** Up to five new coordinators besides the invitation's previous ones (docs/spec-deviations.md). */
export const MAX_NEW_COORDINATORS = MAX_COORDINATORS;
export const MAX_PREVIOUS_COORDINATORS = MAX_COORDINATORS;
export const MAX_ALL_COORDINATORS = MAX_NEW_COORDINATORS + MAX_PREVIOUS_COORDINATORS;

export const HOME_MATCH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

export const TEAM_FIELDS = [
  'championship',
  'intermediate',
  'intermediate_to_championship',
  'intermediate_to_rookies',
  'rookies',
  'junior_rookies',
  'senior',
  'junior',
] as const;
export type TeamField = (typeof TEAM_FIELDS)[number];
