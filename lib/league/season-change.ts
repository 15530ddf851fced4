/**
 * What an import changed, as the season comparison (season-diff.ts and its parts by what they compare)
 * lists it: each change with the site parts it touches. The types live apart from the comparison so its
 * parts can use them without importing the comparison that imports them.
 */
import type { Competition, CompetitionMode } from './constants';

/** A part of the site: the season list, a season's index, its finals, one zone, or only the season as a whole. */
/** `school:{slug}` one school's page, `schools` every school page and the list of schools. */
export type SitePart =
  'seasons' | 'index' | 'finals' | 'season' | `zone:${string}` | `school:${string}` | 'schools';
export type Score = { home: number; away: number };

export type Where = {
  /** The division code or finals grid the change belongs to, for grouping; empty for the season. */
  group: string;
  competition?: Competition;
  zone?: string;
  /** Names of the teams (and schools) the change concerns: the school pages pick theirs. */
  teams: string[];
  parts: SitePart[];
};

export type ChangeDetail =
  | { kind: 'results-posted'; round: number; count: number }
  | {
      kind: 'result-corrected';
      round: number | null;
      home: string;
      away: string;
      was: Score | null;
      now: Score | null;
    }
  | { kind: 'round-moved'; round: number; from: string | null; to: string | null }
  | { kind: 'pairings-changed'; round: number }
  | { kind: 'rounds-changed'; from: number; to: number }
  | { kind: 'team-added' | 'team-withdrawn' | 'team-reinstated' | 'team-removed'; team: string }
  | { kind: 'team-renamed'; from: string; to: string }
  | { kind: 'division-added' | 'division-removed'; name: string }
  | { kind: 'finals-decided'; step: string; winner: string; score: Score }
  | { kind: 'finals-moved'; step: string; from: string | null; to: string | null }
  | { kind: 'scorer-changed'; name: string | null }
  | {
      kind: 'entry-date-changed';
      mode: CompetitionMode;
      field: 'cutoff' | 'commence';
      from: string | null;
      to: string | null;
    }
  | { kind: 'fee-changed'; mode: CompetitionMode; from: number; to: number }
  | { kind: 'season-added' }
  | { kind: 'other'; what: string };

export type SeasonChange = Where & ChangeDetail;
export type ChangeKind = ChangeDetail['kind'];

/** Changes with no words for a coordinator (they still touch the site). */
export const QUIET_KINDS: readonly ChangeKind[] = ['season-added', 'other'];
export const isRecorded = (change: SeasonChange) => !QUIET_KINDS.includes(change.kind);
