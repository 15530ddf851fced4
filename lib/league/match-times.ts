/**
 * Start times the league's rules give. Only the primary competitions fix one (4 pm at the home
 * school, unless both schools agree); the secondary competitions leave the time to the schools.
 * The rules text (competition-rules.ts) and the school pages and calendars read it here.
 */
import type { CompetitionMode } from './constants';

export type MatchStart = { time: string; text: string };

export const PRIMARY_MATCH_START: MatchStart = { time: '16:00', text: '4 pm' };

/** The rules' start time for a zone match of this competition; null where the schools agree on one. */
export function ruleStartTime(mode: CompetitionMode | null): MatchStart | null {
  return mode === 'metropolitan_primary' || mode === 'country_primary' ? PRIMARY_MATCH_START : null;
}
