import ICAL from 'ical.js';
import type { Division } from './bundle';
import { writeCalendar } from './ical';
import { divisionMatches, matchEvent, matchFingerprint, matchSummary, type EventContext } from './match-calendar';

const division: Division = {
  code: 'NS2',
  name: 'North Shore Championship 2',
  no: 2,
  zone: 'NS',
  grade: 'championship',
  teams: [
    { no: 1, name: 'Beecroft A', school: 'Beecroft' },
    { no: 2, name: 'Pennant Hills B', school: 'Pennant Hills' },
    { no: 3, name: 'Cheltenham, Epping; East' },
    { no: 4, name: '(Bye)', bye: true },
  ],
  rounds: [
    {
      n: 1,
      date: '2026-05-01',
      pairings: [
        { home: 1, away: 2, result: { home: 2.5, away: 1.5 } },
        { home: 3, away: 4 },
      ],
    },
    { n: 2, date: '2026-05-08', pairings: [{ home: 2, away: 3 }, { home: 1, away: 'bye' }] },
    { n: 3, date: null, pairings: [{ home: 3, away: 1 }] },
    { n: 4, date: '2026-05-22', play_by: true, date_note: 'Semi-final', pairings: [{ home: 3, away: '?' }] },
  ],
};

const modified = new Date('2026-04-01T00:00:00Z');
const context: EventContext = {
  competition: 'primary',
  homeWhiteBoards: [1, 3],
  versionOf: (uid) => (uid === '2026-NS2-r1-m1@schools.nswjcl' ? { sequence: 3, modifiedAt: new Date('2026-05-02T08:00:00Z') } : undefined),
  fallbackModified: modified,
  pageUrl: 'https://example.org/2026/divisions/championship/NS#NS2',
};

describe('divisionMatches', () => {
  const matches = divisionMatches(2026, division);

  it('lists dated matches with two sides, leaving out byes and undated rounds', () => {
    expect(matches.map((m) => [m.round, m.home.name, m.away?.name ?? null])).toEqual([
      [1, 'Beecroft A', 'Pennant Hills B'],
      [2, 'Pennant Hills B', 'Cheltenham, Epping; East'],
      [4, 'Cheltenham, Epping; East', null],
    ]);
  });

  it('names a match by its place in the draw, so a re-pairing keeps its UID but changes its fingerprint', () => {
    const repaired = structuredClone(division);
    repaired.rounds[1]!.pairings[0] = { home: 2, away: 1 };
    const again = divisionMatches(2026, repaired);
    expect(again[1]!.uid).toBe(matches[1]!.uid);
    expect(matchFingerprint(again[1]!)).not.toBe(matchFingerprint(matches[1]!));
    expect(matchFingerprint(divisionMatches(2026, structuredClone(division))[1]!)).toBe(matchFingerprint(matches[1]!));
  });

  it('changes the fingerprint when a result or a date comes in', () => {
    const played = structuredClone(division);
    played.rounds[1]!.pairings[0]!.result = { home: 4, away: 0 };
    played.rounds[3]!.date = '2026-05-29';
    const again = divisionMatches(2026, played);
    expect(matchFingerprint(again[1]!)).not.toBe(matchFingerprint(matches[1]!));
    expect(matchFingerprint(again[2]!)).not.toBe(matchFingerprint(matches[2]!));
    expect(matchFingerprint(again[0]!)).toBe(matchFingerprint(matches[0]!));
  });
});

describe('matchEvent', () => {
  const [first, second, third] = divisionMatches(2026, division);
  const own = (team: { school?: string }) => team.school === 'Beecroft';

  it('tells a school its own side: home and the boards it plays White on, or away', () => {
    expect(matchSummary(first!, { ...context, ownTeams: own })).toBe('Beecroft A v Pennant Hills B (home, White on boards 1 and 3)');
    const pennant = (team: { school?: string }) => team.school === 'Pennant Hills';
    expect(matchSummary(first!, { ...context, ownTeams: pennant })).toBe('Pennant Hills B v Beecroft A (away, White on boards 2 and 4)');
    expect(matchSummary(first!, context)).toBe('Beecroft A v Pennant Hills B');
    expect(matchSummary(third!, context)).toBe('Play by: Cheltenham, Epping; East v opponent to be decided');
  });

  it('times a primary match from 4 pm for an hour, a play-by date all day, and carries the stored version', () => {
    const played = matchEvent(first!, context);
    expect(played.when).toEqual({ date: '2026-05-01', time: '16:00', minutes: 60 });
    expect(played.sequence).toBe(3);
    expect(played.description).toContain('Result: Beecroft A 2½, Pennant Hills B 1½');
    const playBy = matchEvent(third!, context);
    expect(playBy.when).toEqual({ date: '2026-05-22' });
    expect(playBy.sequence).toBe(0);
    expect(playBy.lastModified).toBe(modified);
    expect(matchEvent(second!, { ...context, competition: 'secondary' }).when).toEqual({ date: '2026-05-08' });
  });

  it('writes a feed an independent parser reads back, commas and semicolons included', () => {
    const text = writeCalendar({ name: 'NS2', events: divisionMatches(2026, division).map((m) => matchEvent(m, { ...context, venueOf: (t) => `${t.name} school` })) });
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary)).toEqual([
      'Beecroft A v Pennant Hills B',
      'Pennant Hills B v Cheltenham, Epping; East',
      'Play by: Cheltenham, Epping; East v opponent to be decided',
    ]);
    expect(events[1]!.location).toBe('Pennant Hills B school');
    expect(events[0]!.description.split('\n')).toContain('Draw and results: https://example.org/2026/divisions/championship/NS#NS2');
  });
});
