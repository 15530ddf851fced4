/** The shapes of a season's fixtures (school-fixtures.ts makes them; school pages and calendars read them). */
import type {
  Division,
  FinalsGrid,
  RegionRecord,
  RoundRobinFinals,
  SchoolRecord,
  ZoneRecord,
} from './bundle';
import type { Competition, CompetitionMode, FinalsStage, GradeCode } from './constants';
import type { SchoolRef } from './school-match';

export type SchoolAddress = Pick<SchoolRecord, 'name' | 'address' | 'suburb' | 'state' | 'postcode'>;

export type SeasonDraws = {
  year: number;
  homeWhiteBoards: readonly number[];
  regions: Pick<RegionRecord, 'code' | 'name' | 'metro'>[];
  zones: Pick<ZoneRecord, 'code' | 'name' | 'region' | 'competition'>[];
  divisions: Division[];
  finals: FinalsGrid[];
  roundRobinFinals: RoundRobinFinals | null;
  schools: SchoolAddress[];
};

export type FixtureTeam = { kind: 'team'; no: number; name: string; school: SchoolRef | null };
export type FixtureSide = FixtureTeam | { kind: 'bye' } | { kind: 'unknown' };

export type FixtureEvent =
  | { kind: 'division'; code: string; name: string; zone: string; drawNo: number }
  | { kind: 'finals'; competition: Competition; stage: FinalsStage; value: string; division: string | null }
  | { kind: 'round-robin-finals' };

export type FixtureResult = {
  home: number;
  away: number;
  /** 4 for a match, 8 for a finals double match. */
  outOf: number;
  /** A game was forfeited (1F or 0F on the board list). */
  forfeits: boolean;
  /** A game is still to be adjudicated, or the points do not add up yet. */
  incomplete: boolean;
  tiebreak: 'home' | 'away' | null;
};

/** The home school, and its street address where the season's schools list has it. */
export type Venue = { school: SchoolRef; address: Omit<SchoolAddress, 'name'> | null };

export type Fixture = {
  /** Stable across imports of the same draw: calendar feeds use it as the event's UID. */
  id: string;
  year: number;
  mode: CompetitionMode | null;
  grade: GradeCode;
  event: FixtureEvent;
  /** `Parramatta Intermediate 2`, `Intermediate Metropolitan North region final`, `Country secondary finals`. */
  eventName: string;
  /** `Round 3`, or the finals step's name (`Semi-final`). */
  label: string;
  round: number | null;
  /** YYYY-MM-DD, or null while the draw gives none. */
  date: string | null;
  /** The date is a play-by date (country secondary). */
  playBy: boolean;
  /** `HH:MM` in the league's time zone, where the rules give one. */
  startTime: string | null;
  home: FixtureSide;
  away: FixtureSide;
  /** The boards the home team plays White on; null for a double match or when the data does not say. */
  homeWhite: [number, number] | null;
  doubleMatch: boolean;
  venue: Venue | null;
  result: FixtureResult | null;
};

export type SchoolFixture = Fixture & {
  side: 'home' | 'away';
  team: FixtureTeam;
  opponent: FixtureSide;
  /** The boards this team plays White on; null for a double match or when the data does not say. */
  whiteBoards: [number, number] | null;
  /** Points for and against, once there is a result. */
  score: { for: number; against: number; outcome: 'won' | 'lost' | 'drawn' } | null;
};
