import ICAL from 'ical.js';
import type { Division } from './bundle';
import { seasonFixtures } from './school-fixtures';
import type { SeasonDraws } from './fixture-types';
import { fixturesOfSchool } from './fixtures-of-school';
import {
  isCalendarMatch,
  matchCalendar,
  matchFingerprint,
  matchSummary,
  matchUids,
  resultText,
} from './match-calendar';

const division: Division = {
  code: 'NS2',
  name: 'North Shore Championship 2',
  no: 2,
  zone: 'NS',
  grade: 'championship',
  teams: [
    { no: 1, name: 'Beecroft A', school: 'Beecroft Public School' },
    { no: 2, name: 'Pennant Hills B', school: 'Pennant Hills' },
    { no: 3, name: 'Cheltenham, Epping; East' },
    { no: 4, name: '(Bye)', bye: true },
    { no: 5, name: 'Beecroft B', school: 'Beecroft Public School' },
  ],
  rounds: [
    {
      n: 1,
      date: '2026-05-01',
      pairings: [
        { home: 1, away: 2, result: { home: 2.5, away: 1.5 } },
        { home: 3, away: 4 },
        { home: 5, away: 'bye' },
      ],
    },
    {
      n: 2,
      date: '2026-05-08',
      pairings: [
        { home: 2, away: 3 },
        { home: 1, away: 5 },
      ],
    },
    { n: 3, date: null, pairings: [{ home: 3, away: 1 }] },
  ],
};

const draws = (divisions: Division[]): SeasonDraws => ({
  year: 2026,
  homeWhiteBoards: [1, 3],
  regions: [{ code: 'MN', name: 'Met North', metro: 'metropolitan' }],
  zones: [{ code: 'NS', name: 'North Shore', region: 'MN', competition: 'primary' }],
  divisions,
  finals: [],
  roundRobinFinals: null,
  schools: [
    {
      name: 'Beecroft Public School',
      address: '1 Hannah St',
      suburb: 'Beecroft',
      state: 'NSW',
      postcode: '2119',
    },
  ],
});

const season = seasonFixtures(draws([division]));
const beecroft = fixturesOfSchool(season, 'beecroft');

describe('matchUids and matchFingerprint', () => {
  it('names a match by its place in the draw, so a re-pairing keeps its UID but changes its fingerprint', () => {
    const repaired = structuredClone(division);
    repaired.rounds[1]!.pairings[0] = { home: 3, away: 2 };
    const again = seasonFixtures(draws([repaired]));
    const [before, after] = [matchUids(season), matchUids(again)];
    expect(after.get(again[3]!.id)).toBe(before.get(season[3]!.id));
    expect(before.get(season[3]!.id)).toBe('2026-NS2-r2-m1@schools.nswjcl');
    expect(matchFingerprint(again[3]!)).not.toBe(matchFingerprint(season[3]!));
    expect(matchFingerprint(again[4]!)).toBe(matchFingerprint(season[4]!));
  });

  it('changes the fingerprint when a result or a date comes in, and not otherwise', () => {
    const played = structuredClone(division);
    played.rounds[1]!.pairings[1]!.result = { home: 4, away: 0 };
    played.rounds[0]!.date = '2026-05-02';
    const again = seasonFixtures(draws([played]));
    expect(again.map(matchFingerprint).map((f, i) => f === matchFingerprint(season[i]!))).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('leaves byes and undated rounds out of the calendar', () => {
    expect(season.filter(isCalendarMatch).map((f) => f.id)).toEqual([
      '2026-NS2-r1-1v2',
      '2026-NS2-r2-2v3',
      '2026-NS2-r2-1v5',
    ]);
  });
});

describe('matchSummary and resultText', () => {
  it('tells a school its own side: home and the boards it plays White on, or away', () => {
    expect(matchSummary(beecroft[0]!)).toBe('Beecroft A v Pennant Hills B (home, White on boards 1 and 3)');
    const pennant = fixturesOfSchool(season, 'pennant-hills');
    expect(matchSummary(pennant[0]!)).toBe('Pennant Hills B v Beecroft A (away, White on boards 2 and 4)');
    expect(matchSummary(season[0]!)).toBe('Beecroft A v Pennant Hills B');
    expect(resultText(season[0]!)).toBe('Result: Beecroft A 2½, Pennant Hills B 1½');
  });
});

describe('matchCalendar', () => {
  const versions = {
    '2026-NS2-r1-m1@schools.nswjcl': { sequence: 3, modifiedAt: '2026-05-02T08:00:00.000Z' },
  };
  const text = matchCalendar({
    name: 'Beecroft Public School chess matches 2026',
    description: 'Every match',
    season,
    fixtures: beecroft,
    versions,
    importedAt: '2026-04-01T00:00:00.000Z',
    pageUrlOf: () => 'https://example.org/2026/divisions/championship/NS#NS2',
  });
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c));

  it('lists each match of the school once, even when it plays itself', () => {
    expect(events.map((e) => e.summary)).toEqual([
      'Beecroft A v Pennant Hills B (home, White on boards 1 and 3)',
      'Beecroft A v Beecroft B',
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
  });

  it('times a primary match from 4 pm for an hour at the home school, with its stored version', () => {
    const [first, second] = events;
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2026-05-01T07:00:00.000Z');
    expect(first!.location).toBe('Beecroft Public School, 1 Hannah St, Beecroft NSW 2119');
    expect(first!.sequence).toBe(3);
    expect(first!.description.split('\n')).toContain('Result: Beecroft A 2½, Pennant Hills B 1½');
    expect(second!.sequence).toBe(0);
    expect(second!.component.getFirstPropertyValue('last-modified')!.toString()).toBe('2026-04-01T00:00:00Z');
  });

  it('makes secondary matches all-day events', () => {
    const secondary = seasonFixtures({
      ...draws([division]),
      zones: [{ code: 'NS', name: 'North Shore', region: 'MN', competition: 'secondary' }],
    });
    const out = matchCalendar({
      name: 'x',
      description: 'x',
      season: secondary,
      fixtures: secondary,
      versions: {},
      importedAt: '2026-04-01T00:00:00.000Z',
      pageUrlOf: () => null,
    });
    const first = new ICAL.Event(new ICAL.Component(ICAL.parse(out)).getFirstSubcomponent('vevent')!);
    expect(first.startDate.isDate).toBe(true);
    expect(first.summary).toBe('Beecroft A v Pennant Hills B');
  });
});
