/**
 * A division's matches as calendar events: the words a parent reads in a phone's calendar, and a
 * fingerprint of what may change about a match (its date, its pairing, its result), from which the
 * store keeps each match's SEQUENCE and LAST-MODIFIED (lib/db/queries/match-versions.ts).
 */
import type { Division, MatchResult, Team } from './bundle';
import type { Competition } from './constants';
import { boardColours } from './draw-key';
import { formatPoints } from './draw-layout';
import { isIncomplete } from './standings';
import { matchStart } from './match-times';
import { writeCalendar, type CalendarEvent, type EventTime } from './ical';

/** One match of a division: a pairing of two teams (or a team and an opponent still to be decided) on a date. */
export type DivisionMatch = {
  uid: string;
  division: Pick<Division, 'code' | 'name'>;
  round: number;
  date: string;
  playBy: boolean;
  dateNote: string | null;
  home: Team;
  /** Null while the opponent is not yet known. */
  away: Team | null;
  result: MatchResult | null;
};

/**
 * A match is named by its place in the draw, not by its teams, so re-pairing a round updates the
 * same calendar event instead of leaving the old one behind.
 */
export function matchUid(year: number, divisionCode: string, round: number, slot: number): string {
  return `${year}-${divisionCode}-r${round}-m${slot + 1}@schools.nswjcl`;
}

/** The matches of a division that have a date and two sides; byes and undated rounds are not events. */
export function divisionMatches(year: number, division: Pick<Division, 'code' | 'name' | 'teams' | 'rounds'>): DivisionMatch[] {
  const teams = new Map(division.teams.map((t) => [t.no, t]));
  const matches: DivisionMatch[] = [];
  for (const round of division.rounds) {
    if (!round.date) continue;
    round.pairings.forEach((pairing, slot) => {
      const home = teams.get(pairing.home);
      if (!home || home.bye || pairing.away === 'bye') return;
      const away = pairing.away === '?' ? null : (teams.get(pairing.away) ?? null);
      if (away?.bye || (pairing.away !== '?' && !away)) return;
      matches.push({
        uid: matchUid(year, division.code, round.n, slot),
        division: { code: division.code, name: division.name },
        round: round.n,
        date: round.date!,
        playBy: round.play_by ?? false,
        dateNote: round.date_note ?? null,
        home,
        away,
        result: pairing.result ?? null,
      });
    });
  }
  return matches;
}

/** What a calendar should notice: any change to it raises the match's SEQUENCE. */
export function matchFingerprint(match: DivisionMatch): string {
  const { date, playBy, dateNote, home, away, result } = match;
  return JSON.stringify([date, playBy, dateNote, home.no, home.name, away?.no ?? null, away?.name ?? null, result]);
}

export type MatchVersion = { sequence: number; modifiedAt: Date };

export type EventContext = {
  competition: Competition;
  homeWhiteBoards: readonly number[];
  /** The stored version of each match; a match not yet recorded gets `fallbackModified` and SEQUENCE 0. */
  versionOf: (uid: string) => MatchVersion | undefined;
  fallbackModified: Date;
  /** The page that shows the match (an absolute URL). */
  pageUrl?: string;
  /** A school's feed tells its own teams' side of each match. */
  ownTeams?: (team: Team) => boolean;
  /** Where a match is played: the home team's school, when known. */
  venueOf?: (home: Team) => string | undefined;
};

const TO_BE_DECIDED = 'opponent to be decided';

function sideText(side: 'home' | 'away', homeWhiteBoards: readonly number[]): string {
  const colours = boardColours(homeWhiteBoards);
  if (!colours) return side;
  return `${side}, White on boards ${(side === 'home' ? colours.white : colours.black).join(' and ')}`;
}

/** `Beecroft A v Pennant Hills B (home, White on boards 1 and 3)` from Beecroft's side, else home team first. */
export function matchSummary(match: DivisionMatch, context: Pick<EventContext, 'homeWhiteBoards' | 'ownTeams'>): string {
  const homeName = match.home.name;
  const awayName = match.away?.name ?? TO_BE_DECIDED;
  const ownHome = context.ownTeams?.(match.home) ?? false;
  const ownAway = match.away ? (context.ownTeams?.(match.away) ?? false) : false;
  const prefix = match.playBy ? 'Play by: ' : '';
  if (ownHome !== ownAway) {
    const side = ownHome ? 'home' : 'away';
    const [own, other] = ownHome ? [homeName, awayName] : [awayName, homeName];
    return `${prefix}${own} v ${other} (${sideText(side, context.homeWhiteBoards)})`;
  }
  return `${prefix}${homeName} v ${awayName}`;
}

