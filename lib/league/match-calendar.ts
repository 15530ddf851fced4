/** Fixtures as calendar events: their words, a UID per match, and a fingerprint for SEQUENCE. */
import { formatPoints } from './draw-layout';
import { writeCalendar, type CalendarEvent, type EventTime } from './ical';
import type { Fixture, FixtureSide, SchoolFixture } from './fixture-types';
import { coloursText, opponentText, sideText } from './school-text';
import { venueText } from './venue';

/** Before a match's name when its date is the last day it may be played. */
export const PLAY_BY = 'Play by: ';

/** How long a timed match is blocked out: a game may be stopped after an hour (primary rules). */
export const TIMED_MATCH_MINUTES = 60;

/** A match to show: dated, and not a bye. An opponent still to be decided is a match. */
export function isCalendarMatch(fixture: Fixture): boolean {
  return fixture.date !== null && fixture.home.kind !== 'bye' && fixture.away.kind !== 'bye';
}

/** The fixture's id without its teams: the division or grid, and the round or step. */
const placeOf = (fixture: Fixture) => fixture.id.replace(/-[^-]+v[^-]+$/, '');

/** UIDs by place in the draw, not teams, so re-pairing updates the same event; takes the whole season. */
export function matchUids(fixtures: readonly Fixture[]): Map<string, string> {
  const seen = new Map<string, number>();
  const uids = new Map<string, string>();
  for (const fixture of fixtures) {
    const place = placeOf(fixture);
    const slot = (seen.get(place) ?? 0) + 1;
    seen.set(place, slot);
    uids.set(fixture.id, `${place}-m${slot}@schools.nswjcl`);
  }
  return uids;
}

const sideKey = (side: FixtureSide) => (side.kind === 'team' ? [side.no, side.name] : side.kind);

/** What a calendar should notice: any change to it raises the match's SEQUENCE. */
export function matchFingerprint(fixture: Fixture): string {
  const { date, playBy, startTime, result } = fixture;
  return JSON.stringify([date, playBy, startTime, sideKey(fixture.home), sideKey(fixture.away), result]);
}

export type MatchVersion = { sequence: number; modifiedAt: Date };

const nameOf = (side: FixtureSide) => (side.kind === 'team' ? side.name : 'opponent to be decided');
const boards = (pair: readonly number[]) => `boards ${pair.join(' and ')}`;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** `home, White on boards 1 and 3`: the school page's words for the match (school-text.ts). */
function ownSide(fixture: SchoolFixture): string {
  const colours = coloursText(fixture);
  return [sideText(fixture).toLowerCase(), colours && (fixture.doubleMatch ? lowerFirst(colours) : colours)]
    .filter(Boolean)
    .join(', ');
}

const ownView = (fixture: Fixture): fixture is SchoolFixture => 'side' in fixture;

/** `Beecroft A v Pennant Hills B (home, White on boards 1 and 3)` from Beecroft's side; home team first otherwise. */
export function matchSummary(fixture: Fixture | SchoolFixture): string {
  const prefix = fixture.playBy ? PLAY_BY : '';
  if (ownView(fixture))
    return `${prefix}${fixture.team.name} v ${fixture.opponent.kind === 'team' ? fixture.opponent.name : lowerFirst(opponentText(fixture.opponent))} (${ownSide(fixture)})`;
  return `${prefix}${nameOf(fixture.home)} v ${nameOf(fixture.away)}`;
}

/** `Result: Beecroft A 2½, Pennant Hills B 1½`, with what is still open or was forfeited. */
export function resultText(fixture: Fixture): string | null {
  const { result } = fixture;
  if (!result) return null;
  const score = `${nameOf(fixture.home)} ${formatPoints(result.home) || '0'}, ${nameOf(fixture.away)} ${formatPoints(result.away) || '0'}`;
  const notes = [
    result.tiebreak ? `${nameOf(fixture[result.tiebreak])} won on tie-break` : null,
    result.forfeits ? 'a game was forfeited' : null,
    result.incomplete ? 'a game awaits adjudication' : null,
  ].filter(Boolean);
  return `${result.incomplete ? 'Result so far' : 'Result'}: ${score}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

function eventTime(fixture: Fixture): EventTime {
  const date = fixture.date!;
  return fixture.startTime && !fixture.playBy
    ? { date, time: fixture.startTime, minutes: TIMED_MATCH_MINUTES }
    : { date };
}

function description(fixture: Fixture, pageUrl: string | null): string {
  const lines = [
    `${fixture.eventName}, ${fixture.label}.`,
    fixture.playBy
      ? 'The two schools agree on the day, time and place; the match must be played by this date.'
      : null,
    fixture.startTime && !fixture.playBy
      ? 'Play starts at the time the rules set unless both schools agree on another.'
      : null,
    fixture.doubleMatch
      ? 'A double match: each board is played twice with the colours reversed, scored out of 8.'
      : fixture.homeWhite
        ? `${nameOf(fixture.home)} is the home team and plays White on ${boards(fixture.homeWhite)}.`
        : `${nameOf(fixture.home)} is the home team.`,
    resultText(fixture),
    pageUrl ? `Draw and results: ${pageUrl}` : null,
  ];
  return lines.filter((line): line is string => Boolean(line)).join('\n');
}

export type FeedInput = {
  name: string;
  description: string;
  /** The season's fixtures, all of them (the UIDs count places in the draw). */
  season: readonly Fixture[];
  fixtures: readonly (Fixture | SchoolFixture)[];
  versions: Readonly<Record<string, { sequence: number; modifiedAt: string }>>;
  /** When the season was imported: the LAST-MODIFIED of a match recorded before versions were kept. */
  importedAt: string;
  pageUrlOf: (fixture: Fixture) => string | null;
};

/** A whole feed: its matches in date order as one iCalendar text, each match once. */
export function matchCalendar(input: FeedInput): string {
  const uids = matchUids(input.season);
  const byUid = new Map<string, { date: string; fixture: Fixture | SchoolFixture }>();
  for (const fixture of input.fixtures) {
    const uid = uids.get(fixture.id);
    if (!uid || !isCalendarMatch(fixture)) continue;
    // A school that plays itself has the match twice, once from each side: shown once, home first.
    const earlier = byUid.get(uid);
    byUid.set(uid, { date: fixture.date!, fixture: earlier ? stripView(fixture) : fixture });
  }
  const events: CalendarEvent[] = [...byUid]
    .sort(([ua, a], [ub, b]) => a.date.localeCompare(b.date) || ua.localeCompare(ub))
    .map(([uid, { fixture }]) => {
      const version = input.versions[uid];
      const venue = fixture.venue && venueText(fixture.venue);
      const pageUrl = input.pageUrlOf(fixture);
      return {
        uid,
        when: eventTime(fixture),
        summary: matchSummary(fixture),
        description: description(fixture, pageUrl),
        ...(venue ? { location: venue } : {}),
        ...(pageUrl ? { url: pageUrl } : {}),
        sequence: version?.sequence ?? 0,
        lastModified: new Date(version?.modifiedAt ?? input.importedAt),
      };
    });
  return writeCalendar({ name: input.name, description: input.description, events });
}

function stripView(fixture: Fixture | SchoolFixture): Fixture {
  if (!ownView(fixture)) return fixture;
  const {
    side: _side,
    team: _team,
    opponent: _opponent,
    whiteBoards: _white,
    score: _score,
    ...plain
  } = fixture;
  return plain;
}