/** `Beecroft A 2½, Pennant Hills B 1½`, with a note when a game still awaits adjudication. */
export function resultText(match: DivisionMatch): string | null {
  const { result } = match;
  if (!result) return null;
  const score = `${match.home.name} ${formatPoints(result.home) || '0'}, ${match.away?.name ?? TO_BE_DECIDED} ${formatPoints(result.away) || '0'}`;
  return isIncomplete(result) ? `Result so far: ${score} (a game awaits adjudication)` : `Result: ${score}`;
}

function eventTime(match: DivisionMatch, competition: Competition): EventTime {
  const start = match.playBy ? null : matchStart(competition);
  return start ? { date: match.date, time: start.time, minutes: start.minutes } : { date: match.date };
}

function description(match: DivisionMatch, context: EventContext): string {
  const colours = boardColours(context.homeWhiteBoards);
  const lines = [
    `${match.division.code} ${match.division.name}, round ${match.round}.`,
    match.playBy ? 'The two schools agree on the day, time and place; the match must be played by this date.' : null,
    match.dateNote,
    colours
      ? `${match.home.name} is the home team and plays White on boards ${colours.white.join(' and ')}; ${match.away?.name ?? 'the opponent'} plays White on boards ${colours.black.join(' and ')}.`
      : `${match.home.name} is the home team.`,
    resultText(match),
    context.pageUrl ? `Draw and results: ${context.pageUrl}` : null,
  ];
  return lines.filter((line): line is string => Boolean(line)).join('\n');
}

export function matchEvent(match: DivisionMatch, context: EventContext): CalendarEvent {
  const version = context.versionOf(match.uid);
  const venue = context.venueOf?.(match.home);
  return {
    uid: match.uid,
    when: eventTime(match, context.competition),
    summary: matchSummary(match, context),
    description: description(match, context),
    ...(venue ? { location: venue } : {}),
    ...(context.pageUrl ? { url: context.pageUrl } : {}),
    sequence: version?.sequence ?? 0,
    lastModified: version?.modifiedAt ?? context.fallbackModified,
  };
}

export type FeedInput = {
  name: string;
  description: string;
  year: number;
  competitionOf: (division: Division) => Competition | null;
  homeWhiteBoards: readonly number[];
  divisions: readonly Division[];
  versions: Readonly<Record<string, { sequence: number; modifiedAt: string }>>;
  importedAt: string;
  /** Which matches belong in the feed (a school's feed keeps its own teams'). */
  keep?: (match: DivisionMatch) => boolean;
  pageUrlOf: (division: Division) => string;
} & Pick<EventContext, 'ownTeams' | 'venueOf'>;

/** A whole feed: the matches of some divisions, in date order, as one iCalendar text. */
export function matchCalendar(input: FeedInput): string {
  const versionOf = (uid: string) => {
    const v = input.versions[uid];
    return v ? { sequence: v.sequence, modifiedAt: new Date(v.modifiedAt) } : undefined;
  };
  const events = input.divisions.flatMap((division) => {
    const competition = input.competitionOf(division);
    if (!competition) return [];
    const context: EventContext = {
      competition,
      homeWhiteBoards: input.homeWhiteBoards,
      versionOf,
      fallbackModified: new Date(input.importedAt),
      pageUrl: input.pageUrlOf(division),
      ownTeams: input.ownTeams,
      venueOf: input.venueOf,
    };
    return divisionMatches(input.year, division)
      .filter((m) => input.keep?.(m) ?? true)
      .map((m) => ({ date: m.date, event: matchEvent(m, context) }));
  });
  events.sort((a, b) => a.date.localeCompare(b.date) || a.event.uid.localeCompare(b.event.uid));
  return writeCalendar({ name: input.name, description: input.description, events: events.map((e) => e.event) });
}
